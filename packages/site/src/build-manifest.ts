import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Redirect } from '@folio/docs-config';
import { hashContent } from './hash-content.ts';
import { ManifestCache, type CompressedVariants, type StoredBody } from './manifest-cache.ts';
import type { ManifestEntry, SiteFile, SiteManifest } from './types.ts';

/** Options of `buildManifest`. */
export interface BuildManifestOptions {
  /** Hashes and variants of earlier builds of the same site: a rebuild compresses only new bodies. */
  cache?: ManifestCache;
  /** Bodies compressed at once (each runs brotli and gzip on libuv's thread pool). Default 4. */
  concurrency?: number;
}

const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json))|\+xml|image\/svg\+xml/;
// Hashed asset names (`/_folio/app.3f2a1c9d0e4b.js`) never change content: cache forever.
const IMMUTABLE = /^\/_folio\/[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$/;
// Brotli 11 runs at about 1 MB/s: worth it once for a small immutable asset (the stylesheet and
// script, ~15 KB), not for anything large. Everything else gets quality 4. Measured on a 1,500-page
// site (111 MB of HTML, mostly sidebar): quality 4 gave 6.39 MB in 1.6 s of CPU, 5 gave 6.67 MB in
// 3.2 s, 6 gave 6.68 MB in 3.8 s (5 and up switch to a matcher that does worse on this markup).
const MAX_BEST_BROTLI_BYTES = 200 * 1024;
const BEST_BROTLI = 11;
const FAST_BROTLI = 4;
// gzip only serves clients without brotli. Same site: level 6 gave 10.92 MB in 1.9 s of CPU,
// level 9 10.61 MB (-3%) in 5.5 s.
const GZIP_LEVEL = 6;
// Below about a kilobyte compression saves less than one packet, and each variant is one more blob
// to store and upload (a 100-page site: ~200 of its ~520 blobs were variants of small bodies).
const MIN_COMPRESS_BYTES = 1024;

const encoder = new TextEncoder();
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Turns site files into a content-addressed deployment: every body stored once under its sha256,
 * every text body also pre-compressed with brotli and gzip (a variant is kept only when smaller),
 * and a manifest mapping each URL path to its blob (format in packages/site/README.md). The
 * redirect list comes from `_folio/redirects.json` written by `renderSite`; `notFound` is `/404`.
 *
 * Compression runs on libuv's thread pool (`concurrency` bodies at a time), so it uses every core
 * while this thread hashes the next files. Identical input gives an identical manifest, with or
 * without `options.cache`.
 */
export async function buildManifest(
  files: readonly SiteFile[],
  options: BuildManifestOptions = {},
): Promise<{ manifest: SiteManifest; blobs: Map<string, Uint8Array> }> {
  const cache = options.cache ?? new ManifestCache();
  const concurrency = Number.isFinite(options.concurrency) ? Math.max(1, Math.floor(options.concurrency!)) : 4;
  cache.begin();
  const stored: StoredBody[] = [];
  // Variants by body hash and compression setting; the setting of a body is chosen by the first
  // file that has it (a body can be both a hashed asset and a page).
  const variantKeyOf = new Map<string, string | undefined>();
  const variantsOf = new Map<string, CompressedVariants>();
  const running = new Set<Promise<void>>();
  for (const file of files) {
    let body = cache.body(file);
    if (body === undefined) {
      const bytes = typeof file.body === 'string' ? encoder.encode(file.body) : file.body;
      body = { hash: hashContent(bytes), bytes };
      cache.setBody(file, body);
    }
    stored.push(body);
    if (variantKeyOf.has(body.hash)) continue;
    const setting = compressionOf(file, body.bytes.byteLength);
    const key = setting === undefined ? undefined : `${body.hash} br${setting.brotli} gzip${setting.gzip}`;
    variantKeyOf.set(body.hash, key);
    if (setting === undefined || key === undefined) continue;
    const cached = cache.variants(key);
    if (cached !== undefined) {
      variantsOf.set(key, cached);
      continue;
    }
    // Bounded: each job holds its input and output buffers until it is done.
    while (running.size >= concurrency) await Promise.race(running);
    const bytes = body.bytes;
    const job = compress(bytes, setting).then((variants) => {
      variantsOf.set(key, variants);
      cache.setVariants(key, variants);
      running.delete(job);
    });
    running.add(job);
  }
  await Promise.all(running);
  cache.end();

  const blobs = new Map<string, Uint8Array>();
  const manifest: SiteManifest = { version: 1, files: {}, redirects: [], notFound: '/404' };
  files.forEach((file, index) => {
    const { hash, bytes } = stored[index]!;
    const key = variantKeyOf.get(hash);
    const compressed = key === undefined ? {} : (variantsOf.get(key) ?? {});
    const variants: ManifestEntry['variants'] = {};
    if (!blobs.has(hash)) blobs.set(hash, bytes);
    if (compressed.br !== undefined) {
      variants.br = compressed.br.hash;
      if (!blobs.has(compressed.br.hash)) blobs.set(compressed.br.hash, compressed.br.bytes);
    }
    if (compressed.gzip !== undefined) {
      variants.gzip = compressed.gzip.hash;
      if (!blobs.has(compressed.gzip.hash)) blobs.set(compressed.gzip.hash, compressed.gzip.bytes);
    }
    const cacheControl = IMMUTABLE.test(file.urlPath) ? 'immutable' : 'revalidate';
    manifest.files[file.urlPath] = { blob: hash, contentType: file.contentType, size: bytes.byteLength, variants, cacheControl };
    if (file.urlPath === '/_folio/redirects.json') manifest.redirects = parseRedirects(bytes);
  });
  return { manifest, blobs };
}

/** How a file's body is compressed, or undefined when it is not (binary types, empty bodies). */
function compressionOf(file: SiteFile, size: number): { brotli: number; gzip: number } | undefined {
  if (size < MIN_COMPRESS_BYTES || !TEXT_TYPE.test(file.contentType)) return undefined;
  // Hashed assets are compressed once and cached forever: spend the time on the best ratio.
  const isBestWorthIt = IMMUTABLE.test(file.urlPath) && size <= MAX_BEST_BROTLI_BYTES;
  return { brotli: isBestWorthIt ? BEST_BROTLI : FAST_BROTLI, gzip: GZIP_LEVEL };
}

async function compress(bytes: Uint8Array, setting: { brotli: number; gzip: number }): Promise<CompressedVariants> {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: setting.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: setting.gzip }),
  ]);
  const variants: CompressedVariants = {};
  // A variant is worth storing only when smaller than the body itself.
  if (br.byteLength < bytes.byteLength) variants.br = { hash: hashContent(br), bytes: new Uint8Array(br) };
  if (gz.byteLength < bytes.byteLength) variants.gzip = { hash: hashContent(gz), bytes: new Uint8Array(gz) };
  return variants;
}

function parseRedirects(bytes: Uint8Array): Redirect[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    if (!Array.isArray(value)) return [];
    return value.filter(
      (r): r is Redirect => typeof r === 'object' && r !== null && typeof r.source === 'string' && typeof r.destination === 'string',
    );
  } catch {
    return [];
  }
}
