import type { HexColor, Navigation } from '@folio/docs-config';
import type { Diagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { renderSite } from './render-site.ts';
import { absoluteLlmsTxt } from './outputs/absolute-llms-txt.ts';
import { sampleSite, type SampleSiteOptions } from './testing/sample-site.ts';
import type { RenderSiteInput, SiteFile } from './types.ts';

function build(options: SampleSiteOptions = {}, patch: (input: RenderSiteInput) => void = () => {}) {
  const input = sampleSite(options);
  patch(input);
  const diagnostics: Diagnostic[] = [];
  const files = renderSite({ ...input, onDiagnostic: (d) => diagnostics.push(d) });
  const file = (urlPath: string): SiteFile => {
    const found = files.find((f) => f.urlPath === urlPath);
    if (found === undefined) throw new Error(`no file at ${urlPath}`);
    return found;
  };
  const text = (urlPath: string) => String(file(urlPath).body);
  return { files, file, text, diagnostics };
}

/** A site made of plain pages `a`, `b`, … with the given navigation. */
function simpleSite(navigation: Navigation, paths: string[]): RenderSiteInput {
  const input = sampleSite();
  input.navigation = navigation;
  input.config.navigation = navigation;
  input.pages = paths.map((path) => ({ path, source: 'mdx', file: `${path}.mdx`, title: `Title ${path}` }));
  input.content = new Map(
    paths.map((path) => [path, { html: `<p>${path}</p>`, headings: [], markdown: `Text ${path}` }]),
  );
  input.specs = [];
  return input;
}

/** A pattern for a library icon drawn inline (`renderIcon`): an SVG with shapes, named and from its library. */
function svgIcon(name: string, library = 'fontawesome'): string {
  return `<svg class="icon icon-svg" viewBox="[0-9 ]+" [^>]*aria-hidden="true" data-icon="${name}" data-icon-library="${library}"><(?:path|circle|rect|line|polyline|polygon|ellipse) [^]*?</svg>`;
}

function sidebarOf(html: string): string {
  return html.slice(html.indexOf('<aside class="sidebar"'), html.indexOf('</aside>'));
}

describe('renderSite layout', () => {
  it('renders top bar tabs, the menu tab, an external tab and global anchors', () => {
    const { text } = build();
    const html = text('/en/v2/intro');
    expect(html).toContain('<nav class="tabs" aria-label="Sections">');
    expect(html).toContain('<a class="tab" href="/en/v2/intro" aria-current="true"><span>Guides</span></a>');
    expect(html).toContain('<a class="tab" href="/en/v2/api/get-a-pet"><span>API reference</span></a>');
    expect(html).toContain(
      '<a class="tab" href="https://github.com/acme" rel="noopener" target="_blank"><span>GitHub</span></a>',
    );
    expect(html).toMatch(
      /<details class="tab-menu switcher"><summary class="tab">.*Resources.*<a href="\/en\/v2\/changelog">.*Changelog.*What changed.*<a href="https:\/\/blog\.acme\.test" rel="noopener" target="_blank">/,
    );
    expect(html).toContain(
      '<nav class="global-anchors navbar-links" aria-label="Links"><ul><li><a href="https://status.acme.test" target="_blank" rel="noopener">',
    );
    expect(html).toContain('<title>Introduction - Acme Docs</title>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('renders anchors, dropdowns and products in the sidebar', () => {
    const navigation: Navigation = {
      products: [
        {
          product: 'Cloud',
          description: 'Hosted',
          dropdowns: [
            {
              dropdown: 'Build',
              anchors: [
                { anchor: 'Docs', icon: 'book', pages: ['a', 'b'] },
                { anchor: 'Forum', href: 'https://forum.test' },
              ],
            },
            { dropdown: 'Run', pages: ['c'] },
          ],
        },
        { product: 'Server', pages: ['d'] },
      ],
    };
    const { text } = build({}, (input) => Object.assign(input, simpleSite(navigation, ['a', 'b', 'c', 'd'])));
    const sidebar = sidebarOf(text('/b'));
    expect(sidebar).toMatch(
      /<details class="switcher switcher-product" data-switcher="product"><summary aria-label="Product: Cloud">/,
    );
    expect(sidebar).toContain('<a href="/d" data-switch="Server"><span class="switcher-label">Server</span></a>');
    expect(sidebar).toContain(
      '<span class="switcher-label">Cloud</span><span class="switcher-description">Hosted</span>',
    );
    expect(sidebar).toMatch(/<summary aria-label="Section: Build">.*<a href="\/c" data-switch="Run">/);
    expect(sidebar).toMatch(
      new RegExp(
        `<ul class="anchors"><li><a class="anchor" href="/a" aria-current="true">${svgIcon('book')}<span>Docs</span></a></li>`,
      ),
    );
    expect(sidebar).toContain('<a class="anchor" href="https://forum.test" rel="noopener" target="_blank">');
    expect(sidebar).toContain('<a href="/b" aria-current="page" class="active"><span>Title b</span></a>');
  });

  it('renders icons written as objects { name, style, library } on anchors, tabs, groups and global anchors (COMPAT.md)', () => {
    const icon = { name: 'rocket', style: 'duotone', library: 'fontawesome' } as const;
    const navigation: Navigation = {
      global: { anchors: [{ anchor: 'Status', href: 'https://status.test', icon: { name: 'signal' } }] },
      tabs: [
        {
          tab: 'Docs',
          icon,
          anchors: [
            {
              anchor: 'Guides',
              icon: { name: 'book', library: 'lucide' },
              groups: [{ group: 'Start', icon, pages: ['a'] }],
            },
          ],
        },
        { tab: 'More', icon: 'star', pages: ['b'] },
      ],
    };
    const { text } = build({}, (input) => Object.assign(input, simpleSite(navigation, ['a', 'b'])));
    const html = text('/a');
    // duotone is not in the free set: the solid rocket stands in.
    const glyph = svgIcon('rocket');
    expect(html).toMatch(new RegExp(`${glyph}<span>Docs</span>`));
    expect(html).toMatch(new RegExp(`${svgIcon('star')}<span>More</span>`));
    expect(html).toMatch(new RegExp(`${svgIcon('book', 'lucide')}<span>Guides</span>`));
    expect(sidebarOf(html)).toMatch(new RegExp(`${glyph}<span class="nav-group-label">Start</span>`));
    expect(html).toMatch(new RegExp(`${svgIcon('signal')}<span>Status</span>`));
  });

  it('draws navigation icons from docs.json icons.library, an image for a path, and keeps the dot for an unknown name', () => {
    const navigation: Navigation = {
      global: { anchors: [{ anchor: 'Status', href: 'https://status.test', icon: '/images/status.svg' }] },
      tabs: [{ tab: 'Docs', icon: 'book-open', groups: [{ group: 'Start', icon: 'no-such-icon-here', pages: ['a'] }] }],
    };
    const { text } = build({}, (input) => {
      Object.assign(input, simpleSite(navigation, ['a']));
      input.config.raw = { ...input.config.raw, icons: { library: 'lucide' } };
    });
    const html = text('/a');
    expect(html).toMatch(new RegExp(`${svgIcon('book-open', 'lucide')}<span>Docs</span>`));
    expect(html).toContain(
      '<img class="icon icon-image" src="/images/status.svg" alt="" aria-hidden="true" width="16" height="16" loading="lazy"><span>Status</span>',
    );
    expect(sidebarOf(html)).toContain(
      '<span class="icon" data-icon="no-such-icon-here" aria-hidden="true"></span><span class="nav-group-label">Start</span>',
    );
  });

  it('renders top-level groups as headings without a toggle, nested groups per `expanded`, tag, icon and root', () => {
    const { text } = build();
    const sidebar = sidebarOf(text('/en/v2/intro'));
    expect(sidebar).toMatch(
      new RegExp(
        `<section class="nav-group" data-group="nav-g\\d+"><h2 class="nav-group-title">${svgIcon('rocket')}<span class="nav-group-label">Getting started</span></h2>`,
      ),
    );
    expect(sidebar).toMatch(
      /<li class="nav-nested" data-group="(nav-g\d+)" data-state="expanded"><button type="button" class="nav-group-toggle" aria-expanded="true" aria-controls="\1"><span class="nav-group-label">Advanced<\/span> <span class="nav-tag">NEW<\/span>/,
    );
    expect(sidebar).toMatch(
      /data-state="collapsed"><button type="button" class="nav-group-toggle" aria-expanded="false" aria-controls="nav-g\d+"><span class="nav-group-label">Internals/,
    );
    // A group with root: title links to the root page, a separate button toggles.
    expect(sidebar).toMatch(
      /<div class="nav-group-row"><a class="nav-group-link" href="\/en\/v2\/plugins\/overview"><span class="nav-group-label">Plugins<\/span><\/a><button type="button" class="nav-group-toggle nav-chevron" aria-expanded="false"/,
    );
    expect(sidebar).toContain(
      '<h2 class="nav-group-title"><a class="nav-group-link" href="/en/v2/concepts"><span class="nav-group-label">Concepts</span></a></h2>',
    );
  });

  it('opens a collapsed nested group that holds the current page', () => {
    const sidebar = sidebarOf(build().text('/en/v2/internals/queue'));
    expect(sidebar).toMatch(
      /data-state="expanded"><button type="button" class="nav-group-toggle" aria-expanded="true" aria-controls="nav-g\d+"><span class="nav-group-label">Internals/,
    );
    expect(sidebar).toContain('<a href="/en/v2/internals/queue" aria-current="page" class="active">');
  });

  it('makes group selection navigate to the first page with drilldown true, and only toggle with false or unset', () => {
    const drill = sidebarOf(build({ drilldown: true }).text('/en/v2/intro'));
    expect(drill).toMatch(
      /<a class="nav-group-toggle" href="\/en\/v2\/internals\/cache" data-drilldown="true" aria-expanded="false" aria-controls="nav-g\d+">/,
    );
    expect(drill).toContain(
      '<h2 class="nav-group-title"><a class="nav-group-link" href="/en/v2/intro" aria-current="page">',
    );
    for (const drilldown of [false, undefined]) {
      const sidebar = sidebarOf(build(drilldown === undefined ? {} : { drilldown }).text('/en/v2/intro'));
      expect(sidebar).not.toContain('data-drilldown');
      expect(sidebar).toMatch(
        /<button type="button" class="nav-group-toggle" aria-expanded="false" aria-controls="nav-g\d+"><span class="nav-group-label">Internals/,
      );
      expect(sidebar).toMatch(
        new RegExp(
          `<h2 class="nav-group-title">${svgIcon('rocket')}<span class="nav-group-label">Getting started</span></h2>`,
        ),
      );
    }
  });

  it('shows breadcrumbs with eyebrows "breadcrumbs", else the group name', () => {
    expect(build({ eyebrows: 'breadcrumbs' }).text('/en/v2/advanced/config')).toContain(
      '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li>Guides</li><li>Getting started</li><li>Advanced</li></ol></nav>',
    );
    const plain = build().text('/en/v2/advanced/config');
    expect(plain).toContain('<p class="eyebrow">Advanced</p>');
    expect(plain).not.toContain('class="breadcrumbs"');
  });

  it('links version and language switchers to the same page when it exists, else the first page', () => {
    const { text } = build();
    const config = text('/en/v2/advanced/config');
    expect(config).toContain('<a href="/en/v1/advanced/config" data-switch="v1">');
    expect(config).toContain('<a href="/fr/v2/advanced/config" data-switch="fr" hreflang="fr" lang="fr">');
    const deploy = text('/en/v2/advanced/deploy');
    expect(deploy).toContain('<a href="/en/v1/intro" data-switch="v1">');
    expect(text('/en/v2/quickstart')).toContain('<a href="/fr/v2/intro" data-switch="fr"');
    expect(text('/fr/v2/intro')).toContain('<html lang="fr">');
  });

  it('renders the language banner as dismissible, and none where the language has none', () => {
    const { text } = build();
    const html = text('/en/v2/intro');
    expect(html).toMatch(
      /<div class="banner banner-info" role="region" aria-label="Announcement" data-banner="([0-9a-f]{12})" data-dismissible="true"><p>Version 2 is out! <a href="\/en\/v2\/changelog">Read the changelog<\/a>\.<\/p><button type="button" class="banner-dismiss" data-banner-dismiss="\1" aria-label="Dismiss banner">/,
    );
    // The head script (a file, not inline) hides a dismissed banner before first paint by this key.
    expect(html).toContain(`<html lang="en" data-banner-key="${/data-banner="([0-9a-f]{12})"/.exec(html)?.[1]}">`);
    expect(text('/fr/v2/intro')).not.toContain('class="banner ');
  });

  it('renders the table of contents and prev/next links in navigation order', () => {
    const html = build().text('/en/v2/quickstart');
    expect(html).toContain(
      '<nav class="toc" aria-label="On this page"><p class="toc-title">On this page</p><ul><li class="toc-depth-2"><a href="#overview">Overview</a></li><li class="toc-depth-3"><a href="#details">Details</a></li></ul></nav>',
    );
    expect(html).toContain(
      '<a rel="prev" href="/en/v2/intro"><small>Previous</small><span>Introduction</span></a><a rel="next" href="/en/v2/advanced/config"><small>Next</small><span>Configuration</span></a>',
    );
  });

  // Invalid redirects are docs-config's to report (validate-redirects.test.ts): the site trusts the list.
  it('emits a 404 page, redirect stubs and the redirect list', () => {
    const { text, file, diagnostics } = build();
    expect(file('/404').path).toBe('404.html');
    expect(text('/404')).toContain('<p class="not-found-code">Error 404</p><h1>Page not found</h1>');
    expect(file('/old-intro').path).toBe('old-intro/index.html');
    expect(text('/old-intro')).toContain('<meta http-equiv="refresh" content="0; url=/en/v2/intro">');
    expect(JSON.parse(text('/_folio/redirects.json'))).toEqual([
      { source: '/old-intro', destination: '/en/v2/intro' },
      { source: '/blog/:slug*', destination: 'https://blog.acme.test/:slug*', permanent: true },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('reports pages without content and unknown navigation entries', () => {
    const { text, diagnostics } = build({}, (input) => {
      input.content.delete('en/v2/intro');
      (input.navigation.languages![1]!.versions![0]!.tabs![0]!.groups![0]!.pages as string[]).push('fr/v2/missing');
    });
    expect(text('/en/v2/intro')).toContain('This page could not be rendered');
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['SITE_NAV_PAGE_UNKNOWN', 'SITE_PAGE_CONTENT_MISSING']);
    expect(diagnostics.find((d) => d.code === 'SITE_NAV_PAGE_UNKNOWN')?.path).toBe(
      'navigation.languages[1].versions[0].tabs[0].groups[0].pages[4]',
    );
  });
});

describe('renderSite site files', () => {
  it('writes a search index of listed pages: one entry per heading section, in full, with the scope', () => {
    const { files, text } = build();
    // Not content-hashed: every page links to it, and one page's edit must not change them all.
    const index = files.find((f) => f.urlPath === '/_folio/search.json')!;
    expect(index.path).toBe('_folio/search.json');
    const { version, pages, sections } = JSON.parse(String(index.body)) as {
      version: number;
      pages: { title: string; path: string; scope: string }[];
      sections: [number, string, string, string, string][];
    };
    expect(version).toBe(2);
    const quickstart = pages.findIndex((p) => p.path === '/en/v2/quickstart');
    expect(pages[quickstart]).toEqual({ title: 'Quickstart', path: '/en/v2/quickstart', scope: 'en/v2' });
    expect(sections.filter((s) => s[0] === quickstart)).toEqual([
      [quickstart, '', '', 'About quickstart.', ''],
      [quickstart, 'Overview', 'overview', 'Body of Quickstart.', ''],
      [quickstart, 'Details', 'details', 'More.', ''],
    ]);
    const pet = pages.findIndex((p) => p.path === '/en/v2/api/get-a-pet');
    expect(
      sections
        .filter((s) => s[0] === pet)
        .map((s) => s[3])
        .join(' '),
    ).toContain('Returns one pet by its id.');
    // The engine the page loads on first search: MiniSearch's browser build, then the site's ranking.
    const engine = files.find((f) => /^\/_folio\/search\.[0-9a-f]{12}\.js$/.test(f.urlPath))!;
    expect(String(engine.body)).toMatch(/global\.MiniSearch = factory\(\)[\s\S]*root\.FolioSearch = \{/);
    // Served without comments, and it still runs: it defines both on the page's global object.
    expect(String(engine.body)).not.toMatch(/\/\*|^\s*\/\//m);
    const page: { MiniSearch?: unknown; FolioSearch?: { open?: unknown } } = {};
    new Function('globalThis', String(engine.body))(page);
    expect([typeof page.MiniSearch, typeof page.FolioSearch?.open]).toEqual(['function', 'function']);
    // The browser reads the split index: its root, which names the term shards and page parts.
    expect(build().text('/en/v2/intro')).toMatch(
      /data-search-index="\/_folio\/search-parts\.json" data-search-engine="\/_folio\/search\.[0-9a-f]{12}\.js" data-search-scope="en\/v2"/,
    );
    const root = JSON.parse(text('/_folio/search-parts.json')) as {
      parts: string[];
      shards: [string[], string, string][];
    };
    expect(root.parts).toHaveLength(pages.length);
    expect(JSON.parse(text(`/_folio/${root.parts[quickstart]}`))).toEqual({
      title: 'Quickstart',
      path: '/en/v2/quickstart',
      sections: [
        ['', '', 'About quickstart.', ''],
        ['Overview', 'overview', 'Body of Quickstart.', ''],
        ['Details', 'details', 'More.', ''],
      ],
    });
    for (const [, , name] of root.shards) expect(files.some((f) => f.urlPath === `/_folio/${name}`)).toBe(true);
  });

  it('writes sitemap.xml with the site URL, robots.txt, and relative locs without one', () => {
    const { text } = build();
    expect(text('/sitemap.xml')).toContain('<url><loc>https://docs.acme.test/en/v2/intro</loc></url>');
    expect(text('/robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.test/sitemap.xml\n');
    const bare = build({}, (input) => delete input.siteUrl);
    expect(bare.text('/sitemap.xml')).toContain('<url><loc>/en/v2/intro</loc></url>');
    expect(bare.text('/robots.txt')).toBe('User-agent: *\nAllow: /\n');
  });

  it('writes llms.txt sections, llms-full.txt and every page as Markdown', () => {
    const { text, file } = build();
    // Root-relative: whoever serves the file makes the links absolute for its own origin.
    expect(text('/llms.txt')).toContain(
      '# Acme Docs\n\n> Everything about Acme.\n\n## en › v2 › Guides › Getting started\n\n- [Introduction](/en/v2/intro.md): About introduction.\n',
    );
    expect(text('/llms.txt')).toContain(
      '## en › v2 › API reference › Pets\n\n- [Get a pet](/en/v2/api/get-a-pet.md)\n',
    );
    expect(text('/.well-known/llms.txt')).toBe(text('/llms.txt'));
    expect(absoluteLlmsTxt(text('/llms.txt'), 'http://acme.sites.localhost:8080')).toContain(
      '- [Get a pet](http://acme.sites.localhost:8080/en/v2/api/get-a-pet.md)\n',
    );
    expect(text('/en/v2/intro')).toContain('<link rel="alternate" type="text/markdown" href="/en/v2/intro.md">');
    expect(file('/en/v2/intro.md')).toMatchObject({
      path: 'en/v2/intro.md',
      contentType: 'text/markdown; charset=utf-8',
    });
    expect(text('/en/v2/intro.md')).toBe(
      '# Introduction\n\n> About introduction.\n\n## Overview\n\nBody of Introduction.\n\n### Details\n\nMore.\n',
    );
    expect(text('/en/v2/api/get-a-pet.md')).toContain(
      '# Get a pet\n\n`GET /pets/{petId}`\n\nServer: https://api.acme.test\n',
    );
    // Each parameter's type, and the fields of each response's schema (a recursive one named, not expanded).
    expect(text('/en/v2/api/get-a-pet.md')).toContain(
      '## Parameters\n\n- `petId` (path, integer<int64>, required): The pet id.\n- `fields` (query, enum<string>): Fields to include.\n',
    );
    expect(text('/en/v2/api/get-a-pet.md')).toContain(
      '## Responses\n\n- `200`: The pet.\n  - `id` (integer<int64>, required)\n  - `name` (string, required): The pet name.\n  - `parent` (Pet)\n',
    );
    expect(text('/llms-full.txt')).toContain(
      '# Quickstart\n\n> About quickstart.\n\n## Overview\n\nBody of Quickstart.',
    );
    expect(text('/llms-full.txt')).toContain('Source: https://docs.acme.test/en/v2/quickstart\n');
  });

  it('names assets by content hash', () => {
    const a = build()
      .files.filter((f) => f.urlPath.startsWith('/_folio/app.'))
      .map((f) => f.urlPath);
    const b = build()
      .files.filter((f) => f.urlPath.startsWith('/_folio/app.'))
      .map((f) => f.urlPath);
    expect(a).toHaveLength(1);
    expect(a).toEqual(b);
    const css = (primary: HexColor) =>
      build({}, (input) => (input.config.colors.primary = primary)).files.find((f) =>
        f.urlPath.startsWith('/_folio/style.'),
      )!;
    expect(css('#ff0000').urlPath).not.toBe(css('#00ff00').urlPath);
    expect(String(css('#ff0000').body)).toContain('--primary:#ff0000');
  });
});
