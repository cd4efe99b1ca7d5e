import { describe, expect, it } from 'vitest';
import type { DocsConfig, Navigation } from '@folio/docs-config';
import { hasOwnImage } from './has-own-image.ts';
import { pageSections } from './page-sections.ts';

describe('pageSections', () => {
  it('names the nearest group, else the tab, else nothing; the first listing wins', () => {
    const navigation = {
      tabs: [
        {
          tab: 'Guides',
          pages: ['intro'],
          groups: [{ group: 'Basics', pages: ['setup', { group: 'Deep', pages: ['deep/one'] }] }],
        },
        { tab: 'API', groups: [{ group: 'Endpoints', pages: ['setup', 'users/list'] }] },
      ],
    } as unknown as Navigation;
    const sections = pageSections(navigation);
    expect(Object.fromEntries(sections)).toEqual({
      intro: 'Guides',
      setup: 'Basics',
      'deep/one': 'Deep',
      'users/list': 'Endpoints',
    });
    expect(pageSections({ pages: ['index'] } as Navigation).size).toBe(0);
  });

  it('uses a tab or anchor name for pages listed directly under it', () => {
    const navigation = { anchors: [{ anchor: 'Docs', pages: ['index'] }] } as unknown as Navigation;
    expect(pageSections(navigation).get('index')).toBe('Docs');
  });
});

describe('hasOwnImage', () => {
  const config = (seo?: DocsConfig['seo']) =>
    ({
      name: 'A',
      theme: 'mint',
      colors: { primary: '#000' },
      navigation: {},
      raw: {},
      ...(seo === undefined ? {} : { seo }),
    }) as DocsConfig;

  it('is true for front matter og:image, seo.metatags og:image, and seo.paths covering the page', () => {
    expect(hasOwnImage(config(), 'a', { tags: { 'og:image': '/x.png' } })).toBe(true);
    expect(hasOwnImage(config({ metatags: { 'og:image': '/x.png' } }), 'a', undefined)).toBe(true);
    const paths = config({ paths: [{ path: 'blog', metatags: { 'og:image': '/b.png' } }] });
    expect(hasOwnImage(paths, 'blog/post', undefined)).toBe(true);
    expect(hasOwnImage(paths, 'blogging', undefined)).toBe(false);
    expect(hasOwnImage(config(), 'a', { tags: { 'og:title': 'T' } })).toBe(false);
  });
});
