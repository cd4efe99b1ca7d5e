import { createHash } from 'node:crypto';
import type { RepoReader } from '../repo-reader.ts';

/** Image types resvg draws, by extension. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
/** Larger pictures would slow every card down; a logo or background never needs this much. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A repository image (`/images/og.png`, `logo/dark.svg`) as a `data:` URL to embed in a card,
 * with the hash of its bytes for cache keys. Undefined for a remote URL (never downloaded), a
 * missing or oversized file, a type resvg cannot draw, and an SVG that refers to anything outside
 * itself (resvg would read that from the build machine's disk).
 */
export async function readImageAsDataUrl(reference: string, reader: RepoReader): Promise<{ url: string; hash: string } | undefined> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('//')) return undefined;
  const path = reference.replace(/[?#].*$/, '').replace(/^\/+/, '');
  const type = IMAGE_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (type === undefined) return undefined;
  const bytes = await reader.readBytes(path);
  if (bytes === undefined || bytes.byteLength === 0 || bytes.byteLength > MAX_IMAGE_BYTES) return undefined;
  if (type === 'image/svg+xml' && refersOutside(Buffer.from(bytes).toString('utf8'))) return undefined;
  return { url: `data:${type};base64,${Buffer.from(bytes).toString('base64')}`, hash: createHash('sha256').update(bytes).digest('hex') };
}

/** An SVG linking to a file or URL (`href`, `url(...)`, `@import`) rather than to itself or data. */
function refersOutside(svg: string): boolean {
  if (/\bhref\s*=\s*["']\s*(?!#|data:)/i.test(svg)) return true;
  if (/url\(\s*["']?\s*(?!#|data:)/i.test(svg)) return true;
  return /@import/i.test(svg);
}
