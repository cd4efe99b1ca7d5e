import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, operation, pages, spec } from './test-input.ts';

const petstore = spec('openapi.yaml', [operation('GET', '/pets', { summary: 'List pets', tags: ['pets'] })]);
const users = spec('api/users.json', [operation('GET', '/users', { summary: 'List users', tags: ['users'] })]);

describe('resolveNavigation: COMPAT.md', () => {
  it('COMPAT openapi property: string, array (all used) and {source, directory} forms, leading / is the repo root, shown normalised', () => {
    const result = resolveNavigation(
      input(
        {
          tabs: [
            { tab: 'A', openapi: '/openapi.yaml' },
            { tab: 'B', openapi: ['/openapi.yaml', 'api/users.json'] },
            { tab: 'C', openapi: { source: '/api/users.json', directory: 'reference/users' } },
          ],
        },
        { specs: [petstore, users] },
      ),
    );
    expect(result.navigation.tabs).toEqual([
      { tab: 'A', groups: [{ group: 'pets', pages: ['api-reference/pets/list-pets'] }], openapi: 'openapi.yaml' },
      {
        tab: 'B',
        groups: [
          { group: 'pets', pages: ['api-reference/pets/list-pets'] },
          { group: 'users', pages: ['api-reference/users/list-users'] },
        ],
        openapi: ['openapi.yaml', 'api/users.json'],
      },
      {
        tab: 'C',
        groups: [{ group: 'users', pages: ['api-reference/users/list-users'] }],
        openapi: { source: 'api/users.json', directory: 'reference/users' },
      },
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('COMPAT openapi property: directory sets the folder of generated pages', () => {
    const result = resolveNavigation(
      input(
        { tabs: [{ tab: 'C', openapi: { source: 'api/users.json', directory: 'reference/users' } }] },
        { specs: [users] },
      ),
    );
    expect(result.pages.map((p) => p.path)).toEqual(['reference/users/users/list-users']);
  });

  it('COMPAT openapi property: the same operation in two documents of an array is reported and generated once', () => {
    const copy = spec('copy.yaml', [operation('GET', '/pets', { summary: 'List pets again', tags: ['pets'] })]);
    const result = resolveNavigation(
      input({ groups: [{ group: 'API', openapi: ['openapi.yaml', 'copy.yaml'] }] }, { specs: [petstore, copy] }),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual([{ group: 'pets', pages: ['api-reference/pets/list-pets'] }]);
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_DUPLICATE_OPERATION',
        path: 'navigation.groups[0].openapi',
        message:
          'operation GET /pets is in both "openapi.yaml" and "copy.yaml"; its page is generated from "openapi.yaml" only',
      },
    ]);
  });

  it('COMPAT openapi property: api.openapi is the default document for elements that have none, and generates nothing by itself', () => {
    const result = resolveNavigation(
      input(
        {
          groups: [
            { group: 'Guides', pages: ['intro'] },
            { group: 'API', pages: ['GET /pets'] },
          ],
        },
        { specs: [petstore], pages: pages('intro'), apiOpenapi: '/openapi.yaml' },
      ),
    );
    expect(result.navigation).toEqual({
      groups: [
        { group: 'Guides', pages: ['intro'] },
        { group: 'API', pages: ['api-reference/pets/list-pets'] },
      ],
    });
    expect(result.diagnostics).toEqual([]);
  });

  it("COMPAT generating pages: appended to a group's pages and to a tab's groups, after what is written", () => {
    const result = resolveNavigation(
      input(
        { tabs: [{ tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Intro', pages: ['intro'] }] }], groups: [] },
        { specs: [petstore], pages: pages('intro') },
      ),
    );
    expect(result.navigation.tabs?.[0]?.groups).toEqual([
      { group: 'Intro', pages: ['intro'] },
      { group: 'pets', pages: ['api-reference/pets/list-pets'] },
    ]);
    const group = resolveNavigation(
      input(
        { groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['intro'] }] },
        { specs: [petstore], pages: pages('intro') },
      ),
    );
    expect(group.navigation.groups?.[0]?.pages).toEqual([
      'intro',
      { group: 'pets', pages: ['api-reference/pets/list-pets'] },
    ]);
  });

  it('COMPAT generating pages: a group without pages generates from the document it inherits', () => {
    const result = resolveNavigation(
      input(
        { tabs: [{ tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Endpoints' }] }] },
        { specs: [petstore] },
      ),
    );
    expect(result.navigation.tabs?.[0]?.groups).toEqual([
      { group: 'Endpoints', pages: [{ group: 'pets', pages: ['api-reference/pets/list-pets'] }] },
    ]);
  });

  it('COMPAT generating pages: groups in the order tags are first met; x-excluded operations get no page at all', () => {
    const mixed = spec('openapi.yaml', [
      operation('GET', '/b', { summary: 'B one', tags: ['beta'] }),
      operation('GET', '/a', { summary: 'A one', tags: ['alpha', 'beta'] }),
      operation('POST', '/b', { summary: 'B two', tags: ['beta'] }),
      operation('GET', '/gone', { summary: 'Gone', tags: ['gone'], excluded: true }),
    ]);
    const result = resolveNavigation(
      input({ groups: [{ group: 'API', openapi: 'openapi.yaml' }] }, { specs: [mixed] }),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual([
      { group: 'beta', pages: ['api-reference/beta/b-one', 'api-reference/beta/b-two'] },
      { group: 'alpha', pages: ['api-reference/alpha/a-one'] },
    ]);
    expect(result.pages.map((p) => p.path)).not.toContain('api-reference/gone/gone');
  });

  it('COMPAT page paths: duplicates inside one generated group get -1, -2, … in order', () => {
    const dupes = spec('openapi.yaml', [
      operation('GET', '/a', { summary: 'Get item', tags: ['t'] }),
      operation('GET', '/b', { summary: 'Get item', tags: ['t'] }),
      operation('GET', '/c', { summary: 'Get item', tags: ['t'] }),
    ]);
    const result = resolveNavigation(
      input({ groups: [{ group: 'API', openapi: 'openapi.yaml' }] }, { specs: [dupes] }),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual([
      { group: 't', pages: ['api-reference/t/get-item', 'api-reference/t/get-item-1', 'api-reference/t/get-item-2'] },
    ]);
  });

  it('COMPAT page paths: x-docs.href replaces the slug and x-docs.metadata.title is the title', () => {
    const custom = spec('openapi.yaml', [
      operation('GET', '/pets', {
        summary: 'List pets',
        tags: ['pets'],
        docs: { href: '/pets/all', metadata: { title: 'All the pets' } },
      }),
    ]);
    const result = resolveNavigation(
      input({ groups: [{ group: 'API', openapi: 'openapi.yaml' }] }, { specs: [custom] }),
    );
    expect(result.pages).toMatchObject([
      { path: 'pets/all', title: 'All the pets', openapi: 'openapi.yaml GET /pets' },
    ]);
  });

  it('COMPAT explicit entries: ollama — x-mint.href gives api/generate, no href gives api-reference/show-model-details', () => {
    const ollama = spec('openapi.yaml', [
      operation('POST', '/api/generate', {
        summary: 'Generate a response',
        operationId: 'generate',
        docs: { href: '/api/generate' },
      }),
      operation('POST', '/api/show', { summary: 'Show model details', operationId: 'show' }),
      operation('GET', '/api/version', { summary: 'Get version', operationId: 'version' }),
    ]);
    const result = resolveNavigation(
      input(
        {
          tabs: [
            {
              tab: 'API Reference',
              openapi: '/openapi.yaml',
              groups: [{ group: 'Endpoints', pages: ['POST /api/generate', 'POST /api/show', 'GET /api/version'] }],
            },
          ],
        },
        { specs: [ollama] },
      ),
    );
    expect(result.navigation).toEqual({
      tabs: [
        {
          tab: 'API Reference',
          groups: [
            {
              group: 'Endpoints',
              pages: ['api/generate', 'api-reference/show-model-details', 'api-reference/get-version'],
            },
          ],
          openapi: 'openapi.yaml',
        },
      ],
    });
    expect(result.diagnostics).toEqual([]);
  });

  it('COMPAT explicit entries: "<spec file> GET /path" picks the document when several are in scope; without it the match is ambiguous', () => {
    const other = spec('other.yaml', [operation('GET', '/pets', { summary: 'Other pets', tags: ['pets'] })]);
    const result = resolveNavigation(
      input(
        {
          groups: [
            { group: 'API', openapi: ['openapi.yaml', 'other.yaml'], pages: ['other.yaml GET /pets', 'GET /pets'] },
          ],
        },
        { specs: [petstore, other] },
      ),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual(['api-reference/pets/other-pets']);
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_DUPLICATE_OPERATION',
        path: 'navigation.groups[0].pages[1]',
        hint: 'GET /pets is in "openapi.yaml" and "other.yaml": name the document, e.g. "openapi.yaml GET /pets"',
      },
      {
        code: 'NAV_OPERATION_NOT_LISTED',
        message: '1 operation of "openapi.yaml" appears nowhere in navigation: GET /pets',
      },
    ]);
  });

  it('COMPAT page references: leading / dropped, .. resolved inside the repo and never outside, index is the root', () => {
    const result = resolveNavigation(
      input({ pages: ['/index', 'guides/../api/errors', '../../etc/passwd'] }, { pages: pages('index', 'api/errors') }),
    );
    expect(result.navigation).toEqual({ pages: ['index', 'api/errors'] });
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_PAGE_OUTSIDE_REPO',
        path: 'navigation.pages[2]',
        message: 'page "../../etc/passwd" points outside the repository',
        hint: 'write the page path from the repository root, e.g. "etc/passwd"',
      },
    ]);
  });
});
