import { describe, expect, it } from 'vitest';
import { renderSite } from '../render-site.ts';
import { sampleSite } from '../testing/sample-site.ts';
import type { SiteNavigation, SiteNavigationItem } from './site-navigation-format.ts';

function navigationOf(input = sampleSite()): SiteNavigation {
  const file = renderSite(input).find((f) => f.urlPath === '/_folio/navigation.json');
  if (file === undefined) throw new Error('no /_folio/navigation.json');
  return JSON.parse(String(file.body)) as SiteNavigation;
}

/** An element holding others: a group, a tab, a language… */
type Branch = Extract<SiteNavigationItem, { items: unknown }>;

const labels = (items: readonly SiteNavigationItem[]) =>
  items.map((item) => (item.kind === 'page' ? item.page : `${item.kind}:${item.label}`));

describe('/_folio/navigation.json', () => {
  it('holds the navigation as readers see it, from languages down to pages', () => {
    const navigation = navigationOf();
    expect(navigation).toMatchObject({ version: 1, name: 'Acme Docs', description: 'Everything about Acme.' });
    expect(labels(navigation.items)).toEqual(['language:en', 'language:fr']);
    const en = navigation.items[0] as Branch;
    expect(labels(en.items)).toEqual(['version:v2', 'version:v1']);
    const v2 = en.items[0] as Branch;
    expect(labels(v2.items)).toEqual(['tab:Guides', 'tab:API reference', 'tab:Resources', 'link:GitHub']);
    const guides = v2.items[0] as Branch;
    const started = guides.items[0] as Branch;
    expect(labels(started.items)).toEqual([
      '/en/v2/intro',
      '/en/v2/quickstart',
      'group:Advanced',
      'group:Internals',
      'group:Plugins',
    ]);
    expect(started.items[4]).toMatchObject({ kind: 'group', root: '/en/v2/plugins/overview' });
    expect(v2.items[3]).toEqual({ kind: 'link', label: 'GitHub', href: 'https://github.com/acme' });
  });

  it('describes every page with its title, description, URL, Markdown and API data', () => {
    const { pages } = navigationOf();
    expect(pages['/en/v2/intro']).toEqual({
      title: 'Introduction',
      description: 'About introduction.',
      url: '/en/v2/intro',
      markdown: '/en/v2/intro.md',
    });
    expect(pages['/en/v2/api/get-a-pet']).toEqual({
      title: 'Get a pet',
      description: 'Get a pet',
      url: '/en/v2/api/get-a-pet',
      markdown: '/en/v2/api/get-a-pet.md',
      api: '/_folio/api/en/v2/api/get-a-pet.json',
    });
  });

  it('names each search scope with its language and version', () => {
    expect(navigationOf().scopes).toEqual([
      { scope: 'en/v2', language: 'en', version: 'v2' },
      { scope: 'en/v1', language: 'en', version: 'v1' },
      { scope: 'fr/v2', language: 'fr', version: 'v2' },
    ]);
  });

  it('keeps hidden pages out of the tree but lists them, and slashes URLs with seo.trailingSlash', () => {
    const input = sampleSite();
    input.pages.find((page) => page.path === 'en/v2/quickstart')!.hidden = true;
    input.config.seo = { trailingSlash: true };
    const navigation = navigationOf(input);
    expect(navigation.pages['/en/v2/quickstart']).toMatchObject({ hidden: true, url: '/en/v2/quickstart/' });
    expect(JSON.stringify(navigation.items)).not.toContain('"/en/v2/quickstart"');
  });
});
