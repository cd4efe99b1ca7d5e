import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Redirect } from '@folio/docs-config';
import { hashContent } from './hash-content.ts';
import type { ManifestEntry, SiteFile, SiteManifest } from './types.ts';

const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json))|\+xml|image\/svg\+xml/;
// Hashed asset names (`/_folio/app.3f2a1c9d0e4b.js`) never change content: cache forever.
const IMMUTABLE = /^\/_folio\/[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/**
 * Turns site files into a content-addressed deployment: every body stored once under its sha256,
 * every text body also pre-compressed with brotli and gzip (a variant is kept only when smaller),
 * and a manifest mapping each URL path to its blob (format in packages/site/README.md). The
 * redirect list comes from `_folio/redirects.json` written by `renderSite`; `notFound` is `/404`.
 */
export function buildManifest(files: readonly SiteFile[]): { manifest: SiteManifest; blobs: Map<string, Uint8Array> } {
  const blobs = new Map<string, Uint8Array>();
  const compressed = new Map<string, ManifestEntry['variants']>();
  const store = (bytes: Uint8Array) => {
    const hash = hashContent(bytes);
    if (!blobs.has(hash)) blobs.set(hash, bytes);
    return hash;
  };
  const manifest: SiteManifest = { version: 1, files: {}, redirects: [], notFound: '/404' };
  for (const file of files) {
    const bytes = typeof file.body === 'string' ? new Uint8Array(Buffer.from(file.body, 'utf8')) : file.body;
    const blob = store(bytes);
    const immutable = IMMUTABLE.test(file.urlPath);
    let variants = compressed.get(blob);
    if (variants === undefined) {
      variants = {};
      if (TEXT_TYPE.test(file.contentType) && bytes.byteLength > 0) {
        // Hashed assets are compressed once and cached forever: spend the time on the best ratio.
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: immutable ? 11 : 6,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        });
        if (br.byteLength < bytes.byteLength) variants.br = store(new Uint8Array(br));
        const gzip = gzipSync(bytes, { level: 9 });
        if (gzip.byteLength < bytes.byteLength) variants.gzip = store(new Uint8Array(gzip));
      }
      compressed.set(blob, variants);
    }
    manifest.files[file.urlPath] = { blob, contentType: file.contentType, size: bytes.byteLength, variants: { ...variants }, cacheControl: immutable ? 'immutable' : 'revalidate' };
    if (file.urlPath === '/_folio/redirects.json') manifest.redirects = parseRedirects(bytes);
  }
  return { manifest, blobs };
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
