import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildCache } from '../build-cache.ts';
import { buildSite, type BuildResult } from '../build-site.ts';
import { createMemoryReader } from '../repo-reader.ts';
import { apiPageCard, firstSentence } from './api-page-card.ts';

const SCREENSHOTS = new URL('../../../../test-output/screenshots/', import.meta.url).pathname;
const ok = { '200': { description: 'ok' } };

const spec = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets/{id}': {
      get: {
        summary: 'Get a pet',
        description: 'Returns **one** pet by its [id](/ids). Errors are listed below.',
        responses: ok,
      },
    },
    '/pets': { post: { description: 'Adds a `pet` to the store.', responses: ok } },
    '/search/<term>&more': { get: { summary: 'Find <pets> & owners', responses: ok } },
    '/private': { delete: { summary: 'Remove the private pet', responses: ok } },
  },
};

const asyncapi = {
  asyncapi: '3.0.0',
  info: { title: 'Events', version: '1' },
  channels: {
    petAdopted: {
      address: 'pets.{petId}.adopted',
      title: 'Pet adopted',
      summary: 'Sent once a pet finds a home.',
      messages: { adopted: { payload: { type: 'object' } } },
    },
  },
  operations: { onAdopted: { action: 'receive', channel: { $ref: '#/channels/petAdopted' } } },
};

/** A site of one MDX page, an OpenAPI group and an AsyncAPI tab; `thumbnails: null` leaves the key out. */
function site(thumbnails: object | null = {}): Record<string, string> {
  const config = {
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#0D9373', light: '#07C983' },
    seo: { paths: [{ path: 'api/remove-the-private-pet', metatags: { 'og:image': '/images/private.png' } }] },
    navigation: {
      tabs: [
        {
          tab: 'Docs',
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'Pets API', openapi: { source: 'openapi.json', directory: 'api' } },
          ],
        },
        { tab: 'Events', asyncapi: { source: 'asyncapi.yaml', directory: 'events' }, groups: [] },
      ],
    },
    ...(thumbnails === null ? {} : { thumbnails }),
  };
  return {
    'docs.json': JSON.stringify(config),
    'index.mdx': '---\ntitle: Welcome\ndescription: Everything about Acme.\n---\n\nText.\n',
    'openapi.json': JSON.stringify(spec),
    'asyncapi.yaml': JSON.stringify(asyncapi),
  };
}

const text = (result: BuildResult, urlPath: string) =>
  new TextDecoder().decode(result.blobs.get(result.manifest!.files[urlPath]!.blob));
const metaContent = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
/** The URL path of every page of the site. */
const pagePaths = (result: BuildResult) =>
  Object.keys(result.manifest!.files).filter((path) =>
    result.manifest!.files[path]!.contentType.startsWith('text/html'),
  );

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The page whose HTML has this `<title>` text. */
function pageTitled(result: BuildResult, title: string): string {
  const path = pagePaths(result).find((url) => text(result, url).includes(`<title>${title}`));
  expect(path, title).toBeDefined();
  return path!;
}

describe('generated Open Graph cards of API pages', () => {
  it('gives an endpoint page a 1200x630 card with its meta tags, and an AsyncAPI channel page one too', async () => {
    const result = await buildSite(createMemoryReader(site()), { siteUrl: 'https://docs.acme.com', renderPool: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = text(result, pageTitled(result, 'Get a pet'));
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(/^https:\/\/docs\.acme\.com\/_og\/[0-9a-f]{32}\.png$/);
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual(['1200', '630']);
    const png = result.blobs.get(result.manifest!.files[new URL(image).pathname]!.blob)!;
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });

    const channel = metaContent(text(result, pageTitled(result, 'Pet adopted')), 'og:image')!;
    expect(channel).toMatch(/\/_og\/[0-9a-f]{32}\.png$/);
    const cards = new Set(pagePaths(result).map((url) => metaContent(text(result, url), 'og:image')));
    // Welcome, three operations (the private one has its own image) and the channel: five cards.
    expect(Object.keys(result.manifest!.files).filter((path) => path.startsWith('/_og/'))).toHaveLength(5);
    expect(cards.has(channel) && cards.has(image)).toBe(true);
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(join(SCREENSHOTS, 'og-thumbnail-api-light.png'), png);
  });

  it('leaves a page with its own image alone, and draws nothing without the thumbnails key', async () => {
    const result = await buildSite(createMemoryReader(site()), { siteUrl: 'https://docs.acme.com', renderPool: false });
    const own = text(result, pageTitled(result, 'Remove the private pet'));
    expect(metaContent(own, 'og:image')).toBe('https://docs.acme.com/images/private.png');
    expect(metaContent(own, 'og:image:width')).toBeUndefined();

    const none = await buildSite(createMemoryReader(site(null)), { renderPool: false });
    expect(Object.keys(none.manifest!.files).filter((path) => path.startsWith('/_og/'))).toEqual([]);
    expect(metaContent(text(none, pageTitled(none, 'Get a pet')), 'og:image')).toBeUndefined();
  });

  it('reuses the cards of an unchanged rebuild, and redraws an operation whose summary changed', async () => {
    const files = site();
    const cache = new BuildCache();
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    expect([cache.thumbnails.rendered, cache.thumbnails.reused]).toEqual([5, 0]);
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    expect([cache.thumbnails.rendered, cache.thumbnails.reused]).toEqual([0, 5]);
    const changed = structuredClone(spec);
    changed.paths['/pets/{id}'].get.summary = 'Fetch a pet';
    const result = await buildSite(createMemoryReader({ ...files, 'openapi.json': JSON.stringify(changed) }), {
      cache,
      renderPool: false,
    });
    expect([cache.thumbnails.rendered, cache.thumbnails.reused]).toEqual([1, 4]);
    // The page laid out again carries the new card.
    const html = text(result, pageTitled(result, 'Fetch a pet'));
    expect(result.manifest!.files[new URL(metaContent(html, 'og:image')!, 'https://x').pathname]).toBeDefined();
  });

  it('draws a dark card whose summary and path hold < and &', async () => {
    const result = await buildSite(createMemoryReader(site({ appearance: 'dark' })), { renderPool: false });
    expect(result.diagnostics.filter((d) => d.code.startsWith('BUILD_'))).toEqual([]);
    const image = metaContent(text(result, pageTitled(result, 'Find &lt;pets&gt; &amp; owners')), 'og:image')!;
    const png = result.blobs.get(result.manifest!.files[image]!.blob)!;
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    await writeFile(join(SCREENSHOTS, 'og-thumbnail-api-dark.png'), png);
  });
});

describe('apiPageCard', () => {
  it('titles an operation by its summary, else METHOD /path, with its request line and first sentence', () => {
    const operation = {
      kind: 'operation' as const,
      method: 'GET' as const,
      path: '/pets/{id}',
      tags: [],
      deprecated: false,
      hidden: false,
      excluded: false,
      pointer: '',
    };
    expect(
      apiPageCard({
        path: 'a',
        source: 'openapi',
        operation: { ...operation, summary: 'Get a pet', description: 'Returns **one** pet. More.' },
      }),
    ).toEqual({ title: 'Get a pet', endpoint: { method: 'GET', path: '/pets/{id}' }, description: 'Returns one pet.' });
    expect(apiPageCard({ path: 'a', source: 'openapi', operation })).toEqual({
      title: 'GET /pets/{id}',
      endpoint: { method: 'GET', path: '/pets/{id}' },
    });
    expect(apiPageCard({ path: 'a', source: 'mdx' })).toBeUndefined();
    const channel = {
      id: 'c',
      address: 'pets.{id}.adopted',
      summary: 'Sent once a pet finds a home. Then more.',
      tags: [],
      parameters: [],
      bindings: [],
      operations: [],
      messages: [],
      servers: [],
      pointer: '',
    };
    expect(
      apiPageCard({
        path: 'a',
        source: 'asyncapi',
        title: 'Pet adopted',
        channel: { source: 'a.yaml', channel, servers: [] },
      }),
    ).toEqual({
      title: 'Pet adopted',
      endpoint: { method: 'CHANNEL', path: 'pets.{id}.adopted' },
      description: 'Sent once a pet finds a home.',
    });
  });

  it('reads the first sentence of Markdown as plain text', () => {
    expect(firstSentence('Use the [`id`](/ids) of a _pet_. Then more.')).toBe('Use the id of a pet.');
    expect(firstSentence('```\ncode\n```\n<Note>Version 1.2 works</Note>')).toBe('Version 1.2 works');
    expect(firstSentence('  ')).toBeUndefined();
  });
});
