import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '@folio/docs-config';
import { headTags } from './render-head-meta.ts';

const config = (extra: Partial<DocsConfig> = {}): DocsConfig =>
  ({
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: { pages: ['index'] },
    ...extra,
  }) as DocsConfig;
const base = { pagePath: 'guides/setup', urlPath: '/guides/setup', title: 'Setup' };

describe('headTags: generated thumbnails', () => {
  it('uses the page thumbnail, absolute, with its size and the large card', () => {
    const tags = headTags({
      ...base,
      config: config({ thumbnails: { background: '/og.png' } }),
      siteUrl: 'https://docs.acme.com/',
      thumbnail: '/_og/abc.png',
    });
    expect(tags).toMatchObject({
      'og:image': 'https://docs.acme.com/_og/abc.png',
      'twitter:image': 'https://docs.acme.com/_og/abc.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
  });

  it('keeps it relative when the site URL is unknown', () => {
    expect(headTags({ ...base, config: config(), thumbnail: '/_og/abc.png' })['og:image']).toBe('/_og/abc.png');
  });

  it('lets seo.metatags and front matter win, without the thumbnail size', () => {
    const fromSeo = headTags({
      ...base,
      config: config({ seo: { metatags: { 'og:image': 'https://cdn.acme.com/og.png' } } }),
      thumbnail: '/_og/abc.png',
    });
    expect(fromSeo['og:image']).toBe('https://cdn.acme.com/og.png');
    expect(fromSeo['og:image:width']).toBeUndefined();
    const fromPage = headTags({
      ...base,
      config: config(),
      thumbnail: '/_og/abc.png',
      meta: { tags: { 'og:image': '/mine.png' } },
    });
    expect(fromPage['og:image']).toBe('/mine.png');
    expect(fromPage['og:image:height']).toBeUndefined();
  });

  it('falls back to thumbnails.background for a page without a thumbnail, and to a small card without either', () => {
    expect(
      headTags({
        ...base,
        config: config({ thumbnails: { background: '/og.png' } }),
        siteUrl: 'https://docs.acme.com',
      })['og:image'],
    ).toBe('https://docs.acme.com/og.png');
    const none = headTags({ ...base, config: config() });
    expect([none['og:image'], none['twitter:card']]).toEqual([undefined, 'summary']);
  });
});
