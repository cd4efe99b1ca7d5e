import { describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../build-site.ts';
import { createMemoryReader, type RepoReader } from '../repo-reader.ts';
import { blankPng } from './testing/blank-png.ts';

/**
 * Issue 29: pictures whose pixels cost far more than their bytes (an "image bomb") must not take
 * the build's process with them. The bomb's side: a 125 KB PNG that decodes to 4 GB of pixels.
 */
const BOMB_SIDE = 32_000;
const page = (front: string) => `---\n${front}\n---\n\nText.\n`;
/**
 * 287 bytes of SVG that make resvg allocate a 20000×20000 pattern tile (1.6 GB) when drawn at the
 * card's size: no header says so, only drawing it shows it.
 */
const PATTERN_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse" patternTransform="scale(200)"><circle cx="50" cy="50" r="40" fill="red"/></pattern></defs><rect width="1200" height="630" fill="url(#p)"/></svg>';

/** A three-page site with thumbnails, plus `files` (bytes allowed) and docs.json `extra`. */
function site(extra: Record<string, unknown>, files: Record<string, string | Uint8Array> = {}): RepoReader {
  const text: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'auth', 'errors'] }] },
      thumbnails: {},
      ...extra,
    }),
    'index.mdx': page('title: Welcome'),
    'auth.mdx': page('title: Authenticate'),
    'errors.mdx': page('title: Errors'),
  };
  const binary = new Map<string, Uint8Array>();
  for (const [path, content] of Object.entries(files)) {
    if (typeof content === 'string') text[path] = content;
    else binary.set(path, content);
  }
  const memory = createMemoryReader(text);
  return { ...memory, readBytes: async (path) => binary.get(path) ?? memory.readBytes(path) };
}

/** Every page's card: its og:image URL resolves to a 1200×630 PNG of the build. */
function cardSizes(result: BuildResult): Record<string, string> {
  const sizes: Record<string, string> = {};
  for (const path of ['/', '/auth', '/errors']) {
    const html = new TextDecoder().decode(result.blobs.get(result.manifest!.files[path]!.blob));
    const url = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];
    const entry = url === undefined ? undefined : result.manifest!.files[url];
    const png = entry === undefined ? undefined : result.blobs.get(entry.blob);
    const view = png === undefined ? undefined : new DataView(png.buffer, png.byteOffset, png.byteLength);
    sizes[path] = view === undefined ? 'none' : `${view.getUint32(16)}×${view.getUint32(20)}`;
  }
  return sizes;
}
const EVERY_CARD = { '/': '1200×630', '/auth': '1200×630', '/errors': '1200×630' };
const thumbnailDiagnostics = (result: BuildResult) =>
  result.diagnostics
    .filter((d) => d.code === 'BUILD_IMAGE_TOO_LARGE' || d.code.startsWith('BUILD_THUMBNAIL'))
    .map((d) => `${d.code} ${d.file}`);

describe('pictures drawn into thumbnails (image bombs)', () => {
  it(`refuses a ${BOMB_SIDE}×${BOMB_SIDE} PNG as background and as logo from its header, and draws every card without it`, async () => {
    const bomb = await blankPng(BOMB_SIDE, BOMB_SIDE);
    expect(bomb.byteLength).toBeLessThan(200_000);
    const started = performance.now();
    const result = await buildSite(
      site(
        { logo: '/logo/bomb.png', thumbnails: { background: '/images/bomb.png' } },
        { 'images/bomb.png': bomb, 'logo/bomb.png': bomb },
      ),
      { renderPool: false },
    );
    expect(result.ok).toBe(true);
    expect(thumbnailDiagnostics(result)).toEqual([
      'BUILD_IMAGE_TOO_LARGE images/bomb.png',
      'BUILD_IMAGE_TOO_LARGE logo/bomb.png',
    ]);
    const background = result.diagnostics.find((d) => d.file === 'images/bomb.png')!;
    expect(background.message).toContain(`thumbnails.background "images/bomb.png" is ${BOMB_SIDE}×${BOMB_SIDE} pixels`);
    expect(background.message).toContain('24-megapixel budget');
    expect(background.hint).toContain('at most 2400×1260 pixels');
    expect(cardSizes(result)).toEqual(EVERY_CARD);
    // Never decoded: decoding it alone takes seconds.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('refuses an SVG that embeds such a picture, naming the SVG, and draws a huge declared SVG at the card size', async () => {
    const bomb = (await blankPng(BOMB_SIDE, BOMB_SIDE)).toString('base64');
    const wrapper = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${bomb}"/></svg>`;
    const refused = await buildSite(
      site({ thumbnails: { background: '/images/wrapper.svg' } }, { 'images/wrapper.svg': wrapper }),
      { renderPool: false },
    );
    expect(thumbnailDiagnostics(refused)).toEqual(['BUILD_IMAGE_TOO_LARGE images/wrapper.svg']);
    expect(refused.diagnostics.find((d) => d.code === 'BUILD_IMAGE_TOO_LARGE')!.message).toContain(
      `embeds a picture of ${BOMB_SIDE}×${BOMB_SIDE} pixels`,
    );
    expect(cardSizes(refused)).toEqual(EVERY_CARD);

    // A vector picture costs the size it is drawn at, whatever size it declares: it is drawn.
    const vast =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100000" height="100000" fill="#312e81"/></svg>';
    const drawn = await buildSite(
      site({ thumbnails: { background: '/images/vast.svg' } }, { 'images/vast.svg': vast }),
      { renderPool: false },
    );
    expect(thumbnailDiagnostics(drawn)).toEqual([]);
    expect(cardSizes(drawn)).toEqual(EVERY_CARD);
  });

  it('reports a background that kills its drawing process, and publishes every card without it', async () => {
    const result = await buildSite(
      site({ thumbnails: { background: '/images/pattern.svg' } }, { 'images/pattern.svg': PATTERN_BOMB }),
      { renderPool: false },
    );
    expect(result.ok).toBe(true);
    expect(thumbnailDiagnostics(result)).toEqual(['BUILD_THUMBNAIL_FAILED images/pattern.svg']);
    expect(result.diagnostics.find((d) => d.code === 'BUILD_THUMBNAIL_FAILED')!.message).toMatch(
      /^thumbnails\.background "images\/pattern\.svg" could not be drawn into thumbnails: drawing it needed more than the drawing process's 1536 MB of memory/,
    );
    expect(cardSizes(result)).toEqual(EVERY_CARD);
  });

  it('gives each page a plain card and a diagnostic on its file when its drawing process dies, not a failed build', async () => {
    // 256 MB of address space is less than Node needs to start: every drawing process dies (V8's
    // fatal out-of-memory abort) with the card it was given, until the pool stops restarting them.
    const result = await buildSite(site({}), { renderPool: false, thumbnailLimits: { memoryMb: 256 } });
    expect(result.ok).toBe(true);
    expect(thumbnailDiagnostics(result)).toEqual([
      'BUILD_THUMBNAIL_FAILED auth.mdx',
      'BUILD_THUMBNAIL_FAILED errors.mdx',
      'BUILD_THUMBNAIL_FAILED index.mdx',
    ]);
    expect(result.diagnostics.find((d) => d.file === 'auth.mdx')!.message).toMatch(
      /^the Open Graph thumbnail of "Authenticate" could not be drawn: drawing it needed more than the drawing process's 256 MB of memory.*; the page gets a plain one/,
    );
    expect(cardSizes(result)).toEqual(EVERY_CARD);
  });
});
