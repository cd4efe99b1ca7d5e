import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, operation, pages, spec } from './test-input.ts';

const petstore = spec(
  'openapi.yaml',
  [
    operation('GET', '/pets', { summary: 'List pets', tags: ['pets'] }),
    operation('POST', '/pets', { summary: 'Create pet', tags: ['pets'] }),
    operation('GET', '/stores', { summary: 'List stores', tags: ['stores'] }),
    operation('GET', '/health', { summary: 'Health' }),
  ],
  { tags: [{ name: 'pets', group: 'Pet Operations' }, { name: 'stores' }] },
);
const v2 = spec('specs/v2.json', [operation('GET', '/owners', { summary: 'List owners', tags: ['owners'] })]);

describe('resolveNavigation: the openapi navigation property', () => {
  it('SPEC openapi property 1: openapi can be set on any element (tab, anchor, group)', () => {
    for (const element of [
      { tab: 'API', openapi: 'openapi.yaml' },
      { anchor: 'API', openapi: 'openapi.yaml' },
      { dropdown: 'API', openapi: 'openapi.yaml' },
    ]) {
      const key = `${Object.keys(element)[0]}s`;
      const result = resolveNavigation(input({ [key]: [element] }, { specs: [petstore] }));
      const resolved = (result.navigation as Record<string, Record<string, unknown>[]>)[key]?.[0];
      expect(resolved?.groups, key).toHaveLength(3);
    }
    const group = resolveNavigation(
      input({ groups: [{ group: 'API', openapi: 'openapi.yaml' }] }, { specs: [petstore] }),
    );
    expect(group.navigation.groups?.[0]?.pages).toHaveLength(3);
  });

  it("SPEC openapi property 2: children inherit the nearest ancestor's document unless they define their own", () => {
    const result = resolveNavigation(
      input(
        {
          tabs: [
            {
              tab: 'API',
              openapi: 'openapi.yaml',
              groups: [
                { group: 'Pets', pages: ['GET /pets'] },
                { group: 'Owners', openapi: '/specs/v2.json', pages: ['GET /owners'] },
              ],
            },
          ],
        },
        { specs: [petstore, v2] },
      ),
    );
    expect(result.navigation.tabs?.[0]?.groups).toEqual([
      { group: 'Pets', pages: ['api-reference/pets/list-pets'] },
      { group: 'Owners', pages: ['api-reference/owners/list-owners'], openapi: 'specs/v2.json' },
    ]);
    expect(result.pages.filter((p) => p.source === 'openapi').map((p) => p.openapi)).toEqual([
      'openapi.yaml GET /pets',
      'specs/v2.json GET /owners',
    ]);
  });

  it('SPEC openapi property 3: an element with openapi and no listed operations gets pages for all operations', () => {
    const result = resolveNavigation(
      input({ tabs: [{ tab: 'API', openapi: '/openapi.yaml' }] }, { specs: [petstore] }),
    );
    expect(result.navigation).toEqual({
      tabs: [
        {
          tab: 'API',
          groups: [
            { group: 'Pet Operations', pages: ['api-reference/pets/list-pets', 'api-reference/pets/create-pet'] },
            { group: 'stores', pages: ['api-reference/stores/list-stores'] },
            { group: 'API Reference', pages: ['api-reference/health'] },
          ],
          openapi: 'openapi.yaml',
        },
      ],
    });
    expect(result.pages[0]).toEqual({
      path: 'api-reference/pets/list-pets',
      source: 'openapi',
      openapi: 'openapi.yaml GET /pets',
      title: 'List pets',
      operation: petstore.operations[0],
      spec: 'openapi.yaml',
    });
    expect(result.diagnostics).toEqual([]);
  });

  it('SPEC openapi property 4: explicitly listed operations suppress generation, including in child elements', () => {
    const result = resolveNavigation(
      input(
        {
          tabs: [
            {
              tab: 'API',
              openapi: 'openapi.yaml',
              groups: [
                { group: 'Intro', pages: ['intro'] },
                { group: 'Nested', pages: [{ group: 'Deep', pages: ['POST /pets'] }] },
              ],
            },
          ],
        },
        {
          specs: [petstore],
          pages: pages('intro'),
        },
      ),
    );
    expect(result.navigation.tabs?.[0]?.groups).toEqual([
      { group: 'Intro', pages: ['intro'] },
      { group: 'Nested', pages: [{ group: 'Deep', pages: ['api-reference/pets/create-pet'] }] },
    ]);
    expect(result.pages.filter((p) => p.source === 'openapi')).toHaveLength(1);
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_OPERATION_NOT_LISTED',
        severity: 'warning',
        path: 'navigation.tabs[0].openapi',
        message: '3 operations of "openapi.yaml" appear nowhere in navigation: GET /pets, GET /stores, GET /health',
      },
    ]);
  });

  it('SPEC openapi property 5: an entry that matches no operation is a page file path', () => {
    const result = resolveNavigation(
      input(
        { groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['guides/intro', 'DELETE /pets', 'GET /pets'] }] },
        { specs: [petstore], pages: pages('guides/intro') },
      ),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual(['guides/intro', 'api-reference/pets/list-pets']);
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_PAGE_NOT_FOUND',
        path: 'navigation.groups[0].pages[1]',
        message: '"DELETE /pets" matches no OpenAPI operation, and no page file "DELETE /pets" exists',
        hint: '"openapi.yaml" has GET /pets, POST /pets; use one of those',
      },
      { code: 'NAV_OPERATION_NOT_LISTED' },
    ]);
  });

  it('SPEC openapi property 6: matching is case-sensitive and exact, methods upper case, trailing slash as in the document', () => {
    const result = resolveNavigation(
      input(
        { groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['get /pets', 'GET /pets/'] }] },
        { specs: [petstore] },
      ),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual([]);
    expect(result.diagnostics.slice(0, 2)).toMatchObject([
      {
        code: 'NAV_METHOD_CASE',
        severity: 'error',
        message: '"get /pets" matches no operation: HTTP methods must be upper case',
        hint: 'write GET /pets (methods are upper case)',
      },
      { code: 'NAV_PAGE_NOT_FOUND', hint: 'the document has GET /pets (without a trailing slash): write GET /pets' },
    ]);
  });
});
