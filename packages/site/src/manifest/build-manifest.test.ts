import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManifest } from './build-manifest.ts';
import { digestBodySync } from './digest-body.ts';
import { hashContent } from '../lib/hash-content.ts';
import { ManifestCache } from './manifest-cache.ts';
import { renderSite } from '../render-site.ts';
import { SiteRenderCache } from '../site-render-cache.ts';
import { sampleSite } from '../testing/sample-site.ts';
import type { SiteManifest } from '@folio/deployment';

describe('buildManifest', () => {
  const files = renderSite(sampleSite());
  let manifest: SiteManifest;
  let blobs: Map<string, Uint8Array>;
  beforeAll(async () => {
    ({ manifest, blobs } = await buildManifest(files));
  });

  it('maps every URL path to its blob, content type, size and cache policy', () => {
    const intro = files.find((f) => f.urlPath === '/en/v2/intro')!;
    const entry = manifest.files['/en/v2/intro']!;
    expect(entry).toMatchObject({
      blob: hashContent(intro.body),
      contentType: 'text/html; charset=utf-8',
      size: Buffer.byteLength(String(intro.body)),
      cacheControl: 'revalidate',
    });
    expect(Buffer.from(blobs.get(entry.blob)!).toString('utf8')).toBe(intro.body);
    const js = Object.keys(manifest.files).find((p) => /^\/_folio\/app\.[0-9a-f]{12}\.js$/.test(p))!;
    expect(manifest.files[js]!.cacheControl).toBe('immutable');
    expect(manifest.files['/en/v2/intro.md']!.contentType).toBe('text/markdown; charset=utf-8');
    expect(manifest.files['/sitemap.xml']!.cacheControl).toBe('revalidate');
    expect(manifest.notFound).toBe('/404');
    expect(manifest.files['/404']).toBeDefined();
    expect(manifest.redirects).toEqual([
      { source: '/old-intro', destination: '/en/v2/intro' },
      { source: '/blog/:slug*', destination: 'https://blog.acme.test/:slug*', permanent: true },
    ]);
  });

  it('stores brotli and gzip variants that decompress to the original', () => {
    const entry = manifest.files['/en/v2/intro']!;
    const original = blobs.get(entry.blob)!;
    expect(brotliDecompressSync(blobs.get(entry.variants.br!)!)).toEqual(Buffer.from(original));
    expect(gunzipSync(blobs.get(entry.variants.gzip!)!)).toEqual(Buffer.from(original));
    expect(blobs.get(entry.variants.br!)!.byteLength).toBeLessThan(original.byteLength);
  });

  it('skips variants that are not smaller, bodies under a kilobyte, and binary files', async () => {
    const random = new Uint8Array(randomBytes(4000));
    const tiny = (
      await buildManifest([
        { path: 'a.txt', urlPath: '/a.txt', contentType: 'text/plain', body: 'a' },
        { path: 'b.txt', urlPath: '/b.txt', contentType: 'text/plain', body: 'compressible '.repeat(78) },
        { path: 'c.txt', urlPath: '/c.txt', contentType: 'text/plain', body: 'compressible '.repeat(79) },
        { path: 'noise.txt', urlPath: '/noise.txt', contentType: 'text/plain', body: random },
        { path: 'logo.png', urlPath: '/logo.png', contentType: 'image/png', body: new Uint8Array(2000) },
      ])
    ).manifest;
    expect(tiny.files['/a.txt']!.variants).toEqual({});
    expect(tiny.files['/b.txt']!.variants).toEqual({}); // 1,014 bytes
    expect(Object.keys(tiny.files['/c.txt']!.variants).sort()).toEqual(['br', 'gzip']); // 1,027 bytes
    expect(tiny.files['/noise.txt']!.variants).toEqual({});
    expect(tiny.files['/logo.png']!.variants).toEqual({});
  });

  it('is content-addressed: identical bodies share one blob and builds are reproducible', async () => {
    const twin = await buildManifest([
      { path: 'a.txt', urlPath: '/a', contentType: 'text/plain', body: 'same body '.repeat(150) },
      {
        path: 'b.txt',
        urlPath: '/b',
        contentType: 'text/plain',
        body: new Uint8Array(Buffer.from('same body '.repeat(150))),
      },
    ]);
    expect(twin.manifest.files['/a']!.blob).toBe(twin.manifest.files['/b']!.blob);
    expect(twin.blobs.size).toBe(3);
    expect((await buildManifest(renderSite(sampleSite()))).manifest).toEqual(manifest);
  });

  it('gives the same manifest whoever digests the bodies, in whatever order they finish', async () => {
    let calls = 0;
    // Finishes in reverse order of the calls, on this thread.
    const digest = async (body: string | Uint8Array, setting: Parameters<typeof digestBodySync>[1]) => {
      const delay = 20 - (calls++ % 20);
      await new Promise((resolve) => setTimeout(resolve, delay));
      return digestBodySync(body, setting);
    };
    const other = await buildManifest(files, { digest, concurrency: 7 });
    expect(other.manifest).toEqual(manifest);
    expect([...other.blobs.keys()].sort()).toEqual([...blobs.keys()].sort());
    expect(calls).toBe(new Set(files).size);
  });

  it('spends brotli 11 on small hashed assets only, and serves the search index with revalidation', () => {
    const brotli = (body: string | Uint8Array, quality: number) =>
      hashContent(
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
          },
        }),
      );
    const css = files.find((f) => f.urlPath.startsWith('/_folio/style.'))!;
    expect(manifest.files[css.urlPath]!.variants.br).toBe(brotli(css.body, 11));
    const intro = files.find((f) => f.urlPath === '/en/v2/intro')!;
    expect(manifest.files['/en/v2/intro']!.variants.br).toBe(brotli(intro.body, 4));
    expect(manifest.files['/_folio/search.json']).toMatchObject({
      contentType: 'application/json',
      cacheControl: 'revalidate',
    });
  });
});

describe('buildManifest with a ManifestCache', () => {
  it('compresses only new bodies on a rebuild and gives the manifest a build from scratch gives', async () => {
    const siteCache = new SiteRenderCache();
    const cache = new ManifestCache();
    const input = sampleSite();
    const firstFiles = renderSite(input, { cache: siteCache });
    const first = await buildManifest(firstFiles, { cache });
    const compressible = (list: typeof firstFiles) =>
      new Set(
        list
          .filter(
            (f) =>
              Buffer.byteLength(f.body) >= 1024 &&
              !f.contentType.startsWith('image/png') &&
              !f.contentType.startsWith('font/'),
          )
          .map((f) => hashContent(f.body)),
      );
    expect(cache.stats).toEqual({ compressed: compressible(firstFiles).size, reused: 0 });

    const content = new Map(input.content);
    const quickstart = content.get('en/v2/quickstart')!;
    content.set('en/v2/quickstart', {
      ...quickstart,
      html: `${quickstart.html}<p>Added.</p>`,
      markdown: `${quickstart.markdown}\n\nAdded.`,
    });
    const files = renderSite({ ...input, content }, { cache: siteCache });
    const second = await buildManifest(files, { cache, concurrency: 2 });
    // The page, its Markdown, the search index and llms-full.txt: those of a kilobyte or more.
    const changed = [...compressible(files)].filter((hash) => !compressible(firstFiles).has(hash));
    expect(changed.length).toBeGreaterThanOrEqual(2);
    expect(cache.stats.compressed).toBe(changed.length);
    const fresh = await buildManifest(files);
    expect(second.manifest).toEqual(fresh.manifest);
    expect([...second.blobs.keys()].sort()).toEqual([...fresh.blobs.keys()].sort());
    const entry = second.manifest.files['/en/v2/quickstart']!;
    expect(entry.blob).not.toBe(first.manifest.files['/en/v2/quickstart']!.blob);
    expect(brotliDecompressSync(second.blobs.get(entry.variants.br!)!).toString('utf8')).toContain('<p>Added.</p>');
    expect(second.manifest.files['/en/v2/intro']).toEqual(first.manifest.files['/en/v2/intro']);
  });
});

describe('buildManifest with digests started during the layout', () => {
  it('makes the same manifest and blobs, taking the started digest for its file', async () => {
    const files = renderSite(sampleSite());
    const plain = await buildManifest(files);
    const page = files.find((file) => file.urlPath === '/en/v2/intro')!;
    const taken: string[] = [];
    const early = await buildManifest(files, {
      started: (file) => {
        if (file !== page) return undefined;
        taken.push(file.urlPath);
        return Promise.resolve(digestBodySync(file.body, { brotli: 4, gzip: 4 }));
      },
    });
    expect(taken).toEqual(['/en/v2/intro']);
    expect(early.manifest).toEqual(plain.manifest);
    expect([...early.blobs.keys()].sort()).toEqual([...plain.blobs.keys()].sort());
  });
});
