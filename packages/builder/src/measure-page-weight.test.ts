import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { measurePageWeight } from './measure-page-weight.ts';
import { createMemoryReader } from './repo-reader.ts';

const offline = () => Promise.reject(new Error('offline'));
const paragraph = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

describe('the page-weight budget', () => {
  it('reports the HTML, CSS and JS a reader downloads for the median page, as served with brotli', async () => {
    const result = await buildSite(
      createMemoryReader({
        'docs.json': JSON.stringify({
          name: 'Weight',
          theme: 'mint',
          colors: { primary: '#0e7490' },
          navigation: { pages: ['short', 'medium', 'long'] },
        }),
        'short.mdx': `---\ntitle: Short\n---\n\n${paragraph(10)}\n`,
        'medium.mdx': `---\ntitle: Medium\n---\n\n${paragraph(400)}\n`,
        'long.mdx': `---\ntitle: Long\n---\n\n${paragraph(4000)}\n`,
      }),
      { renderPool: false, fetchUrl: offline },
    );
    const weight = result.pageWeight!;
    expect(weight.page).toBe('/medium');
    const served = (url: string) => {
      const entry = result.manifest!.files[url]!;
      return entry.variants.br === undefined ? entry.size : result.blobs.get(entry.variants.br)!.length;
    };
    const page = String(result.files.find((file) => file.urlPath === '/medium')!.body);
    const css = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const js = [...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(css.length).toBeGreaterThan(0);
    expect(js.length).toBeGreaterThanOrEqual(2);
    expect(weight.files.map((file) => file.url)).toEqual(['/medium', ...css, ...js]);
    expect(weight.htmlBytes).toBe(served('/medium'));
    expect(weight.cssBytes).toBe(css.reduce((sum, url) => sum + served(url), 0));
    expect(weight.jsBytes).toBe(js.reduce((sum, url) => sum + served(url), 0));
    expect(weight.totalBytes).toBe(weight.htmlBytes + weight.cssBytes + weight.jsBytes);
    // Compressed: far below what the files weigh as text.
    expect(weight.cssBytes).toBeLessThan(
      Buffer.byteLength(String(result.files.find((file) => file.urlPath === css[0])!.body)) / 3,
    );
  });

  it("counts a large sidebar's shared navigation file with the page's HTML", async () => {
    const names = Array.from({ length: 240 }, (_, i) => `page-${String(i).padStart(3, '0')}`);
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({
        name: 'Weight',
        theme: 'mint',
        colors: { primary: '#0e7490' },
        navigation: {
          groups: [
            { group: 'First', pages: names.slice(0, 120) },
            { group: 'Second', pages: names.slice(120) },
          ],
        },
      }),
    };
    for (const name of names) files[`${name}.mdx`] = `---\ntitle: A page called ${name}\n---\n\n${paragraph(20)}\n`;
    const result = await buildSite(createMemoryReader(files), { renderPool: false, fetchUrl: offline });
    const weight = result.pageWeight!;
    const page = String(result.files.find((file) => file.urlPath === weight.page)!.body);
    const navigation = /data-nav-src="([^"]+)"/.exec(page)?.[1];
    expect(navigation).toMatch(/^\/_folio\/nav\.[0-9a-f]+\.html$/);
    const served = (url: string) => {
      const entry = result.manifest!.files[url]!;
      return entry.variants.br === undefined ? entry.size : result.blobs.get(entry.variants.br)!.length;
    };
    expect(weight.files.slice(0, 2)).toEqual([
      { url: weight.page, bytes: served(weight.page) },
      { url: navigation, bytes: served(navigation!) },
    ]);
    expect(weight.htmlBytes).toBe(served(weight.page) + served(navigation!));
  });

  it('compresses the files itself when there is no manifest, and has no figure for a site without pages', () => {
    const page = {
      path: 'a/index.html',
      urlPath: '/a',
      contentType: 'text/html; charset=utf-8',
      body: `<main>${paragraph(300)}</main><link rel="stylesheet" href="/s.css"><script src="https://cdn.example.com/x.js"></script>`,
    };
    const css = { path: 's.css', urlPath: '/s.css', contentType: 'text/css', body: 'body{color:red}'.repeat(200) };
    const weight = measurePageWeight([page, css])!;
    expect(weight).toEqual({
      page: '/a',
      htmlBytes: brotliCompressSync(page.body).length,
      cssBytes: brotliCompressSync(css.body).length,
      jsBytes: 0,
      totalBytes: brotliCompressSync(page.body).length + brotliCompressSync(css.body).length,
      files: [
        { url: '/a', bytes: brotliCompressSync(page.body).length },
        { url: '/s.css', bytes: brotliCompressSync(css.body).length },
      ],
    });
    expect(measurePageWeight([css])).toBeUndefined();
  });
});
