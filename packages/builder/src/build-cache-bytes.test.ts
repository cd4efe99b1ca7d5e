import { describe, expect, it } from 'vitest';
import { decodeBuildCache, encodeBuildCache, encodeBuildCacheChunks } from './build-cache-bytes.ts';
import type { BuildCacheSnapshot } from './build-cache.ts';

const STAMP = 'renderer-1';

/** A snapshot with `pages` pages, `variants` variant entries and `thumbnails` thumbnails. */
function snapshotOf(pages: number, variants: number, thumbnails: number): BuildCacheSnapshot {
  const snapshot = {
    renderSettings: '{"theme":"mint"}',
    pages: Array.from({ length: pages }, (_, i) => [
      `page-${i}.mdx`,
      { key: `key-${i}`, dependencies: [`snippet-${i}.mdx`], page: { html: `<p>${'word '.repeat(i * 10)}</p>` } },
    ]),
    variants: Array.from({ length: variants }, (_, i) => [
      `hash-${i} br4 gzip4`,
      { br: new Uint8Array([i, 1, 2]), gzip: new Uint8Array(200).fill(i) },
    ]),
    thumbnails: Array.from({ length: thumbnails }, (_, i) => [`thumb-${i}`, new Uint8Array(50).fill(i)]),
  };
  return snapshot as unknown as BuildCacheSnapshot;
}

const joined = (chunks: Uint8Array[]) => Buffer.concat(chunks);

describe('build cache bytes', () => {
  it('read back what was written, at and around every chunk boundary', () => {
    for (const entriesPerChunk of [1, 2, 3, 64])
      for (const count of [0, 1, 2, 3, 4, 5, 7]) {
        const snapshot = snapshotOf(count, count + 1, count);
        const chunks = encodeBuildCacheChunks(snapshot, STAMP, 1 << 30, entriesPerChunk)!;
        const decoded = decodeBuildCache(joined(chunks), STAMP)!;
        expect(decoded.renderSettings).toBe(snapshot.renderSettings);
        expect(decoded.pages).toEqual(snapshot.pages);
        expect(decoded.variants).toEqual(snapshot.variants);
        expect(decoded.thumbnails ?? []).toEqual(snapshot.thumbnails);
        // Header, settings, each list in slices of `entriesPerChunk`, end: each a length and a body.
        const slices = [count, count + 1, count].reduce((sum, n) => sum + Math.ceil(n / entriesPerChunk), 0);
        expect(chunks.length).toBe(2 * (3 + slices));
      }
  });

  it('never holds the whole cache in one buffer: no chunk is larger than its entries', () => {
    const snapshot = snapshotOf(200, 0, 0);
    const whole = encodeBuildCache(snapshot, STAMP, 1 << 30)!;
    expect(Buffer.from(whole).equals(joined(encodeBuildCacheChunks(snapshot, STAMP, 1 << 30)!))).toBe(true);
    const chunks = encodeBuildCacheChunks(snapshot, STAMP, 1 << 30, 16)!;
    expect(Math.max(...chunks.map((chunk) => chunk.byteLength))).toBeLessThan(whole.byteLength / 5);
  });

  it('reads nothing written by another renderer, cut short, or with bytes added', () => {
    const bytes = joined(encodeBuildCacheChunks(snapshotOf(5, 5, 5), STAMP, 1 << 30, 2)!);
    expect(decodeBuildCache(bytes, 'renderer-2')).toBeUndefined();
    // Cut inside a chunk and exactly at a chunk's end (before the end marker).
    expect(decodeBuildCache(bytes.subarray(0, bytes.byteLength - 3), STAMP)).toBeUndefined();
    const endMarker = joined(encodeBuildCacheChunks(snapshotOf(0, 0, 0), STAMP, 1 << 30)!.slice(-2));
    expect(decodeBuildCache(bytes.subarray(0, bytes.byteLength - endMarker.byteLength), STAMP)).toBeUndefined();
    expect(decodeBuildCache(Buffer.concat([bytes, Buffer.from([0, 0, 0, 1, 0])]), STAMP)).toBeUndefined();
    expect(decodeBuildCache(Buffer.from('not a cache'), STAMP)).toBeUndefined();
  });

  it('leaves out variants and thumbnails over the cap, and writes nothing when the pages alone are over', () => {
    const snapshot = snapshotOf(3, 400, 400);
    const pagesOnly = joined(encodeBuildCacheChunks({ ...snapshot, variants: [], thumbnails: [] }, STAMP, 1 << 30)!);
    const capped = decodeBuildCache(
      joined(encodeBuildCacheChunks(snapshot, STAMP, pagesOnly.byteLength + 100)!),
      STAMP,
    )!;
    expect(capped.pages).toEqual(snapshot.pages);
    expect([capped.variants, capped.thumbnails]).toEqual([undefined, undefined]);
    expect(encodeBuildCacheChunks(snapshot, STAMP, pagesOnly.byteLength - 100)).toBeUndefined();
  });
});
