import type { DocsConfig, Group, Navigation, Tab } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import type { LoadedSpec, Operation } from '@folio/openapi';
import type { PageContent, RenderSiteInput } from '../types.ts';

/** Options of {@link sampleSite}. */
export interface SampleSiteOptions {
  drilldown?: boolean;
  proxy?: boolean;
  eyebrows?: string;
  /** Base URL of the API servers in the spec (the browser test points it at a loopback server). */
  apiServer?: string;
}

/** The pet store spec the sample API pages document. */
function petSpec(apiServer = 'https://api.acme.test'): LoadedSpec {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: apiServer }, { url: 'https://{region}.acme.test/v1', variables: { region: { default: 'eu' } } }],
    security: [{ bearer: [] }],
    paths: {
      '/pets/{petId}': {
        parameters: [{ $ref: '#/components/parameters/PetId' }],
        get: {
          operationId: 'getPet',
          summary: 'Get a pet',
          description: 'Returns one pet by its **id**.',
          tags: ['Pets'],
          parameters: [
            {
              name: 'fields',
              in: 'query',
              description: 'Fields to include.',
              schema: { type: 'string', enum: ['all', 'basic'], default: 'basic' },
            },
            {
              name: 'X-Request-Id',
              in: 'header',
              required: true,
              description: 'Correlation id.',
              schema: { type: 'string', format: 'uuid' },
            },
            { name: 'session', in: 'cookie', schema: { type: 'string' } },
          ],
          responses: {
            '200': {
              description: 'The pet.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
            '404': {
              description: 'No such pet.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Error' },
                  example: { code: 'not_found', message: 'No pet 7' },
                },
              },
            },
          },
        },
      },
      '/pets': {
        post: {
          operationId: 'createPet',
          summary: 'Create a pet',
          tags: ['Pets'],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/NewPet' } } },
          },
          responses: { '201': { $ref: '#/components/responses/Created' } },
          'x-codeSamples': [{ lang: 'go', label: 'Go SDK', source: 'client.Pets.Create(ctx, pet)' }],
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        PetId: {
          name: 'petId',
          in: 'path',
          required: true,
          description: 'The pet id.',
          schema: { type: 'integer', format: 'int64', example: 7 },
        },
      },
      responses: {
        Created: {
          description: 'Created.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
      },
      schemas: {
        Pet: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'integer', format: 'int64', example: 7 },
            name: { type: 'string', description: 'The pet name.', example: 'Rex' },
            parent: { $ref: '#/components/schemas/Pet' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
        NewPet: {
          allOf: [
            { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'Rex' } } },
            {
              type: 'object',
              properties: {
                owner: {
                  type: 'object',
                  description: 'Who owns the pet.',
                  properties: {
                    email: { type: 'string', format: 'email' },
                    address: { type: 'object', properties: { city: { type: 'string', example: 'Lyon' } } },
                  },
                },
                kind: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] },
              },
            },
          ],
        },
        Cat: { type: 'object', properties: { meows: { type: 'boolean' } } },
        Dog: { type: 'object', properties: { barks: { type: 'boolean' } } },
        Error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };
  const operation = (method: 'GET' | 'POST', path: string, summary: string, pointer: string): Operation => ({
    kind: 'operation',
    method,
    path,
    summary,
    tags: ['Pets'],
    deprecated: false,
    hidden: false,
    excluded: false,
    pointer,
  });
  return {
    source: 'openapi.json',
    ok: true,
    version: '3.0.3',
    title: 'Pets',
    operations: [
      operation('GET', '/pets/{petId}', 'Get a pet', '/paths/~1pets~1{petId}/get'),
      operation('POST', '/pets', 'Create a pet', '/paths/~1pets/post'),
    ],
    tags: [{ name: 'Pets' }],
    servers: [apiServer],
    document,
    diagnostics: [],
  };
}

/**
 * A site using every navigation element: languages (en with a dismissible banner, fr), versions
 * (v2, v1), tabs (one with a `menu`, one external), groups with nested groups (`expanded`, `tag`,
 * `icon`, `root`), global anchors, API pages, and redirects. Page paths are `<lang>/<version>/…`.
 */
export function sampleSite(options: SampleSiteOptions = {}): RenderSiteInput {
  const spec = petSpec(options.apiServer);
  const pages: SitePage[] = [];
  const content = new Map<string, PageContent>();
  const page = (path: string, title: string) => {
    pages.push({ path, source: 'mdx', file: `${path}.mdx`, title });
    content.set(path, {
      title,
      description: `About ${title.toLowerCase()}.`,
      html: `<h2 id="overview">Overview</h2><p>Body of ${title}.</p><h3 id="details">Details</h3><p>More.</p>`,
      headings: [
        { depth: 2, text: 'Overview', id: 'overview' },
        { depth: 3, text: 'Details', id: 'details' },
      ],
      markdown: `## Overview\n\nBody of ${title}.\n\n### Details\n\nMore.`,
    });
    return path;
  };
  const apiPage = (path: string, operation: Operation) => {
    pages.push({
      path,
      source: 'openapi',
      openapi: `openapi.json ${operation.method} ${operation.path}`,
      title: operation.summary!,
      operation,
      spec: 'openapi.json',
    });
    return path;
  };
  const guides = (p: string, omit: string[] = []): Group[] => {
    const keep = (path: string) => !omit.some((o) => path.endsWith(o));
    const maybe = (path: string, title: string) => (keep(path) ? [page(path, title)] : []);
    return [
      {
        group: 'Getting started',
        icon: 'rocket',
        pages: [
          page(`${p}/intro`, 'Introduction'),
          ...maybe(`${p}/quickstart`, 'Quickstart'),
          {
            group: 'Advanced',
            expanded: true,
            tag: 'NEW',
            pages: [page(`${p}/advanced/config`, 'Configuration'), ...maybe(`${p}/advanced/deploy`, 'Deploying')],
          },
          { group: 'Internals', pages: [page(`${p}/internals/cache`, 'Cache'), page(`${p}/internals/queue`, 'Queue')] },
          {
            group: 'Plugins',
            root: page(`${p}/plugins/overview`, 'Plugins overview'),
            pages: [page(`${p}/plugins/write`, 'Writing plugins')],
          },
        ],
      },
      {
        group: 'Concepts',
        root: page(`${p}/concepts`, 'Concepts'),
        pages: [page(`${p}/concepts/model`, 'Data model')],
      },
    ];
  };
  const tabs = (p: string, omit: string[] = []): Tab[] => [
    { tab: 'Guides', groups: guides(p, omit) },
    {
      tab: 'API reference',
      groups: [
        {
          group: 'Pets',
          pages: [
            apiPage(`${p}/api/get-a-pet`, spec.operations[0]!),
            apiPage(`${p}/api/create-a-pet`, spec.operations[1]!),
          ],
        },
      ],
    },
    {
      tab: 'Resources',
      menu: [
        { item: 'Changelog', description: 'What changed', pages: [page(`${p}/changelog`, 'Changelog')] },
        { item: 'Blog', href: 'https://blog.acme.test' },
      ],
    },
    { tab: 'GitHub', href: 'https://github.com/acme' },
  ];
  const navigation: Navigation = {
    global: { anchors: [{ anchor: 'Status', href: 'https://status.acme.test', icon: 'signal' }] },
    languages: [
      {
        language: 'en',
        banner: { content: 'Version 2 is out! [Read the changelog](/en/v2/changelog).', dismissible: true },
        versions: [
          { version: 'v2', tabs: tabs('en/v2') },
          { version: 'v1', tabs: tabs('en/v1', ['advanced/deploy']) },
        ],
      },
      {
        language: 'fr',
        versions: [{ version: 'v2', tabs: [{ tab: 'Guides', groups: guides('fr/v2', ['quickstart']) }] }],
      },
    ],
  };
  const config: DocsConfig = {
    name: 'Acme Docs',
    theme: 'mint',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    description: 'Everything about Acme.',
    favicon: '/favicon.svg',
    navigation,
    redirects: [
      { source: '/old-intro', destination: '/en/v2/intro' },
      { source: '/blog/:slug*', destination: 'https://blog.acme.test/:slug*', permanent: true },
    ],
    raw: {},
  };
  if (options.eyebrows !== undefined) config.styling = { eyebrows: options.eyebrows };
  if (options.drilldown !== undefined) config.interaction = { drilldown: options.drilldown };
  if (options.proxy !== undefined) config.api = { playground: { proxy: options.proxy } };
  return { config, navigation, pages, content, specs: [spec], siteUrl: 'https://docs.acme.test' };
}
