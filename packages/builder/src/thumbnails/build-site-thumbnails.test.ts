import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildCache } from '../build-cache.ts';
import { buildSite, type BuildResult } from '../build-site.ts';
import { createMemoryReader, type RepoReader } from '../repo-reader.ts';

const SCREENSHOTS = new URL('../../../../test-output/screenshots/', import.meta.url).pathname;
const page = (front: string) => `---\n${front}\n---\n\nText.\n`;

/** A small site; `thumbnails: null` leaves the key out of docs.json (no cards are drawn then). */
function site(thumbnails: object | null = {}, extra: Record<string, string> = {}): Record<string, string> {
  const config = {
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#0D9373', light: '#07C983' },
    navigation: { tabs: [{ tab: 'Docs', groups: [{ group: 'Getting started', pages: ['index', 'auth', 'custom'] }] }] },
    ...(thumbnails === null ? {} : { thumbnails }),
  };
  return {
    'docs.json': JSON.stringify(config),
    'index.mdx': page('title: Welcome\ndescription: Everything about Acme.'),
    'auth.mdx': page(
      'title: "Authenticate <requests> & rotate keys without downtime in every SDK we publish today, tomorrow and forever"\ndescription: Send the key in the Authorization header.',
    ),
    'custom.mdx': page('title: Custom\n"og:image": /images/custom.png'),
    ...extra,
  };
}

function headOf(result: BuildResult, urlPath: string): string {
  return new TextDecoder().decode(result.blobs.get(result.manifest!.files[urlPath]!.blob));
}

function metaContent(html: string, name: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
}

/** The PNG's bytes and its size from the IHDR chunk (which must come first). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function imageAt(result: BuildResult, url: string): Uint8Array {
  const path = new URL(url).pathname;
  const entry = result.manifest!.files[path];
  expect(entry, path).toBeDefined();
  return result.blobs.get(entry!.blob)!;
}

describe('generated Open Graph thumbnails', () => {
  it('gives each page without its own og:image a 1200x630 PNG, named by content hash, in its meta tags', async () => {
    const result = await buildSite(createMemoryReader(site()), { siteUrl: 'https://docs.acme.com', renderPool: false });
    expect(result.ok).toBe(true);
    const html = headOf(result, '/auth');
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(/^https:\/\/docs\.acme\.com\/_og\/[0-9a-f]{32}\.png$/);
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(pngSize(imageAt(result, image))).toEqual({ width: 1200, height: 630 });
    expect(metaContent(headOf(result, '/'), 'og:image')).not.toBe(image);

    // Its own og:image wins, and no image is drawn for it.
    const custom = headOf(result, '/custom');
    expect(metaContent(custom, 'og:image')).toBe('https://docs.acme.com/images/custom.png');
    expect(metaContent(custom, 'og:image:width')).toBeUndefined();
    expect(Object.keys(result.manifest!.files).filter((path) => path.startsWith('/_og/'))).toHaveLength(2);
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(join(SCREENSHOTS, 'og-thumbnail-light.png'), imageAt(result, image));
  });

  it('draws nothing again on an unchanged rebuild, and only the changed page after an edit', async () => {
    const files = site();
    const cache = new BuildCache();
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    expect([cache.thumbnails.rendered, cache.thumbnails.reused]).toEqual([2, 0]);
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    expect([cache.thumbnails.rendered, cache.thumbnails.reused]).toEqual([0, 2]);
    files['index.mdx'] = page('title: Welcome back');
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    expect([cache.thumbnails.rendered, cache.thumbnails.reused]).toEqual([1, 1]);
  });

  it('draws dark cards over a repository background, and says when the font or a remote background cannot be used', async () => {
    const background = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#0e7490"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="1050" cy="90" r="300" fill="#22d3ee" opacity="0.35"/></svg>`;
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><rect x="0" y="4" width="40" height="40" rx="10" fill="#07C983"/><path d="M12 34 L20 14 L28 34" stroke="#fff" stroke-width="4" fill="none"/></svg>`;
    const files: Record<string, string> = {
      ...site(
        { appearance: 'dark', background: '/images/og-bg.svg', fonts: { family: 'Comic Neue' } },
        { 'images/og-bg.svg': background },
      ),
      'logo/dark.svg': logo,
    };
    const config = JSON.parse(files['docs.json']!) as Record<string, unknown>;
    files['docs.json'] = JSON.stringify({ ...config, logo: { light: '/logo/dark.svg', dark: '/logo/dark.svg' } });
    const result = await buildSite(createMemoryReader(files), { renderPool: false });
    const image = metaContent(headOf(result, '/auth'), 'og:image')!;
    expect(image).toMatch(/^\/_og\/[0-9a-f]{32}\.png$/);
    const png = result.blobs.get(result.manifest!.files[image]!.blob)!;
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    await writeFile(join(SCREENSHOTS, 'og-thumbnail-dark-background.png'), png);
    expect(
      result.diagnostics.filter((d) => d.code.startsWith('BUILD_THUMBNAIL')).map((d) => `${d.code} ${d.path}`),
    ).toEqual(['BUILD_THUMBNAIL_FONT_FALLBACK thumbnails.fonts.family']);

    const remote = await buildSite(
      createMemoryReader(site({ appearance: 'dark', background: 'https://cdn.example.com/og.png' })),
      { renderPool: false },
    );
    expect(remote.diagnostics.filter((d) => d.code.startsWith('BUILD_THUMBNAIL')).map((d) => d.code)).toEqual([
      'BUILD_THUMBNAIL_BACKGROUND_UNUSED',
    ]);
    const dark = metaContent(headOf(remote, '/auth'), 'og:image')!;
    await writeFile(join(SCREENSHOTS, 'og-thumbnail-dark.png'), remote.blobs.get(remote.manifest!.files[dark]!.blob)!);
  });

  it('draws many cards in several drawing processes, the same images as one process draws', async () => {
    const files = site();
    const config = JSON.parse(files['docs.json']!) as { navigation: { tabs: { groups: { pages: string[] }[] }[] } };
    for (let i = 0; i < 40; i++) {
      files[`many/page-${i}.mdx`] = page(`title: Page ${i}\ndescription: Number ${i} of forty.`);
      config.navigation.tabs[0]!.groups[0]!.pages.push(`many/page-${i}`);
    }
    files['docs.json'] = JSON.stringify(config);
    const cache = new BuildCache();
    const many = await buildSite(createMemoryReader(files), { renderPool: false, cache });
    expect(cache.thumbnails.rendered).toBe(42);
    const url = metaContent(headOf(many, '/many/page-7'), 'og:image')!;
    expect(pngSize(many.blobs.get(many.manifest!.files[url]!.blob)!)).toEqual({ width: 1200, height: 630 });
    // A build with few cards draws them in one process: the same page, the same PNG.
    const few = await buildSite(
      createMemoryReader({
        ...site(),
        'many/page-7.mdx': files['many/page-7.mdx']!,
        'docs.json': JSON.stringify({
          ...JSON.parse(site()['docs.json']!),
          navigation: { tabs: [{ tab: 'Docs', groups: [{ group: 'Getting started', pages: ['many/page-7'] }] }] },
        }),
      }),
      { renderPool: false },
    );
    expect(metaContent(headOf(few, '/many/page-7'), 'og:image')).toBe(url);
    expect(
      Buffer.compare(few.blobs.get(few.manifest!.files[url]!.blob)!, many.blobs.get(many.manifest!.files[url]!.blob)!),
    ).toBe(0);
  });

  it('draws none for a site whose docs.json has no thumbnails key', async () => {
    const result = await buildSite(createMemoryReader(site(null)), { renderPool: false });
    expect(result.files.filter((file) => file.path.startsWith('_og/'))).toEqual([]);
    expect(metaContent(headOf(result, '/auth'), 'og:image')).toBeUndefined();
    const asked = await buildSite(createMemoryReader(site(null)), { renderPool: false, thumbnails: true });
    expect(asked.files.filter((file) => file.path.startsWith('_og/'))).toHaveLength(2);
  });

  it('draws none for pages laid out before they are rendered (folio dev), nor when turned off', async () => {
    const deferred = await buildSite(createMemoryReader(site()), {
      renderPool: false,
      renderOnly: () => false,
      manifest: false,
    });
    expect(deferred.files.filter((file) => file.path.startsWith('_og/'))).toEqual([]);
    const off = await buildSite(createMemoryReader(site({ background: '/og.png' })), {
      renderPool: false,
      thumbnails: false,
      siteUrl: 'https://docs.acme.com',
    });
    expect(off.files.filter((file) => file.path.startsWith('_og/'))).toEqual([]);
    expect(metaContent(headOf(off, '/auth'), 'og:image')).toBe('https://docs.acme.com/og.png');
  });

  it('draws with a repository font file that thumbnails.fonts.family names', async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const fontBytes = await readFile(
      createRequire(import.meta.url).resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
    );
    const memory = createMemoryReader(site({ fonts: { family: '/fonts/Brand.ttf' } }));
    const reader: RepoReader = {
      ...memory,
      readBytes: async (path) => (path === 'fonts/Brand.ttf' ? new Uint8Array(fontBytes) : memory.readBytes(path)),
    };
    const result = await buildSite(reader, { renderPool: false });
    expect(result.diagnostics.filter((d) => d.code.startsWith('BUILD_THUMBNAIL'))).toEqual([]);
    const withFont = metaContent(headOf(result, '/auth'), 'og:image')!;
    const plain = await buildSite(createMemoryReader(site()), { renderPool: false });
    // Another font is another image.
    expect(withFont).not.toBe(metaContent(headOf(plain, '/auth'), 'og:image'));
  });
});
