import type { Navigation } from '@folio/docs-config';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../manifest/build-manifest.ts';
import { buildSiteLayout } from '../build-site-layout.ts';
import { chainOf } from './chain-of.ts';
import { directSlot } from './chrome-template.ts';
import { renderSidebar } from './render-sidebar.ts';
import { renderSite } from '../render-site.ts';
import { SHARED_SIDEBAR_MIN_CHARS } from './section-sidebar.ts';
import { sampleSite } from '../testing/sample-site.ts';
import type { RenderSiteInput, SiteFile } from '../types.ts';

/**
 * One section: a loose page, then groups A (plain pages), B (a collapsed nested group) and C (with
 * a root), each of `size` pages: the sidebar grows with `size`.
 */
function sectionSite(size: number, patch: (input: RenderSiteInput) => void = () => {}): RenderSiteInput {
  const list = (prefix: string) => Array.from({ length: size }, (_, i) => `${prefix}/page-${i}`);
  const navigation: Navigation = {
    pages: [
      'welcome',
      { group: 'Alpha', pages: list('a') },
      { group: 'Beta', pages: ['b/intro', { group: 'Deep', pages: list('b/deep') }] },
      { group: 'Gamma', root: 'c/overview', pages: list('c') },
    ],
  } as Navigation;
  const paths = ['welcome', ...list('a'), 'b/intro', ...list('b/deep'), 'c/overview', ...list('c')];
  const input = sampleSite();
  input.navigation = navigation;
  input.config.navigation = navigation;
  input.pages = paths.map((path) => ({ path, source: 'mdx', file: `${path}.mdx`, title: `Title of ${path}` }));
  input.content = new Map(
    paths.map((path) => [path, { html: `<p>${path}</p>`, headings: [], markdown: `Text ${path}` }]),
  );
  input.specs = [];
  patch(input);
  return input;
}

function sidebarOf(html: string): string {
  return html.slice(
    html.indexOf('<nav class="sidebar-nav"'),
    html.indexOf('</nav>', html.indexOf('<nav class="sidebar-nav"')) + 6,
  );
}

function build(input: RenderSiteInput) {
  const files = renderSite(input);
  const text = (urlPath: string) => String(files.find((f) => f.urlPath === urlPath)!.body);
  const shared = files.filter((f) => f.urlPath.startsWith('/_folio/nav.'));
  return { files, text, shared };
}

/** Characters of the section's full sidebar as a page outside it sees it. */
function fullSidebarChars(input: RenderSiteInput): number {
  const layout = buildSiteLayout(input, 'key');
  return renderSidebar(chainOf(layout.tree.sections[0]!), directSlot(undefined), layout.ctx).value.length;
}

describe('SectionSidebar', () => {
  it('keeps a sidebar under the threshold inline, and splits one at it', () => {
    // The smallest section whose sidebar reaches the threshold, and the one just below it.
    let size = 1;
    while (fullSidebarChars(sectionSite(size)) < SHARED_SIDEBAR_MIN_CHARS) size++;
    const below = sectionSite(size - 1);
    const small = build(below);
    expect(small.shared).toEqual([]);
    const layout = buildSiteLayout(below, 'key');
    expect(sidebarOf(small.text('/a/page-0'))).toBe(
      renderSidebar(chainOf(layout.tree.sections[0]!), directSlot('a/page-0'), layout.ctx).value,
    );
    const large = build(sectionSite(size));
    expect(large.shared).toHaveLength(1);
    expect(large.text('/a/page-0')).toContain(
      `<nav class="sidebar-nav" aria-label="Sidebar" data-nav-src="${large.shared[0]!.urlPath}">`,
    );
  });

  it('inlines every top-level heading and the current page’s group in full, with its marks and open groups', () => {
    const { text } = build(sectionSite(200));
    const sidebar = sidebarOf(text('/b/deep/page-7'));
    expect(sidebar).toContain(
      '<ul class="nav-list"><li><a href="/welcome"><span>Title of welcome</span></a></li></ul>',
    );
    // Alpha and Gamma: folded to their headings, linking to the first page and the root.
    expect(sidebar).toMatch(
      /<section class="nav-group" data-group="nav-g\d+" data-folded="true"><h2 class="nav-group-title"><a class="nav-group-link" href="\/a\/page-0"><span class="nav-group-label">Alpha<\/span><\/a><\/h2><\/section>/,
    );
    expect(sidebar).toMatch(
      /data-root="true" data-folded="true"><h2 class="nav-group-title"><a class="nav-group-link" href="\/c\/overview"><span class="nav-group-label">Gamma<\/span>/,
    );
    expect(sidebar).not.toContain('href="/a/page-1"');
    expect(sidebar).not.toContain('href="/c/page-0"');
    // Beta in full: the page marked, the nested group holding it open, every sibling listed.
    expect(sidebar).toContain(
      '<a href="/b/deep/page-7" aria-current="page" class="active"><span>Title of b/deep/page-7</span></a>',
    );
    expect(sidebar).toMatch(
      /<li class="nav-nested" data-group="nav-g\d+" data-state="expanded"><button type="button" class="nav-group-toggle" aria-expanded="true"/,
    );
    for (let i = 0; i < 200; i++) expect(sidebar).toContain(`href="/b/deep/page-${i}"`);
    expect(sidebar.match(/aria-current/g)).toHaveLength(1);
  });

  it('shares the full sidebar, every link and no current page, in one immutable file', async () => {
    const input = sectionSite(200);
    const { shared, text, files } = build(input);
    const file = shared[0]!;
    expect(file.contentType).toBe('text/html; charset=utf-8');
    const body = String(file.body);
    for (const page of input.pages) expect(body).toContain(`href="/${page.path}"`);
    expect(body).not.toContain('aria-current');
    expect(body).not.toContain('data-folded');
    expect(body).toMatch(/data-state="collapsed"><button type="button" class="nav-group-toggle" aria-expanded="false"/);
    // Every page of the section names the same file.
    expect(text('/c/page-3')).toContain(`data-nav-src="${file.urlPath}"`);
    expect(text('/404')).toContain(`data-nav-src="${file.urlPath}"`);
    const { manifest } = await buildManifest(files.filter((f) => f === file || f.urlPath === '/404'));
    expect(manifest.files[file.urlPath]?.cacheControl).toBe('immutable');
  });

  it('gives the same files for the same input', () => {
    const first = build(sectionSite(200)).files;
    const second = build(sectionSite(200)).files;
    const names = (files: SiteFile[]) => files.map((f) => `${f.urlPath} ${String(f.body).length}`);
    expect(names(second)).toEqual(names(first));
    expect(second.find((f) => f.urlPath.startsWith('/_folio/nav.'))!.body).toBe(
      first.find((f) => f.urlPath.startsWith('/_folio/nav.'))!.body,
    );
  });

  it('ends the shared file’s page links in a slash with seo.trailingSlash, under a name of its own', () => {
    const plain = build(sectionSite(200)).shared[0]!;
    const slashed = build(sectionSite(200, (input) => (input.config.seo = { trailingSlash: true }))).shared[0]!;
    expect(String(slashed.body)).toContain('href="/a/page-3/"');
    expect(String(slashed.body)).not.toContain('href="/a/page-3"');
    expect(slashed.urlPath).not.toBe(plain.urlPath);
  });
});
