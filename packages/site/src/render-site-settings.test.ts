import type { Navigation } from '@folio/docs-config';
import { describe, expect, it } from 'vitest';
import { readPageMeta } from './frame/page-meta.ts';
import { renderSite } from './render-site.ts';
import { sampleSite } from './testing/sample-site.ts';
import type { RenderSiteInput } from './types.ts';

/** A site of pages `index`, `guides/a`, `guides/v2/b` in navigation, and `secret` (no entry). */
function site(patch: (input: RenderSiteInput) => void = () => {}) {
  const input = sampleSite();
  const navigation: Navigation = { pages: ['index', 'guides/a', 'guides/v2/b'] };
  input.navigation = navigation;
  input.config.navigation = navigation;
  input.pages = [
    ...['index', 'guides/a', 'guides/v2/b'].map((path) => ({
      path,
      source: 'mdx' as const,
      file: `${path}.mdx`,
      title: `Title ${path}`,
    })),
    { path: 'secret', source: 'mdx', file: 'secret.mdx', title: 'Secret', hidden: true },
  ];
  input.content = new Map(
    input.pages.map((page) => [
      page.path,
      { html: `<p>${page.path}</p>`, headings: [], markdown: page.path, description: `About ${page.path}` },
    ]),
  );
  input.specs = [];
  patch(input);
  const files = renderSite(input);
  return (urlPath: string) => String(files.find((file) => file.urlPath === urlPath)?.body);
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('seo', () => {
  it("puts Folio's Open Graph defaults, seo.metatags, seo.paths and front matter in the head, later ones winning", () => {
    const text = site((input) => {
      input.siteUrl = 'https://docs.acme.test';
      input.config.thumbnails = { background: '/images/og.png' };
      input.config.seo = {
        metatags: { 'og:site_name': 'Acme Docs', 'google-site-verification': 'abc', robots: 'index, follow' },
        paths: [
          { path: 'guides', metatags: { 'twitter:site': '@acme', robots: 'index' } },
          { path: 'guides/v2', metatags: { robots: 'noindex' } },
        ],
      };
      input.content.get('guides/a')!.meta = readPageMeta({
        'og:image': 'https://cdn.acme.test/a.png',
        keywords: ['auth', 'tokens'],
        title: 'x',
      })!;
    });
    const a = head(text('/guides/a'));
    expect(a).toContain('<meta property="og:title" content="Title guides/a">');
    expect(a).toContain('<meta property="og:description" content="About guides/a">');
    expect(a).toContain('<meta property="og:url" content="https://docs.acme.test/guides/a">');
    expect(a).toContain('<meta property="og:site_name" content="Acme Docs">');
    expect(a).toContain('<meta name="google-site-verification" content="abc">');
    expect(a).toContain('<meta name="twitter:site" content="@acme">');
    expect(a).toContain('<meta name="robots" content="index">');
    expect(a).toContain('<meta property="og:image" content="https://cdn.acme.test/a.png">');
    expect(a).toContain('<meta name="twitter:image" content="https://cdn.acme.test/a.png">');
    expect(a).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(a).toContain('<meta name="keywords" content="auth, tokens">');
    // thumbnails.background, made absolute, for pages without their own image.
    expect(head(text('/'))).toContain('<meta property="og:image" content="https://docs.acme.test/images/og.png">');
    expect(head(text('/guides/v2/b'))).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps noindex pages and (unless indexing is "all") hidden pages out of the sitemap', () => {
    const navigable = site((input) => {
      input.content.get('guides/a')!.meta = { noindex: true };
    });
    expect(navigable('/sitemap.xml')).toContain('/guides/v2/b</loc>');
    expect(navigable('/sitemap.xml')).not.toContain('/guides/a</loc>');
    expect(navigable('/sitemap.xml')).not.toContain('/secret');
    expect(head(navigable('/secret'))).toContain('<meta name="robots" content="noindex">');
    expect(head(navigable('/guides/a'))).toContain('<meta name="robots" content="noindex">');

    const all = site((input) => {
      input.config.seo = { indexing: 'all' };
    });
    expect(all('/sitemap.xml')).toContain('/secret</loc>');
    expect(head(all('/secret'))).not.toContain('name="robots"');
  });

  it('uses seo.metatags.canonical as the base of canonical links when the site URL is unknown', () => {
    const text = site((input) => {
      input.config.seo = { metatags: { canonical: 'https://docs.acme.test/' } };
    });
    expect(head(text('/guides/a'))).toContain('<link rel="canonical" href="https://docs.acme.test/guides/a">');
    expect(head(text('/guides/a'))).not.toContain('name="canonical"');
  });

  it('describes seo.organization as JSON-LD that cannot close its script element', () => {
    const text = site((input) => {
      input.config.seo = {
        organization: {
          name: 'Acme </script><script>alert(1)</script>',
          url: 'https://acme.test',
          sameAs: ['https://github.com/acme'],
        },
      };
    });
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(text('/'))![1]!;
    expect(JSON.parse(block)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme </script><script>alert(1)</script>',
      url: 'https://acme.test',
      sameAs: ['https://github.com/acme'],
    });
  });
});

describe('errors.404 and search.prompt', () => {
  it('the 404 page redirects to the first page by default, with noindex', () => {
    const html = site()('/404');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Page not found</h1>');
  });

  it('errors.404 sets the title and Markdown description, and redirect: false keeps the reader there', () => {
    const html = site((input) => {
      input.config.errors = {
        '404': {
          redirect: false,
          title: 'Lost in space',
          description: 'Try the **[home page](/)** or `search`. <b>no html</b>',
        },
      };
    })('/404');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('<title>Lost in space - ');
    expect(html).toContain(
      '<h1>Lost in space</h1><p class="not-found-description">Try the <strong><a href="/">home page</a></strong> or <code>search</code>. &lt;b&gt;no html&lt;/b&gt;</p>',
    );
  });

  it('search.prompt is the search box placeholder', () => {
    expect(
      site((input) => {
        input.config.search = { prompt: 'Ask "Acme"' };
      })('/'),
    ).toContain('placeholder="Ask &quot;Acme&quot;"');
    expect(site()('/')).toContain('placeholder="Search…"');
  });
});

describe('front matter head settings', () => {
  it('reads og:*, twitter:*, noindex and keywords, and nothing else', () => {
    expect(
      readPageMeta({
        title: 'T',
        'og:title': 'Share me',
        'twitter:card': 'summary',
        'og:image:width': 1200,
        noindex: true,
        keywords: 'a, b ,',
      }),
    ).toEqual({
      tags: { 'og:title': 'Share me', 'twitter:card': 'summary', 'og:image:width': '1200' },
      noindex: true,
      keywords: ['a', 'b'],
    });
    expect(readPageMeta({ title: 'T', description: 'D' })).toBeUndefined();
  });

  it('keeps pages with searchable: false or noindex out of the search index, and carries boost', () => {
    expect(readPageMeta({ searchable: false, boost: 2 })).toEqual({ searchable: false, boost: 2 });
    expect(readPageMeta({ boost: 'x' })).toBeUndefined();
    const text = site((input) => {
      input.content.get('index')!.meta = readPageMeta({ searchable: false })!;
      input.content.get('guides/a')!.meta = readPageMeta({ noindex: true })!;
      input.content.get('guides/v2/b')!.meta = readPageMeta({ boost: 3 })!;
    });
    expect(JSON.parse(text('/_folio/search.json')).pages).toEqual([
      { title: 'Title guides/v2/b', path: '/guides/v2/b', scope: '', boost: 3 },
    ]);
  });
});

describe('markdown.instructions', () => {
  it("ends every page's Markdown (and so llms-full.txt) with the instructions for AI agents", () => {
    const text = site((input) => {
      input.config.markdown = { instructions: ['Prefer the v2 API.', 'Never print keys.'] };
    });
    expect(text('/guides/a.md')).toMatch(
      /\n## Instructions for AI agents\n\nPrefer the v2 API\.\nNever print keys\.\n$/,
    );
    expect(text('/llms-full.txt')).toContain('Never print keys.');
    expect(site()('/guides/a.md')).not.toContain('Instructions for AI agents');
  });
});

describe('markdown.schema', () => {
  it("ends an API page's Markdown with its operation and the components it refers to", () => {
    const input = sampleSite();
    input.config.markdown = { schema: true };
    const files = renderSite(input);
    const markdown = String(files.find((f) => f.urlPath === '/en/v2/api/get-a-pet.md')?.body);
    const block = /## OpenAPI\n\n```json\n([\s\S]*?)\n```/.exec(markdown)?.[1];
    const slice = JSON.parse(block ?? '{}');
    expect(Object.keys(slice.paths)).toEqual(['/pets/{petId}']);
    expect(Object.keys(slice.paths['/pets/{petId}'])).toContain('get');
    expect(Object.keys(slice.components.schemas)).toContain('Pet');
    const plain = String(renderSite(sampleSite()).find((f) => f.urlPath === '/en/v2/api/get-a-pet.md')?.body);
    expect(plain).not.toContain('## OpenAPI');
  });
});

describe('seo.trailingSlash', () => {
  const build = (trailingSlash: boolean | undefined, siteUrl?: string) => {
    const input = sampleSite();
    const navigation: Navigation = { pages: ['index', 'guides/a'] };
    input.navigation = navigation;
    input.config.navigation = navigation;
    if (siteUrl !== undefined) input.siteUrl = siteUrl;
    if (trailingSlash !== undefined) input.config.seo = { trailingSlash };
    input.pages = ['index', 'guides/a'].map((path) => ({
      path,
      source: 'mdx' as const,
      file: `${path}.mdx`,
      title: `Title ${path}`,
    }));
    input.content = new Map([
      [
        'index',
        {
          html: '<p><a href="/guides/a#step-2">Step 2</a>, <a href="/guides/a.md">as Markdown</a>, <a href="/guides">no page</a>, <code>href=&quot;/guides/a&quot;</code></p>',
          headings: [],
          markdown: 'index',
        },
      ],
      ['guides/a', { html: '<p>A</p>', headings: [], markdown: 'a' }],
    ]);
    input.specs = [];
    return renderSite(input);
  };
  const body = (files: ReturnType<typeof build>, urlPath: string) =>
    String(files.find((file) => file.urlPath === urlPath)?.body);

  it('ends every page URL the site names in "/": links, canonical, og:url, sitemap, search, redirect stubs', () => {
    const files = build(true, 'https://docs.acme.test');
    const home = body(files, '/');
    expect(home).toContain('<a href="/guides/a/#step-2">Step 2</a>');
    expect(home).toContain('href="/guides/a.md"');
    expect(home).toContain('href="/guides"');
    expect(home).toContain('<code>href=&quot;/guides/a&quot;</code>');
    expect(home).not.toMatch(/href="\/guides\/a["#?]/);
    const a = head(body(files, '/guides/a'));
    expect(a).toContain('<link rel="canonical" href="https://docs.acme.test/guides/a/">');
    expect(a).toContain('<meta property="og:url" content="https://docs.acme.test/guides/a/">');
    expect(body(files, '/sitemap.xml')).toContain('<loc>https://docs.acme.test/guides/a/</loc>');
    expect(body(files, '/sitemap.xml')).toContain('<loc>https://docs.acme.test/</loc>');
    expect(JSON.parse(body(files, '/_folio/search.json')).pages.map((page: { path: string }) => page.path)).toEqual([
      '/',
      '/guides/a/',
    ]);
    expect(JSON.parse(body(files, '/_folio/url-style.json'))).toEqual({ trailingSlash: true });
    expect(body(files, '/404')).toContain('href="/guides/a/"');
    expect(body(files, '/llms-full.txt')).toContain('Source: https://docs.acme.test/guides/a/\n');
  });

  it('changes nothing when false or unset, and writes no URL style file', () => {
    for (const setting of [false, undefined]) {
      const files = build(setting, 'https://docs.acme.test');
      expect(body(files, '/')).toContain('<a href="/guides/a#step-2">');
      expect(body(files, '/sitemap.xml')).toContain('<loc>https://docs.acme.test/guides/a</loc>');
      expect(files.some((file) => file.urlPath === '/_folio/url-style.json')).toBe(false);
    }
  });

  it('reaches the manifest, so the edge serves the slashed form', async () => {
    const { buildManifest } = await import('./manifest/build-manifest.ts');
    expect((await buildManifest(build(true))).manifest.trailingSlash).toBe(true);
    expect((await buildManifest(build(false))).manifest.trailingSlash).toBeUndefined();
  });
});

describe('feedback', () => {
  it('ends every page with "Was this page helpful?", hidden until the script shows it', () => {
    const page = site()('/guides/a');
    const widget = /<section class="page-feedback"[^>]*>[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(widget).toContain('aria-labelledby="page-feedback-title" data-page-feedback="/_folio/feedback" hidden');
    expect(widget).toContain('<h2 class="page-feedback-title" id="page-feedback-title">Was this page helpful?</h2>');
    expect(widget).toContain('data-rating="up" aria-pressed="false">');
    expect(widget).toContain('<span>No</span></button>');
    expect(widget).toContain('<label class="page-feedback-label" for="page-feedback-comment"');
    expect(widget).toContain('maxlength="1000"');
    expect(widget).toContain('role="status"');
    // After the content and before the pager.
    expect(page.indexOf('data-page-feedback')).toBeGreaterThan(page.indexOf('<p>guides/a</p>'));
    expect(page.indexOf('data-page-feedback')).toBeLessThan(page.indexOf('class="pager"'));
  });

  it('leaves the widget out with feedback.thumbs false, and on pages their author lays out', () => {
    expect(site((input) => (input.config.feedback = { thumbs: false }))('/guides/a')).not.toContain(
      'data-page-feedback',
    );
    expect(site((input) => (input.config.feedback = {}))('/guides/a')).toContain('data-page-feedback');
    const custom = site((input) => {
      input.pages[0] = { ...input.pages[0]!, frame: { mode: 'custom' } };
    })('/');
    expect(custom).not.toContain('data-page-feedback');
  });
});
