import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '@folio/diagnostics';
import { analyzeRepository } from './analyze-repository.ts';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

// Icons the site's frame draws — docs.json's navigation, navbar, footer and page menu, and a
// page's front matter `icon` in the sidebar — are checked like icons in page content: an unknown
// name is reported with the library's closest names, where the author wrote it.
const DOCS_JSON = JSON.stringify(
  {
    name: 'Icons',
    theme: 'mint',
    colors: { primary: '#0f766e' },
    navbar: { links: [{ label: 'Status', href: 'https://status.example.com', icon: 'signal-strem' }] },
    contextual: {
      options: [
        'copy',
        {
          title: 'Ask the forum',
          description: 'Post a question',
          href: 'https://forum.example.com',
          icon: 'comments-dolar',
        },
      ],
    },
    navigation: {
      global: {
        anchors: [
          { anchor: 'Blog', href: 'https://blog.example.com', icon: 'book-open-cover' },
          { anchor: 'Forum', href: 'https://forum.example.com', icon: 'javascript:alert(1)' },
          { anchor: 'Logo', href: 'https://example.com', icon: 'logo.svg' },
        ],
      },
      groups: [
        { group: 'Start', icon: 'rocet', pages: ['index', 'setup'] },
        { group: 'More', icon: { name: 'hous', library: 'lucide' }, pages: ['hidden-icon'] },
        { group: 'Fine', icon: 'house', pages: [] },
      ],
    },
  },
  null,
  2,
);
const PAGES = {
  'index.mdx': '---\ntitle: Home\ndescription: d\nicon:   "flagg"\n---\n\nHello.\n',
  'setup.mdx': '---\ntitle: Setup\ndescription: d\nicon: gear\n---\n\nSet up.\n',
  'hidden-icon.mdx': '---\ntitle: Other\nicon:\n  name: "terminall"\n  library: tabler\n---\n\nBody.\n',
};

/** 1-based line and column of the first string `"<value>"` (or of the text `value` when `raw`) in the docs.json text. */
function positionOf(value: string, raw = false): string {
  const offset = DOCS_JSON.indexOf(raw ? value : JSON.stringify(value));
  const before = DOCS_JSON.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

describe('icons of docs.json and front matter', () => {
  it('reports each unknown icon with the closest names, at its JSON path or its front matter line', async () => {
    const analysis = await analyzeRepository(createMemoryReader({ 'docs.json': DOCS_JSON, ...PAGES }));
    const icons = analysis.diagnostics.filter((d) => /ICON/.test(d.code));
    expect(icons.map((d) => formatDiagnostic(d).split('\n')[0])).toEqual([
      `docs.json:${positionOf('signal-strem')} navbar.links[0].icon: warning the icon "signal-strem" is not in the fontawesome library; a dot is shown (CONFIG_ICON_UNKNOWN)`,
      `docs.json:${positionOf('comments-dolar')} contextual.options[1].icon: warning the icon "comments-dolar" is not in the fontawesome library; closest: "comments-dollar", "comment-dollar", "comment-dots"; a dot is shown (CONFIG_ICON_UNKNOWN)`,
      `docs.json:${positionOf('book-open-cover')} navigation.global.anchors[0].icon: info the icon "book-open-cover" is not a free Font Awesome icon (Pro icons cannot be shipped); "book-open" from fontawesome is shown instead (CONFIG_ICON_SUBSTITUTED)`,
      `docs.json:${positionOf('rocet')} navigation.groups[0].icon: warning the icon "rocet" is not in the fontawesome library; closest: "rocket", "joget", "robot"; a dot is shown (CONFIG_ICON_UNKNOWN)`,
      // The icon's own `library` is the one searched and suggested from.
      `docs.json:${positionOf('{\n          "name": "hous"', true)} navigation.groups[1].icon: warning the icon "hous" is not in the lucide library; closest: "house", "bus", "focus"; a dot is shown (CONFIG_ICON_UNKNOWN)`,
      // Front matter: on the page's `icon:` line, at the value (or the key, for an object below it).
      'hidden-icon.mdx:3:1 icon: warning front matter: the icon "terminall" is not in the tabler library; closest: "terminal", "terminal-2"; a dot is shown (CONTENT_ICON_UNKNOWN)',
      'index.mdx:4:9 icon: warning front matter: the icon "flagg" is not in the fontawesome library; closest: "flag", "flask"; a dot is shown (CONTENT_ICON_UNKNOWN)',
    ]);
    expect(icons.find((d) => d.path === 'navigation.groups[0].icon')?.hint).toBe('Did you mean "rocket"?');
    // An image URL the policy refuses is reported where it is written; a bare file name is an image of the repository.
    const refused = analysis.diagnostics.filter((d) => d.code === 'CONFIG_URL_REFUSED');
    expect(refused.map((d) => `${d.path} ${d.line}:${d.column}`)).toEqual([
      `navigation.global.anchors[1].icon ${positionOf('javascript:alert(1)')}`,
    ]);
    expect(refused[0]!.message).toMatch(/^the icon "javascript:alert\(1\)" .*; a dot is shown$/);
  });

  it('draws from docs.json `icons.library` and reports nothing for names it has', async () => {
    const config = (library: string, icon: string) =>
      JSON.stringify({
        name: 'L',
        theme: 'mint',
        colors: { primary: '#000000' },
        icons: { library },
        navigation: { groups: [{ group: 'G', icon, pages: ['index'] }] },
      });
    const page = { 'index.mdx': '---\ntitle: Home\nicon: square-terminal\n---\n\nHi.\n' };
    const lucide = await analyzeRepository(
      createMemoryReader({ 'docs.json': config('lucide', 'circle-user'), ...page }),
    );
    expect(lucide.diagnostics.filter((d) => /ICON|URL/.test(d.code))).toEqual([]);
    // Not a Lucide name, but Tabler draws it: the same substitution as in page content.
    const tabler = await analyzeRepository(
      createMemoryReader({ 'docs.json': config('lucide', 'brand-github'), ...page }),
    );
    expect(
      tabler.diagnostics.filter((d) => /ICON/.test(d.code)).map((d) => `${d.code} ${d.severity} ${d.message}`),
    ).toEqual([
      'CONFIG_ICON_SUBSTITUTED info the icon "brand-github" is not in the lucide library; "brand-github" from tabler is shown instead',
    ]);
  });

  it('keeps the site building: warnings only, every page published', async () => {
    const result = await buildSite(createMemoryReader({ 'docs.json': DOCS_JSON, ...PAGES }), { renderPool: false });
    expect(result.ok).toBe(true);
    const icons = result.diagnostics.filter((d) => /_ICON_/.test(d.code));
    expect(new Set(icons.map((d) => d.severity))).toEqual(new Set(['warning', 'info']));
    for (const path of ['/', '/setup', '/hidden-icon']) expect(result.manifest?.files[path], path).toBeDefined();
    // Reported once each: the build adds nothing to what the analysis found.
    expect(icons.filter((d) => d.file === 'index.mdx')).toHaveLength(1);
  });
});
