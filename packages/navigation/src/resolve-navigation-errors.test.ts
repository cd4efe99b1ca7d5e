import { createDiagnostic, formatDiagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { navigationCodes } from './codes.ts';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, operation, page, pages, spec } from './test-input.ts';
import type { ResolveNavigationInput } from './types.ts';

const petstore = spec('openapi.yaml', [operation('GET', '/pets', { summary: 'List pets', tags: ['pets'] })]);
const swagger = spec('swagger.json', [], {
  ok: false,
  diagnostics: [
    createDiagnostic(navigationCodes, 'NAV_OPENAPI_INVALID', {
      message: 'OpenAPI 2.0 is not supported; convert to OpenAPI 3',
    }),
  ],
});

/** A store document whose `GET /orders` reaches a broken `$ref` (the loader left it out). */
const store = spec('store.yaml', [operation('GET', '/products', { summary: 'List products' })], {
  skipped: [
    {
      operation: operation('GET', '/orders', { summary: 'List orders' }),
      reason: {
        code: 'OPENAPI_REF_NOT_FOUND',
        severity: 'error',
        message: '$ref "#/components/schemas/Ordr" points to nothing',
        file: 'store.yaml',
        path: 'paths["/orders"].get.responses["200"].$ref',
        line: 12,
        column: 9,
      },
    },
  ],
});

describe('resolveNavigation: SPEC.md error table', () => {
  it('SPEC "Operation missing — validation errors (may be skipped)": a skipped operation gets no page, and what names it says why', () => {
    const result = resolveNavigation(
      input(
        {
          groups: [
            { group: 'Store', openapi: 'store.yaml' },
            { group: 'Listed', pages: ['store.yaml GET /orders'] },
          ],
        },
        { specs: [store], pages: [page('orders', { openapi: 'store GET /orders' })] },
      ),
    );
    expect(result.pages.filter((p) => p.source === 'openapi').map((p) => p.path)).toEqual([
      'api-reference/list-products',
    ]);
    expect(result.diagnostics.map((d) => formatDiagnostic(d).split('\n'))).toEqual([
      [
        'orders.mdx:3 openapi: warning openapi metadata "store GET /orders" names an operation its document leaves out, so the page shows no operation (NAV_OPERATION_SKIPPED)',
        '  hint: "store.yaml" leaves GET /orders out because it reaches the problem at store.yaml:12:9 paths["/orders"].get.responses["200"].$ref: $ref "#/components/schemas/Ordr" points to nothing (OPENAPI_REF_NOT_FOUND); fix that problem and the operation renders',
      ],
      [
        'docs.json:29:5 navigation.groups[1].pages[0]: warning "store.yaml GET /orders" names an operation its document leaves out, so it has no page (NAV_OPERATION_SKIPPED)',
        '  hint: "store.yaml" leaves GET /orders out because it reaches the problem at store.yaml:12:9 paths["/orders"].get.responses["200"].$ref: $ref "#/components/schemas/Ordr" points to nothing (OPENAPI_REF_NOT_FOUND); fix that problem and the operation renders',
      ],
    ]);
  });

  it('SPEC error "API pages do not render": an unusable document is an error on each element using it, and everything else resolves', () => {
    const result = resolveNavigation(
      input(
        {
          tabs: [
            { tab: 'Old', openapi: 'swagger.json', groups: [{ group: 'Ops', pages: ['GET /pets'] }] },
            { tab: 'Remote', openapi: { source: 'https://api.example.com/openapi.json' } },
            { tab: 'Good', openapi: 'openapi.yaml' },
            { tab: 'Guides', groups: [{ group: 'G', pages: ['intro'] }] },
          ],
        },
        { specs: [swagger, petstore], pages: pages('intro'), apiOpenapi: 'swagger.json' },
      ),
    );
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      'docs.json:11:5 api.openapi: error OpenAPI document "swagger.json" cannot be used (OpenAPI 2.0 is not supported; convert to OpenAPI 3), so no API pages are generated from it (NAV_OPENAPI_INVALID)\n  hint: run `folio openapi-check swagger.json` and fix what it reports (OpenAPI 2.0 must be converted to 3)',
      'docs.json:26:5 navigation.tabs[0].openapi: error OpenAPI document "swagger.json" cannot be used (OpenAPI 2.0 is not supported; convert to OpenAPI 3), so no API pages are generated from it (NAV_OPENAPI_INVALID)\n  hint: run `folio openapi-check swagger.json` and fix what it reports (OpenAPI 2.0 must be converted to 3)',
      'docs.json:26:5 navigation.tabs[1].openapi: error OpenAPI document "https://api.example.com/openapi.json" cannot be used (it was not found), so no API pages are generated from it (NAV_OPENAPI_INVALID)\n  hint: run `folio openapi-check https://api.example.com/openapi.json` and fix what it reports (OpenAPI 2.0 must be converted to 3); check the path or URL',
    ]);
    expect(result.navigation.tabs).toEqual([
      { tab: 'Old', groups: [{ group: 'Ops', pages: [] }], openapi: 'swagger.json' },
      { tab: 'Remote', openapi: { source: 'https://api.example.com/openapi.json' } },
      { tab: 'Good', groups: [{ group: 'pets', pages: ['api-reference/pets/list-pets'] }], openapi: 'openapi.yaml' },
      { tab: 'Guides', groups: [{ group: 'G', pages: ['intro'] }] },
    ]);
  });

  it('SPEC error "Pages not generated from OpenAPI navigation": operation entries and page-less groups with no document in scope', () => {
    const result = resolveNavigation(
      input({ groups: [{ group: 'API', pages: ['GET /pets'] }, { group: 'Empty' }] }, { specs: [petstore] }),
    );
    expect(result.navigation).toEqual({
      groups: [
        { group: 'API', pages: [] },
        { group: 'Empty', pages: [] },
      ],
    });
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_OPENAPI_NOT_IN_SCOPE',
        severity: 'error',
        path: 'navigation.groups[0].pages[0]',
        message:
          '"GET /pets" is an operation, but no OpenAPI document is in scope here, so no page is generated for it',
        hint: 'define `openapi` on this element or a parent (or `api.openapi`), or name the document: "openapi.yaml GET /path"',
      },
      {
        code: 'NAV_OPENAPI_NOT_IN_SCOPE',
        path: 'navigation.groups[1]',
        message: 'group "Empty" has no `pages` and no OpenAPI document in scope to generate them from',
      },
    ]);
  });

  it('SPEC error "Pages not generated from OpenAPI navigation": openapi on an element holding anchors has nowhere to put pages', () => {
    const result = resolveNavigation(
      input(
        { tabs: [{ tab: 'API', openapi: 'openapi.yaml', anchors: [{ anchor: 'A', href: 'https://example.com' }] }] },
        { specs: [petstore] },
      ),
    );
    expect(result.diagnostics).toMatchObject([
      { code: 'NAV_OPENAPI_NOT_GENERATED', severity: 'warning', path: 'navigation.tabs[0].openapi' },
    ]);
  });

  it('SPEC error "Navigation entry not found": the file is missing; docs.json line:column and JSON path are given', () => {
    const result = resolveNavigation(
      input({ tabs: [{ tab: 'Docs', groups: [{ group: 'G', pages: ['guides/setup'] }] }] }),
    );
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      'docs.json:37:5 navigation.tabs[0].groups[0].pages[0]: error page "guides/setup" does not exist (NAV_PAGE_NOT_FOUND)\n  hint: create guides/setup.mdx, or correct the path',
    ]);
    expect(result.navigation.tabs?.[0]?.groups?.[0]?.pages).toEqual([]);
  });

  it('SPEC error "Conflict between MDX file and navigation entry": a generated page would take a page file\'s path', () => {
    const result = resolveNavigation(
      input(
        { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
        { specs: [petstore], pages: [page('api-reference/pets/list-pets')] },
      ),
    );
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_DUPLICATE_PAGE_PATH',
        message:
          'the page of operation "openapi.yaml GET /pets" would be "api-reference/pets/list-pets", which page file "api-reference/pets/list-pets.mdx" already uses; no page is generated for it',
      },
    ]);
    expect(result.pages).toMatchObject([{ path: 'api-reference/pets/list-pets', source: 'mdx', hidden: true }]);
  });

  it('every diagnostic code is reachable', () => {
    const scenarios: ResolveNavigationInput[] = [
      input(
        { pages: ['missing', '../out', 'get /pets', 'GET /pets', 'POST /pets'] },
        { specs: [petstore], apiOpenapi: ['openapi.yaml', 'twin.yaml'] },
      ),
      input(
        {
          groups: [
            { group: 'G', expanded: true, pages: ['GET /x'] },
            { group: 'Old', openapi: 'swagger.json' },
          ],
        },
        { specs: [swagger] },
      ),
      input({ tabs: [{ tab: 'T', openapi: 'openapi.yaml', anchors: [] }] }, { specs: [petstore] }),
      input(
        { groups: [{ group: 'A', openapi: 'openapi.yaml', pages: ['GET /pets', 'intro'] }] },
        {
          specs: [petstore, spec('more.yaml', [])],
          pages: [page('intro', { openapi: 'GET /pets' }), page('x', { openapi: 'nope' })],
        },
      ),
      input(
        { groups: [{ group: 'A', openapi: 'openapi.yaml' }] },
        { specs: [petstore], pages: [page('api-reference/pets/list-pets')] },
      ),
      input(
        { groups: [{ group: 'A', openapi: 'with-more.yaml', pages: ['GET /pets'] }] },
        { specs: [spec('with-more.yaml', [operation('GET', '/pets'), operation('GET', '/more')])] },
      ),
      input({ pages: ['landing'] }, { pages: [page('landing', { mode: 'hero' })] }),
      input({ groups: [{ group: 'E', asyncapi: 'missing.yaml' }] }, { pages: [page('e', { asyncapi: 'nope' })] }),
      input({ tabs: [{ tab: 'T', asyncapi: 'a.yaml', anchors: [] }] }),
      input({ pages: ['store.yaml GET /orders'] }, { specs: [store] }),
    ];
    scenarios[0]?.specs.push(spec('twin.yaml', [operation('GET', '/pets')]));
    const seen = new Set(scenarios.flatMap((scenario) => resolveNavigation(scenario).diagnostics.map((d) => d.code)));
    // NAV_INTERNAL_ERROR is reached only through a bug: resolve-navigation-guards.test.ts simulates one.
    expect([...seen].sort()).toEqual(
      Object.keys(navigationCodes)
        .filter((code) => code !== 'NAV_INTERNAL_ERROR')
        .sort(),
    );
  });
});
