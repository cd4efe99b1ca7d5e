import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { hashContent } from '../lib/hash-content.ts';
import type { CompressedVariants, StoredBody } from './manifest-cache.ts';

/** How one body is pre-compressed: brotli quality and gzip level. */
export interface CompressionSetting {
  brotli: number;
  gzip: number;
}

/** A body as stored, with its pre-compressed variants (none when no setting was given). */
export interface DigestedBody {
  stored: StoredBody;
  variants: CompressedVariants;
}

/**
 * Hashes a body (UTF-8 for strings) and compresses it per `setting`. `buildManifest` calls one for
 * every body it has not seen; the builder passes one that runs on its render threads.
 */
export type BodyDigester = (
  body: string | Uint8Array,
  setting: CompressionSetting | undefined,
) => Promise<DigestedBody>;

const encoder = new TextEncoder();
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** {@link BodyDigester} on this thread, for a thread that has nothing else to do (a render thread). */
export function digestBodySync(body: string | Uint8Array, setting: CompressionSetting | undefined): DigestedBody {
  const stored = storedBodyOf(body);
  if (setting === undefined) return { stored, variants: {} };
  const { bytes } = stored;
  return {
    stored,
    variants: keepSmaller(
      bytes,
      brotliCompressSync(bytes, brotliOptions(bytes, setting)),
      gzipSync(bytes, { level: setting.gzip }),
    ),
  };
}

/** {@link BodyDigester} that hashes here and compresses on libuv's thread pool. */
export async function digestBodyAsync(
  body: string | Uint8Array,
  setting: CompressionSetting | undefined,
): Promise<DigestedBody> {
  const stored = storedBodyOf(body);
  if (setting === undefined) return { stored, variants: {} };
  const { bytes } = stored;
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, brotliOptions(bytes, setting)),
    gzipAsync(bytes, { level: setting.gzip }),
  ]);
  return { stored, variants: keepSmaller(bytes, br, gz) };
}

/** The body's bytes (UTF-8 for strings) and their sha256. */
function storedBodyOf(body: string | Uint8Array): StoredBody {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  return { hash: hashContent(bytes), bytes };
}

function brotliOptions(bytes: Uint8Array, setting: CompressionSetting): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: setting.brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  };
}

/**
 * A variant is worth storing only when smaller than the body itself. Copied out of zlib's buffer,
 * so each variant owns its memory (a render thread transfers it to the parent).
 */
function keepSmaller(bytes: Uint8Array, br: Buffer, gz: Buffer): CompressedVariants {
  const variants: CompressedVariants = {};
  if (br.byteLength < bytes.byteLength) variants.br = { hash: hashContent(br), bytes: new Uint8Array(br) };
  if (gz.byteLength < bytes.byteLength) variants.gzip = { hash: hashContent(gz), bytes: new Uint8Array(gz) };
  return variants;
}
