import { describe, expect, it } from 'vitest';
import { prefixSiteFile } from './add-base-path.ts';

const file = (contentType: string, body: string) => ({ path: 'x', urlPath: '/x', contentType, body });

describe('prefixSiteFile', () => {
  it('puts the base path before the root-relative URLs of HTML, and nothing else', () => {
    const body = [
      '<a href="/guides/intro#a">x</a><a href="https://a.test/x">y</a><a href="//cdn.test/z">z</a><a href="#top">t</a>',
      '<img src="/images/a.png" srcset="/images/a.png 1x, /images/a@2x.png 2x">',
      '<form action="/_docs/api/request" data-proxy-url="/_docs/api/request" data-path="/pets/{petId}"></form>',
      '<body data-search-index="/_folio/search-parts.json" data-search-events="/_folio/search-events">',
      '<meta http-equiv="refresh" content="0; url=/new"><meta property="og:image" content="/_og/a.png">',
      '<meta name="description" content="/not a url"><code>href=&quot;/x&quot;</code>',
    ].join('');
    expect(prefixSiteFile(file('text/html; charset=utf-8', body), '/docs').body).toBe(
      [
        '<a href="/docs/guides/intro#a">x</a><a href="https://a.test/x">y</a><a href="//cdn.test/z">z</a><a href="#top">t</a>',
        '<img src="/docs/images/a.png" srcset="/docs/images/a.png 1x, /docs/images/a@2x.png 2x">',
        '<form action="/docs/_docs/api/request" data-proxy-url="/docs/_docs/api/request" data-path="/pets/{petId}"></form>',
        '<body data-base-path="/docs" data-search-index="/docs/_folio/search-parts.json" data-search-events="/docs/_folio/search-events">',
        '<meta http-equiv="refresh" content="0; url=/docs/new"><meta property="og:image" content="/docs/_og/a.png">',
        '<meta name="description" content="/not a url"><code>href=&quot;/x&quot;</code>',
      ].join(''),
    );
  });

  it('prefixes CSS urls, Markdown links and sitemap locations', () => {
    expect(prefixSiteFile(file('text/css', 'a{background:url(/_folio/a.svg)}b{src:url("/f.woff2")}'), '/d').body).toBe(
      'a{background:url(/d/_folio/a.svg)}b{src:url("/d/f.woff2")}',
    );
    expect(
      prefixSiteFile(file('text/plain; charset=utf-8', '- [Intro](/intro.md): x\n[e](https://e.test/)'), '/d').body,
    ).toBe('- [Intro](/d/intro.md): x\n[e](https://e.test/)');
    expect(prefixSiteFile(file('application/xml', '<loc>/a</loc><loc>https://s.test/b</loc>'), '/d').body).toBe(
      '<loc>/d/a</loc><loc>https://s.test/b</loc>',
    );
  });
});
