import { deserialize, serialize } from 'node:v8';
import type { RenderedPage } from '@folio/content';
import type { BuildCacheSnapshot } from './build-cache.ts';

/** The layout of the bytes below; a change makes older files unreadable, which is safe (a miss). */
const FORMAT = 'folio-build-cache-2';

/**
 * Entries (pages, variants or thumbnails) serialized together in one chunk. Serializing the whole
 * snapshot at once made one buffer as large as the cache (about 120 MB for the 1,000-page corpus),
 * grown by doubling while V8 wrote it and copied again to prepend the header: the build's peak
 * memory. 64 pages of that corpus are about 8 MB.
 */
const ENTRIES_PER_CHUNK = 64;

/** One chunk's content: the snapshot's settings first, then its lists in slices, then the end. */
type Chunk =
  | { renderSettings: string | undefined }
  | { list: 'pages' | 'variants' | 'thumbnails'; entries: unknown[] }
  | { end: number };

/**
 * A `BuildCache` snapshot as bytes in chunks, for a cache kept across processes: `folio build`'s
 * `.folio-cache/` (each chunk written in turn) and the hosted builds' object storage. Written
 * back to back, the chunks are the file `decodeBuildCache` reads: a header holding `stamp` (see
 * `rendererStamp`), checked before the rest is read, then length-prefixed V8-serialized chunks of
 * at most `entriesPerChunk` entries, then an end marker (a file cut short is not read). Over
 * `maxBytes`, the compressed variants and thumbnails are left out (a page costs a render, a
 * variant only a compression); undefined when the pages alone are still over.
 */
export function encodeBuildCacheChunks<T>(
  snapshot: BuildCacheSnapshot<T>,
  stamp: string,
  maxBytes: number,
  entriesPerChunk = ENTRIES_PER_CHUNK,
): Uint8Array[] | undefined {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let count = 0;
  const add = (value: unknown) => {
    const body = serialize(value);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.byteLength);
    chunks.push(length, body);
    bytes += 4 + body.byteLength;
    count++;
  };
  const addList = (list: 'pages' | 'variants' | 'thumbnails', entries: readonly unknown[] | undefined) => {
    for (let from = 0; from < (entries?.length ?? 0); from += entriesPerChunk)
      add({ list, entries: entries!.slice(from, from + entriesPerChunk) } satisfies Chunk);
  };
  add({ format: FORMAT, stamp });
  add({ renderSettings: snapshot.renderSettings } satisfies Chunk);
  addList('pages', snapshot.pages);
  // The end marker is 4 + a few bytes: counted against the cap with what it follows.
  const end = () => add({ end: count } satisfies Chunk);
  if (bytes + 16 > maxBytes) return undefined;
  const [pagesChunks, pagesBytes, pagesCount] = [chunks.length, bytes, count];
  addList('variants', snapshot.variants);
  addList('thumbnails', snapshot.thumbnails);
  if (bytes + 16 > maxBytes) {
    chunks.length = pagesChunks;
    [bytes, count] = [pagesBytes, pagesCount];
  }
  end();
  return chunks;
}

/** `encodeBuildCacheChunks` as one buffer (for a store that takes the object whole). */
export function encodeBuildCache<T>(
  snapshot: BuildCacheSnapshot<T>,
  stamp: string,
  maxBytes: number,
): Uint8Array | undefined {
  const chunks = encodeBuildCacheChunks(snapshot, stamp, maxBytes);
  return chunks === undefined ? undefined : Buffer.concat(chunks);
}

/** The snapshot in `bytes`, or undefined when they were written by another renderer or are damaged. */
export function decodeBuildCache<T = RenderedPage>(
  bytes: Uint8Array,
  stamp: string,
): BuildCacheSnapshot<T> | undefined {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let offset = 0;
    const next = (): unknown => {
      const length = buffer.readUInt32BE(offset);
      if (offset + 4 + length > buffer.byteLength) throw new RangeError('cut short');
      const value = deserialize(buffer.subarray(offset + 4, offset + 4 + length));
      offset += 4 + length;
      return value;
    };
    const header = next() as { format?: unknown; stamp?: unknown };
    if (header.format !== FORMAT || header.stamp !== stamp) return undefined;
    // Variants and thumbnails stay absent when none were written, as in the snapshot (or left out over the cap).
    const snapshot: BuildCacheSnapshot<T> = { renderSettings: undefined, pages: [] };
    for (let count = 1; ; count++) {
      const chunk = next() as Partial<{ renderSettings: string; list: string; entries: unknown[]; end: number }>;
      if (chunk.end !== undefined) return chunk.end === count && offset === buffer.byteLength ? snapshot : undefined;
      if ('renderSettings' in chunk) snapshot.renderSettings = chunk.renderSettings;
      else if (
        (chunk.list === 'pages' || chunk.list === 'variants' || chunk.list === 'thumbnails') &&
        Array.isArray(chunk.entries)
      ) {
        const list: unknown[] = snapshot[chunk.list] ?? [];
        for (const entry of chunk.entries) list.push(entry);
        snapshot[chunk.list] = list as never;
      } else return undefined;
    }
  } catch {
    // A file cut short (a build stopped while writing it) or not ours: as if there were none.
    return undefined;
  }
}
