import { formatDiagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, pages } from './test-input.ts';

describe('resolveNavigation: groups and output shape', () => {
  it('SPEC group behaviour 1: groups nest inside groups and keep tag and icon', () => {
    const result = resolveNavigation(
      input(
        {
          groups: [
            {
              group: 'Guides',
              icon: 'book',
              tag: 'NEW',
              pages: ['intro', { group: 'Advanced', icon: 'flask', tag: 'BETA', pages: ['advanced/tuning'] }],
            },
          ],
        },
        { pages: pages('intro', 'advanced/tuning') },
      ),
    );
    expect(result.navigation).toEqual({
      groups: [
        {
          group: 'Guides',
          icon: 'book',
          tag: 'NEW',
          pages: ['intro', { group: 'Advanced', icon: 'flask', tag: 'BETA', pages: ['advanced/tuning'] }],
        },
      ],
    });
    expect(result.diagnostics).toEqual([]);
  });

  it('SPEC group behaviour 2: root is resolved to a page path that must exist, for top-level and nested groups', () => {
    const result = resolveNavigation(
      input(
        {
          groups: [
            {
              group: 'Guides',
              root: '/guides/overview',
              pages: ['guides/a', { group: 'Deep', root: 'guides/missing', pages: ['guides/b'] }],
            },
          ],
        },
        { pages: pages('guides/a', 'guides/b', 'guides/overview') },
      ),
    );
    expect(result.navigation).toEqual({
      groups: [
        { group: 'Guides', root: 'guides/overview', pages: ['guides/a', { group: 'Deep', pages: ['guides/b'] }] },
      ],
    });
    expect(result.pages.map((p) => p.path)).toEqual(['guides/overview', 'guides/a', 'guides/b']);
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      'docs.json:34:5 navigation.groups[0].pages[1].root: error root page "guides/missing" of the group does not exist (NAV_PAGE_NOT_FOUND)\n  hint: create guides/missing.mdx, or correct `root`',
    ]);
  });

  it('SPEC group behaviour 3: expanded is carried as written (top-level groups are warned about by docs-config, CONFIG_TOP_LEVEL_EXPANDED)', () => {
    const result = resolveNavigation(
      input(
        {
          groups: [
            {
              group: 'Top',
              expanded: true,
              pages: [
                'a',
                { group: 'Nested', expanded: true, pages: ['b'] },
                { group: 'Closed', expanded: false, pages: ['c'] },
              ],
            },
          ],
        },
        { pages: pages('a', 'b', 'c') },
      ),
    );
    expect(result.navigation).toEqual({
      groups: [
        {
          group: 'Top',
          expanded: true,
          pages: [
            'a',
            { group: 'Nested', expanded: true, pages: ['b'] },
            { group: 'Closed', expanded: false, pages: ['c'] },
          ],
        },
      ],
    });
    expect(result.diagnostics).toEqual([]);
  });

  it('output keeps only the applying child collection, skips null entries, keeps extra keys, name and icon first', () => {
    const result = resolveNavigation(
      input(
        {
          tabs: [
            {
              tab: 'Docs',
              hidden: false,
              icon: 'book',
              anchors: [{ anchor: 'A', groups: [{ group: 'G', pages: ['x'] }] }],
              groups: [{ group: 'Dropped', pages: ['y'] }],
            },
            null,
            { href: 'https://example.com', tab: 'Blog' },
            { tab: 'Menu', menu: [{ item: 'M', description: 'd', pages: ['y', null] }] },
          ],
          global: { anchors: [{ anchor: 'Site', href: 'https://example.com', icon: 'globe' }, null] },
          pages: ['ignored'],
        },
        { pages: pages('x', 'y') },
      ),
    );
    expect(JSON.stringify(result.navigation)).toBe(
      JSON.stringify({
        global: { anchors: [{ anchor: 'Site', icon: 'globe', href: 'https://example.com' }] },
        tabs: [
          {
            tab: 'Docs',
            icon: 'book',
            hidden: false,
            anchors: [{ anchor: 'A', groups: [{ group: 'G', pages: ['x'] }] }],
          },
          { tab: 'Blog', href: 'https://example.com' },
          { tab: 'Menu', menu: [{ item: 'M', description: 'd', pages: ['y'] }] },
        ],
      }),
    );
    expect(result.diagnostics).toEqual([]);
  });

  it('pages list: navigation order first, each page once, then pages not in navigation as hidden, titled from front matter', () => {
    const files = [
      ...pages('b', 'a', 'orphan'),
      { path: 'titled', file: 'titled.md', frontMatter: { title: 'A Title' } },
    ];
    const result = resolveNavigation(input({ pages: ['a', 'titled', 'b', 'a'] }, { pages: files }));
    expect(result.navigation).toEqual({ pages: ['a', 'titled', 'b', 'a'] });
    expect(result.pages).toEqual([
      { path: 'a', source: 'mdx', file: 'a.mdx', title: 'A' },
      { path: 'titled', source: 'mdx', file: 'titled.md', title: 'A Title' },
      { path: 'b', source: 'mdx', file: 'b.mdx', title: 'B' },
      { path: 'orphan', source: 'mdx', file: 'orphan.mdx', title: 'Orphan', hidden: true },
    ]);
  });
});
