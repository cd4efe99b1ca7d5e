import { deserialize, serialize } from 'node:v8';
import type { BuildCacheSnapshot } from './build-cache.ts';

/** The layout of the bytes below; a change makes older files unreadable, which is safe (a miss). */
const FORMAT = 'folio-build-cache-1';

/**
 * A `BuildCache` snapshot as bytes, for a cache kept across processes: `folio build`'s
 * `.folio-cache/` and the hosted builds' object storage. The header holds `stamp` (see
 * `rendererStamp`), checked before the rest is read. Over `maxBytes`, the compressed variants and
 * thumbnails are left out (a page costs a render, a variant only a compression); undefined when
 * the pages alone are still over.
 */
export function encodeBuildCache(
  snapshot: BuildCacheSnapshot,
  stamp: string,
  maxBytes: number,
): Uint8Array | undefined {
  const header = serialize({ format: FORMAT, stamp });
  let body = serialize(snapshot);
  if (header.byteLength + body.byteLength > maxBytes) {
    const { variants: _variants, thumbnails: _thumbnails, ...pages } = snapshot;
    body = serialize(pages);
    if (header.byteLength + body.byteLength > maxBytes) return undefined;
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.byteLength);
  return Buffer.concat([length, header, body]);
}

/** The snapshot in `bytes`, or undefined when they were written by another renderer or are damaged. */
export function decodeBuildCache(bytes: Uint8Array, stamp: string): BuildCacheSnapshot | undefined {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const headerLength = buffer.readUInt32BE(0);
    const header = deserialize(buffer.subarray(4, 4 + headerLength)) as { format?: unknown; stamp?: unknown };
    if (header.format !== FORMAT || header.stamp !== stamp) return undefined;
    const snapshot = deserialize(buffer.subarray(4 + headerLength)) as BuildCacheSnapshot;
    return Array.isArray(snapshot.pages) ? snapshot : undefined;
  } catch {
    // A file cut short (a build stopped while writing it) or not ours: as if there were none.
    return undefined;
  }
}
