import { URL_STYLE_URL, type SiteFile } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { resolveSitePath } from './resolve-site-path.ts';

const html = (urlPath: string): SiteFile => ({
  path: `${urlPath.slice(1) || 'index'}/index.html`,
  urlPath,
  contentType: 'text/html; charset=utf-8',
  body: urlPath,
});
const site = (...extra: SiteFile[]) =>
  new Map(
    [
      html('/'),
      html('/guides/a'),
      html('/404'),
      { path: 'guides/a.md', urlPath: '/guides/a.md', contentType: 'text/markdown', body: '# a' },
      ...extra,
    ].map((file) => [file.urlPath, file]),
  );
const answer = (files: ReadonlyMap<string, SiteFile>, path: string) => {
  const resolved = resolveSitePath(files, [], path);
  return resolved?.kind === 'redirect'
    ? `${resolved.status} ${resolved.location}`
    : `${resolved?.status} ${resolved?.file.urlPath}`;
};

describe('resolveSitePath (folio dev)', () => {
  it('serves pages slash-less and redirects the slashed form, like the edge', () => {
    const files = site();
    expect(['/guides/a', '/guides/a/', '/guides/a/index', '/guides/a.md'].map((path) => answer(files, path))).toEqual([
      '200 /guides/a',
      '308 /guides/a',
      '308 /guides/a',
      '200 /guides/a.md',
    ]);
  });

  it('with seo.trailingSlash, serves pages at /page/ and redirects the other forms there', () => {
    const files = site({
      path: '_folio/url-style.json',
      urlPath: URL_STYLE_URL,
      contentType: 'application/json',
      body: '{"trailingSlash":true}',
    });
    expect(
      [
        '/guides/a/',
        '/guides/a',
        '/guides/a//',
        '/guides/a/index',
        '/',
        '/guides/a.md',
        '/guides/a.md/',
        '/nothing/',
      ].map((path) => answer(files, path)),
    ).toEqual([
      '200 /guides/a',
      '308 /guides/a/',
      '308 /guides/a/',
      '308 /guides/a/',
      '200 /',
      '200 /guides/a.md',
      '308 /guides/a.md',
      '308 /nothing',
    ]);
  });
});
