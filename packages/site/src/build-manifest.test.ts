import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './build-manifest.ts';
import { hashContent } from './hash-content.ts';
import { renderSite } from './render-site.ts';
import { sampleSite } from './testing/sample-site.ts';

describe('buildManifest', () => {
  const files = renderSite(sampleSite());
  const { manifest, blobs } = buildManifest(files);

  it('maps every URL path to its blob, content type, size and cache policy', () => {
    const intro = files.find((f) => f.urlPath === '/en/v2/intro')!;
    const entry = manifest.files['/en/v2/intro']!;
    expect(entry).toMatchObject({ blob: hashContent(intro.body), contentType: 'text/html; charset=utf-8', size: Buffer.byteLength(String(intro.body)), cacheControl: 'revalidate' });
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

  it('skips variants that are not smaller, and binary files', () => {
    const tiny = buildManifest([
      { path: 'a.txt', urlPath: '/a.txt', contentType: 'text/plain', body: 'a' },
      { path: 'logo.png', urlPath: '/logo.png', contentType: 'image/png', body: new Uint8Array(2000) },
    ]).manifest;
    expect(tiny.files['/a.txt']!.variants).toEqual({});
    expect(tiny.files['/logo.png']!.variants).toEqual({});
  });

  it('is content-addressed: identical bodies share one blob and builds are reproducible', () => {
    const twin = buildManifest([
      { path: 'a.txt', urlPath: '/a', contentType: 'text/plain', body: 'same body '.repeat(50) },
      { path: 'b.txt', urlPath: '/b', contentType: 'text/plain', body: new Uint8Array(Buffer.from('same body '.repeat(50))) },
    ]);
    expect(twin.manifest.files['/a']!.blob).toBe(twin.manifest.files['/b']!.blob);
    expect(twin.blobs.size).toBe(3);
    expect(buildManifest(renderSite(sampleSite())).manifest).toEqual(manifest);
  });
});
