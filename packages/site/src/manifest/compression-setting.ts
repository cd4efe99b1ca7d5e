import type { SiteFile } from '../types.ts';
import type { CompressionSetting } from './digest-body.ts';

const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json))|\+xml|image\/svg\+xml/;
/** Hashed asset names (`/_folio/app.3f2a1c9d0e4b.js`) never change content: cached forever. */
export const IMMUTABLE_URL = /^\/_folio\/[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$/;
// Brotli 11 runs at about 1 MB/s: worth it once for a small immutable asset (the stylesheet and
// script, ~15 KB), not for anything large. Everything else gets quality 4. Measured on a 1,500-page
// site (111 MB of HTML, mostly sidebar): quality 4 gave 6.39 MB in 1.6 s of CPU, 5 gave 6.67 MB in
// 3.2 s, 6 gave 6.68 MB in 3.8 s (5 and up switch to a matcher that does worse on this markup).
const MAX_BEST_BROTLI_BYTES = 200 * 1024;
const BEST_BROTLI = 11;
const FAST_BROTLI = 4;
// gzip only serves clients without brotli. Same site, 300 of its pages (22 MB): level 6 gave
// 2.385 MB in 179 ms of CPU, level 4 2.418 MB (+1.4%) in 88 ms, level 1 2.478 MB in 41 ms.
const GZIP_LEVEL = 4;
// Below about a kilobyte compression saves less than one packet, and each variant is one more blob
// to store and upload (a 100-page site: ~200 of its ~520 blobs were variants of small bodies).
const MIN_COMPRESS_BYTES = 1024;

/**
 * How a file's body is compressed for the manifest, or undefined when it is not (binary types,
 * small bodies). `size` is the body's byte length when the caller has it; otherwise only the
 * bounds of a string's UTF-8 length are used (at least one and at most three bytes per UTF-16
 * unit), and its exact length is measured only near a threshold: measuring makes V8 flatten a
 * page's string, which the main thread would otherwise do for every page of a site.
 */
export function compressionSettingOf(file: SiteFile, size?: number): CompressionSetting | undefined {
  if (!TEXT_TYPE.test(file.contentType)) return undefined;
  const bytes = size === undefined ? byteLengthBounds(file.body) : { least: size, most: size };
  const exact = () => (typeof file.body === 'string' ? Buffer.byteLength(file.body) : file.body.byteLength);
  const atLeast = (threshold: number) =>
    bytes.least >= threshold ? true : bytes.most < threshold ? false : exact() >= threshold;
  if (!atLeast(MIN_COMPRESS_BYTES)) return undefined;
  // Hashed assets are compressed once and cached forever: spend the time on the best ratio.
  const isBestWorthIt = IMMUTABLE_URL.test(file.urlPath) && !atLeast(MAX_BEST_BROTLI_BYTES + 1);
  return { brotli: file.brotliQuality ?? (isBestWorthIt ? BEST_BROTLI : FAST_BROTLI), gzip: GZIP_LEVEL };
}

function byteLengthBounds(body: string | Uint8Array): { least: number; most: number } {
  if (typeof body !== 'string') return { least: body.byteLength, most: body.byteLength };
  return { least: body.length, most: body.length * 3 };
}
