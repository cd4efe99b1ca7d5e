import type { DocsConfig } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import { describe, expect, it } from 'vitest';
import { frameSettingsCss } from './frame-settings-css.ts';
import { renderSite } from '../render-site.ts';
import type { PageContent, SiteFile } from '../types.ts';

function site(settings: Partial<DocsConfig>, pages: SitePage[]): Map<string, SiteFile> {
  const config: DocsConfig = {
    name: 'Frame',
    theme: 'mint',
    colors: { primary: '#0e7490' },
    navigation: { groups: [{ group: 'Docs', pages: pages.map((p) => p.path) }] },
    raw: {},
    ...settings,
  };
  const content = new Map<string, PageContent>(
    pages.map((page) => [
      page.path,
      {
        title: page.title!,
        html: '<h2 id="a">A</h2><p>Text.</p>',
        headings: [{ depth: 2, text: 'A', id: 'a' }],
        markdown: '## A',
      },
    ]),
  );
  const files = renderSite({ config, navigation: config.navigation, pages, content, specs: [] });
  return new Map(files.map((file) => [file.urlPath, file]));
}
const page = (path: string, frame?: SitePage['frame']): SitePage => ({
  path,
  source: 'mdx',
  file: `${path}.mdx`,
  title: `Title of ${path}`,
  ...(frame === undefined ? {} : { frame }),
});
const html = (files: Map<string, SiteFile>, url: string) => String(files.get(url)!.body);

describe('the page frame', () => {
  it('shows sidebarTitle, icon and tag in the sidebar, and the full title on the page', () => {
    const files = site({}, [page('index', { sidebarTitle: 'Welcome', icon: 'rocket', tag: 'NEW' }), page('other')]);
    const body = html(files, '/');
    expect(body).toMatch(
      /<a href="\/" aria-current="page" class="active"><svg class="icon icon-svg"[^>]*data-icon="rocket"[^>]*>.*?<\/svg><span>Welcome<\/span><span class="nav-tag">NEW<\/span><\/a>/,
    );
    expect(body).toContain('<h1>Title of index</h1>');
    // The pager of the next page names it by its title.
    expect(html(files, '/other')).toContain('<small>Previous</small><span>Title of index</span>');
  });

  it('lays pages out by front matter mode', () => {
    const files = site({}, [
      page('index'),
      page('wide', { mode: 'wide' }),
      page('center', { mode: 'center' }),
      page('custom', { mode: 'custom' }),
      page('frame', { mode: 'frame' }),
    ]);
    const parts = (url: string) => {
      const body = html(files, url);
      const toc = body.includes('<aside class="page-aside" aria-label="On this page"><nav class="toc"');
      // The compact copy for narrow windows comes with the column, never alone.
      expect(body.includes('<details class="toc-compact"><summary>On this page</summary><nav class="toc"'), url).toBe(
        toc,
      );
      return {
        layout: /<div class="layout ([^"]+)">/.exec(body)?.[1],
        sidebar: body.includes('id="sidebar"'),
        toc,
        title: body.includes('<h1>'),
        pager: body.includes('class="pager"'),
      };
    };
    expect(parts('/')).toEqual({ layout: 'layout-page', sidebar: true, toc: true, title: true, pager: true });
    expect(parts('/wide')).toEqual({
      layout: 'layout-wide layout-full',
      sidebar: true,
      toc: false,
      title: true,
      pager: true,
    });
    expect(parts('/center')).toEqual({
      layout: 'layout-wide layout-center',
      sidebar: false,
      toc: false,
      title: true,
      pager: true,
    });
    expect(parts('/custom')).toEqual({
      layout: 'layout-wide layout-custom',
      sidebar: false,
      toc: false,
      title: false,
      pager: false,
    });
    expect(parts('/frame')).toEqual({
      layout: 'layout-wide layout-frame',
      sidebar: true,
      toc: false,
      title: false,
      pager: false,
    });
  });

  it('starts pages in the appearance the site sets, and leaves the toggle out when it is strict', () => {
    const open = html(
      site({ appearance: { default: 'dark' }, background: { decoration: 'grid' } }, [page('index')]),
      '/',
    );
    expect(open).toMatch(/^<!doctype html><html lang="en" data-theme="dark" data-decoration="grid">/);
    expect(open).toContain('<button type="button" class="theme-toggle" aria-pressed="false" aria-label="Dark theme"');
    const strict = html(site({ appearance: { default: 'light', strict: true } }, [page('index')]), '/');
    expect(strict).toMatch(/^<!doctype html><html lang="en" data-theme="light" data-appearance="strict">/);
    expect(strict).not.toContain('theme-toggle');
    const system = html(site({}, [page('index')]), '/');
    expect(system).toMatch(/^<!doctype html><html lang="en"><head>/);
  });
});

describe('frameSettingsCss', () => {
  it('writes fonts and backgrounds as variables and @font-face rules, after the theme', () => {
    const css = frameSettingsCss({
      fonts: {
        all: { family: 'Geist' },
        heading: { family: 'Inter Display', weight: 700, source: 'fonts/inter.woff2' },
      },
      background: {
        color: { light: '#fafafa', dark: '#0b0d12' },
        image: { dark: 'https://cdn.example.com/night.png' },
      },
    });
    expect(css.split('\n')).toEqual([
      '@font-face{font-family:"Inter Display";src:url("/fonts/inter.woff2") format("woff2");font-weight:700;font-display:swap}',
      ':root{--font:"Geist",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;--font-heading:"Inter Display",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;--font-heading-weight:700;--bg:#fafafa;--bg-raised:#fafafa}',
      '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#0b0d12;--bg-raised:#0b0d12;--bg-image:url("https://cdn.example.com/night.png")}}',
      ':root[data-theme=dark]{--bg:#0b0d12;--bg-raised:#0b0d12;--bg-image:url("https://cdn.example.com/night.png")}',
    ]);
    expect(frameSettingsCss({})).toBe('');
  });

  it('gives a bright primary colour a shade that white text reads on, and accent text a readable shade per scheme', () => {
    expect(frameSettingsCss({ colors: { primary: '#f80061' } }).split('\n')).toEqual([
      ':root{--primary-solid:#e9005b;--accent-ink:#c6004e}',
      '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--accent-ink:#f92477}}',
      ':root[data-theme=dark]{--accent-ink:#f92477}',
    ]);
    // Dark enough on white already; its `light` colour is readable on the site's own dark background.
    expect(
      frameSettingsCss({
        colors: { primary: '#155e75', light: '#67e8f9' },
        background: { color: { dark: '#000000' } },
      }).split('\n'),
    ).toEqual([
      ':root{--accent-ink:#155e75}',
      '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#000000;--bg-raised:#000000;--accent-ink:#67e8f9}}',
      ':root[data-theme=dark]{--bg:#000000;--bg-raised:#000000;--accent-ink:#67e8f9}',
    ]);
  });

  it('never lets a value end its string or rule', () => {
    const css = frameSettingsCss({ background: { image: { light: '/a") } body { color: red; } x("' } } });
    expect(css).toBe(':root{--bg-image:url("/a\\22 ) } body { color: red; } x(\\22 ")}');
  });
});
