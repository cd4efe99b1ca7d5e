import { formatDiagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, operation, page, spec } from './test-input.ts';

const v1 = spec('specs/v1.yaml', [
  operation('GET', '/pets', { summary: 'List pets' }),
  operation('POST', 'newPet', { kind: 'webhook', summary: 'New pet' }),
]);
const v2 = spec('specs/v2.yaml', [operation('GET', '/pets', { summary: 'List pets v2' })]);

describe('resolveNavigation: page files', () => {
  it('SPEC page file 1-2: every page file is a page with its front matter title', () => {
    const result = resolveNavigation(
      input({ pages: ['guide'] }, { pages: [page('guide', { title: 'The Guide', description: 'd' }), page('other')] }),
    );
    expect(result.pages).toEqual([
      { path: 'guide', source: 'mdx', file: 'guide.mdx', title: 'The Guide' },
      { path: 'other', source: 'mdx', file: 'other.mdx', title: 'Other', hidden: true },
    ]);
  });

  it('front matter sidebarTitle, icon, tag and mode travel with the page to the site', () => {
    const result = resolveNavigation(
      input(
        { pages: ['guide'] },
        {
          pages: [
            page('guide', { title: 'The long guide', sidebarTitle: 'Guide', icon: 'book', tag: 'NEW', mode: 'wide' }),
          ],
        },
      ),
    );
    expect(result.pages[0]).toEqual({
      path: 'guide',
      source: 'mdx',
      file: 'guide.mdx',
      title: 'The long guide',
      frame: { sidebarTitle: 'Guide', icon: 'book', tag: 'NEW', mode: 'wide' },
    });
  });

  it('an unknown front matter mode is a warning at its line, and the page keeps the default layout', () => {
    const pages = [page('guide', { title: 'Guide', mode: 'fullscreen' })];
    pages[0]!.frontMatterLines = { title: 2, mode: 3 };
    const result = resolveNavigation(input({ pages: ['guide'] }, { pages }));
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      'guide.mdx:3:1: warning front matter `mode` "fullscreen" is not one of "default", "wide", "center", "custom", "frame"; the page uses the default layout (NAV_PAGE_MODE_UNKNOWN)\n  hint: write `mode: "wide"` (no table of contents), `"center"` (no sidebar, centred), `"custom"` (content only), `"frame"` (content and sidebar), or remove it',
    ]);
    expect(result.pages[0]!.frame).toBeUndefined();
  });

  it('SPEC page file 3: openapi metadata <METHOD> <path> or <spec_file> <METHOD> <path> documents that operation', () => {
    const forms = [
      'GET /pets',
      'v1 GET /pets',
      'v1.yaml GET /pets',
      'specs/v1.yaml GET /pets',
      '/specs/v1.yaml GET /pets',
      'specs/v1.yaml\n  GET\n  /pets',
    ];
    for (const form of forms) {
      const result = resolveNavigation(
        input({ pages: ['pets'] }, { pages: [page('pets', { openapi: form })], specs: [v1] }),
      );
      expect(result.diagnostics, form).toEqual([]);
      expect(result.pages[0], form).toEqual({
        path: 'pets',
        source: 'mdx',
        file: 'pets.mdx',
        openapi: 'specs/v1.yaml GET /pets',
        operation: v1.operations[0],
        spec: 'specs/v1.yaml',
        title: 'List pets',
      });
    }
    const webhook = resolveNavigation(
      input({ pages: ['hook'] }, { pages: [page('hook', { title: 'Hook', openapi: 'webhook newPet' })], specs: [v1] }),
    );
    expect(webhook.pages[0]).toMatchObject({ openapi: 'specs/v1.yaml webhook newPet', title: 'Hook' });
  });

  it('SPEC page file 3: metadata that matches nothing is an error at the openapi line, with what to write', () => {
    const files = [
      page('slash', { openapi: 'GET /pets/' }),
      page('lower', { openapi: 'v1 get /pets' }),
      page('wrong-file', { openapi: 'v3 GET /pets' }),
      page('two-docs', { openapi: 'GET /pets' }),
      page('misspelled', { openapi: 'pets list' }),
    ];
    const result = resolveNavigation(input({ pages: [] }, { pages: files, specs: [v1, v2] }));
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      'slash.mdx:3 openapi: error openapi metadata "GET /pets/" matches no operation, so the page shows nothing (NAV_OPENAPI_METADATA_UNMATCHED)\n  hint: the document has GET /pets (without a trailing slash): write GET /pets',
      'lower.mdx:3 openapi: error openapi metadata "v1 get /pets" matches no operation, so the page shows nothing (NAV_METHOD_CASE)\n  hint: write v1 GET /pets (methods are upper case)',
      'wrong-file.mdx:3 openapi: error openapi metadata "v3 GET /pets" matches no operation, so the page shows nothing (NAV_OPENAPI_METADATA_UNMATCHED)\n  hint: no OpenAPI document is named "v3"; use one of "specs/v1.yaml", "specs/v2.yaml" (path, file name, or file name without extension)',
      'two-docs.mdx:3 openapi: error openapi metadata "GET /pets" matches no operation, so the page shows nothing (NAV_DUPLICATE_OPERATION)\n  hint: GET /pets is in "specs/v1.yaml" and "specs/v2.yaml": name the document, e.g. "specs/v1.yaml GET /pets"',
      'misspelled.mdx:3 openapi: error openapi metadata "pets list" is not an operation reference (NAV_OPENAPI_METADATA_UNMATCHED)\n  hint: write `openapi: "GET /path"`, or `openapi: "<spec file> GET /path"` when there are several documents',
    ]);
    expect(result.pages.every((p) => p.operation === undefined)).toBe(true);
  });

  it('SPEC page file 4: a page file and a navigation entry for the same operation cannot both exist', () => {
    const result = resolveNavigation(
      input(
        { groups: [{ group: 'API', openapi: 'specs/v1.yaml', pages: ['pets', 'GET /pets'] }] },
        { pages: [page('pets', { openapi: 'GET /pets' })], specs: [v1] },
      ),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual(['pets', 'pets']);
    expect(result.pages.filter((p) => p.source === 'openapi')).toEqual([]);
    expect(result.diagnostics).toMatchObject([
      {
        code: 'NAV_OPERATION_PAGE_CONFLICT',
        path: 'navigation.groups[0].pages[1]',
        message:
          'operation "specs/v1.yaml GET /pets" has a navigation entry here and is also documented by page file "pets.mdx" (its `openapi` metadata); the entry now points to "pets"',
        hint: expect.stringContaining('`x-docs.href` (alias `x-mint.href`)'),
      },
      { code: 'NAV_OPERATION_NOT_LISTED', message: expect.stringContaining('webhook newPet') },
    ]);
  });

  it('SPEC page file 4: a generated page for an operation documented by a page file is a conflict too', () => {
    const result = resolveNavigation(
      input(
        { tabs: [{ tab: 'API', openapi: 'specs/v1.yaml' }] },
        { pages: [page('pets', { openapi: 'GET /pets' })], specs: [v1] },
      ),
    );
    expect(result.navigation.tabs?.[0]?.groups).toEqual([
      { group: 'API Reference', pages: ['pets', 'api-reference/new-pet'] },
    ]);
    expect(result.diagnostics).toMatchObject([
      { code: 'NAV_OPERATION_PAGE_CONFLICT', path: 'navigation.tabs[0].openapi' },
    ]);
  });

  it('SPEC page file 5: an x-hidden operation gets a page but no navigation entry; its tag group stays', () => {
    const hidden = spec('openapi.yaml', [
      operation('GET', '/secret', { summary: 'Secret', tags: ['internal'], hidden: true }),
      operation('GET', '/pets', { summary: 'List pets', tags: ['pets'] }),
    ]);
    const result = resolveNavigation(
      input({ groups: [{ group: 'API', openapi: 'openapi.yaml' }] }, { specs: [hidden] }),
    );
    expect(result.navigation.groups?.[0]?.pages).toEqual([
      { group: 'internal', pages: [] },
      { group: 'pets', pages: ['api-reference/pets/list-pets'] },
    ]);
    expect(result.pages.map((p) => [p.path, p.hidden])).toEqual([
      ['api-reference/pets/list-pets', undefined],
      ['api-reference/internal/secret', true],
    ]);
  });

  it('SPEC page file 5: a hidden operation served by a hand-written page is no conflict', () => {
    const hidden = spec('openapi.yaml', [operation('GET', '/secret', { summary: 'Secret', hidden: true })]);
    const result = resolveNavigation(
      input(
        { tabs: [{ tab: 'API', openapi: 'openapi.yaml' }] },
        { specs: [hidden], pages: [page('secret', { openapi: 'GET /secret' })] },
      ),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.pages).toMatchObject([{ path: 'secret', source: 'mdx', hidden: true }]);
  });
});
