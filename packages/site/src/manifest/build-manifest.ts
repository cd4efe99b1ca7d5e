import { parseBasePath, RESTRICTED_SEGMENT_START, type ManifestEntry, type SiteManifest } from '@folio/deployment';
import type { Redirect } from '@folio/docs-config';
import { URL_STYLE_URL } from '../outputs/add-trailing-slashes.ts';
import { BASE_PATH_URL } from '../outputs/add-base-path.ts';
import { SITE_NAVIGATION_URL } from '../outputs/site-navigation-format.ts';
import { CSP_SOURCES_URL, cspSourcesOfFiles } from '../policy/csp-sources.ts';
import { digestBodyAsync, type BodyDigester, type CompressionSetting, type DigestedBody } from './digest-body.ts';
import { ManifestCache, type CompressedVariants, type StoredBody } from './manifest-cache.ts';
import { compressionSettingOf, IMMUTABLE_URL } from './compression-setting.ts';
import type { SiteFile } from '../types.ts';

/** Options of `buildManifest`. */
export interface BuildManifestOptions {
  /** Hashes and variants of earlier builds of the same site: a rebuild compresses only new bodies. */
  cache?: ManifestCache;
  /** Bodies digested at once. Default 4. */
  concurrency?: number;
  /**
   * Hashes and compresses one body. Default: hashing on this thread, compression on libuv's
   * thread pool; the builder passes one that runs on its render threads.
   */
  digest?: BodyDigester;
  /**
   * A digest of this very file object begun earlier (with `compressionSettingOf(file)`), while the
   * site was still being laid out, or undefined. Used only when the cache holds no variants (a
   * cold build), where each body is compressed per its own file's setting anyway.
   */
  started?: (file: SiteFile) => Promise<DigestedBody> | undefined;
}

/**
 * Turns site files into a content-addressed deployment: every body stored once under its sha256,
 * every text body of a kilobyte or more also pre-compressed with brotli and gzip (a variant is
 * kept only when smaller), and a manifest mapping each URL path to its blob (format in
 * packages/deployment/README.md). The redirect list comes from `_folio/redirects.json` written by
 * `renderSite`; `notFound` is `/404`.
 *
 * Bodies are digested `concurrency` at a time by `options.digest` (so hashing and compression can
 * use every core). Identical input gives an identical manifest, with or without `options.cache`,
 * whatever order the digests finish in: a body shared by several files is compressed per the first
 * of them.
 */
export async function buildManifest(
  files: readonly SiteFile[],
  options: BuildManifestOptions = {},
): Promise<{ manifest: SiteManifest; blobs: Map<string, Uint8Array> }> {
  const cache = options.cache ?? new ManifestCache();
  const concurrency = Number.isFinite(options.concurrency) ? Math.max(1, Math.floor(options.concurrency!)) : 4;
  const digest = options.digest ?? digestBodyAsync;
  cache.begin();

  // 1. Every body not seen before is hashed, and compressed per its own file's setting; when the
  //    cache holds variants (a rebuild, maybe from a snapshot whose file objects are new), it is only
  //    hashed here, and step 2 compresses just the bodies the cache has no variants for.
  const stored: StoredBody[] = new Array(files.length);
  const digested: Array<DigestedBody | undefined> = new Array(files.length);
  const hashFirst = cache.holdsVariants();
  // Largest bodies first: in file order the search index and llms-full.txt (megabytes each) came
  // last, and one thread compressed them while the others had nothing left to do.
  const largestFirst = files.map((_, index) => index).sort((a, b) => sizeOf(files[b]!) - sizeOf(files[a]!));
  await runBounded(files.length, concurrency, async (order) => {
    const index = largestFirst[order]!;
    const file = files[index]!;
    const known = cache.body(file);
    if (known !== undefined) {
      stored[index] = known;
      return;
    }
    const result = await (hashFirst
      ? digest(file.body, undefined)
      : (options.started?.(file) ?? digest(file.body, compressionSettingOf(file))));
    stored[index] = result.stored;
    if (!hashFirst) digested[index] = result;
    cache.setBody(file, result.stored);
  });

  // 2. In file order, each body's setting is its first file's; its variants come from the cache,
  //    from that file's digest, or are compressed now (a known body with a new setting).
  const variantKeyOf = new Map<string, string | undefined>();
  const variantsOf = new Map<string, CompressedVariants>();
  const missing: Array<{ key: string; bytes: Uint8Array; setting: CompressionSetting }> = [];
  files.forEach((file, index) => {
    const { hash, bytes } = stored[index]!;
    if (variantKeyOf.has(hash)) return;
    const setting = compressionSettingOf(file, bytes.byteLength);
    const key = setting === undefined ? undefined : variantKey(hash, setting);
    variantKeyOf.set(hash, key);
    if (setting === undefined || key === undefined) return;
    const cached = cache.variants(key);
    if (cached !== undefined) variantsOf.set(key, cached);
    else if (digested[index] !== undefined) variantsOf.set(key, digested[index]!.variants);
    else missing.push({ key, bytes, setting });
  });
  await runBounded(missing.length, concurrency, async (index) => {
    const { key, bytes, setting } = missing[index]!;
    variantsOf.set(key, (await digest(bytes, setting)).variants);
  });
  for (const key of new Set(variantKeyOf.values())) {
    if (key !== undefined && !cache.has(key)) cache.setVariants(key, variantsOf.get(key) ?? {});
  }
  cache.end();

  // 3. The manifest and the blobs it names.
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
    const cacheControl = IMMUTABLE_URL.test(file.urlPath) ? 'immutable' : 'revalidate';
    manifest.files[file.urlPath] = {
      blob: hash,
      contentType: file.contentType,
      size: bytes.byteLength,
      variants,
      cacheControl,
      ...(file.groups === undefined ? {} : { groups: file.groups }),
      ...readerFilterOf(file),
    };
    if (file.urlPath === '/_folio/redirects.json') manifest.redirects = parseRedirects(bytes);
    if (file.urlPath === CSP_SOURCES_URL) {
      const sources = cspSourcesOfFiles([file]);
      if (sources !== undefined) manifest.cspSources = sources;
    }
    if (file.urlPath === URL_STYLE_URL && isTrailingSlashStyle(bytes)) manifest.trailingSlash = true;
    if (file.urlPath === BASE_PATH_URL) {
      const basePath = basePathOf(bytes);
      if (basePath !== undefined) manifest.basePath = basePath;
    }
  });
  return { manifest, blobs };
}

function variantKey(hash: string, setting: CompressionSetting): string {
  return `${hash} br${setting.brotli} gzip${setting.gzip}`;
}

/** A body's size for scheduling: UTF-16 units of a string (measuring its bytes would flatten it). */
function sizeOf(file: SiteFile): number {
  return typeof file.body === 'string' ? file.body.length : file.body.byteLength;
}

/** Runs `task(0 … count-1)`, at most `concurrency` at once. */
async function runBounded(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
}

function basePathOf(bytes: Uint8Array): string | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    const basePath = (value as { basePath?: unknown } | null)?.basePath;
    const check = parseBasePath(basePath);
    return check.ok && check.basePath !== null ? check.basePath : undefined;
  } catch {
    return undefined;
  }
}

function isTrailingSlashStyle(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    return typeof value === 'object' && value !== null && (value as { trailingSlash?: unknown }).trailingSlash === true;
  } catch {
    return false;
  }
}

function parseRedirects(bytes: Uint8Array): Redirect[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    if (!Array.isArray(value)) return [];
    return value.filter(
      (r): r is Redirect =>
        typeof r === 'object' && r !== null && typeof r.source === 'string' && typeof r.destination === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * How the edge changes a file for each reader (`ManifestEntry.readerFilter`): the navigation data
 * of a site with restricted pages, and any text file holding restricted segments.
 */
function readerFilterOf(file: SiteFile): Pick<ManifestEntry, 'readerFilter'> {
  if (typeof file.body !== 'string') return {};
  if (file.urlPath === SITE_NAVIGATION_URL)
    return file.body.includes('"groups":') ? { readerFilter: 'navigation' } : {};
  return file.body.includes(RESTRICTED_SEGMENT_START) ? { readerFilter: 'segments' } : {};
}
