import { createHash } from 'node:crypto';
import type { RepoReader } from '../repo-reader.ts';
import { measureImage, SVG_TYPE } from './measure-image.ts';

/** Extensions of the pictures resvg draws. */
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg']);
/** Larger pictures would slow every card down; a logo or background never needs this much. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A repository picture to draw into cards, or one refused for its pixel size. */
export type RepositoryImage =
  /** `url`: a `data:` URL of the picture as its bytes say it is; `hash`: of its bytes, for cache keys. */
  | { file: string; url: string; hash: string }
  /** Over `MAX_IMAGE_PIXELS`: `embedded` when the file is an SVG and the raster is inside it. */
  | { file: string; tooLarge: { width: number; height: number; embedded: boolean } };

/**
 * A repository image (`/images/og.png`, `logo/dark.svg`) as a `data:` URL to embed in a card.
 * Its type and pixel size come from its header (see `measureImage`), before anything decodes
 * it: a picture over the pixel budget comes back as `tooLarge`. Undefined for a remote URL (never
 * downloaded), a missing or oversized file, a type resvg cannot draw (whatever its name says), and
 * an SVG that refers to anything outside itself (resvg would read that from the build machine's
 * disk) or embeds a picture whose size cannot be read.
 */
export async function readImageAsDataUrl(reference: string, reader: RepoReader): Promise<RepositoryImage | undefined> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('//')) return undefined;
  const file = reference.replace(/[?#].*$/, '').replace(/^\/+/, '');
  if (!IMAGE_EXTENSIONS.has(file.slice(file.lastIndexOf('.') + 1).toLowerCase())) return undefined;
  const bytes = await reader.readBytes(file);
  if (bytes === undefined || bytes.byteLength === 0 || bytes.byteLength > MAX_IMAGE_BYTES) return undefined;
  const measure = measureImage(bytes);
  if (!measure.ok)
    return measure.reason === 'too-large'
      ? { file, tooLarge: { width: measure.width, height: measure.height, embedded: measure.embedded } }
      : undefined;
  if (measure.type === SVG_TYPE && refersOutside(Buffer.from(bytes).toString('utf8'))) return undefined;
  return {
    file,
    url: `data:${measure.type};base64,${Buffer.from(bytes).toString('base64')}`,
    hash: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** An SVG linking to a file or URL (`href`, `url(...)`, `@import`) rather than to itself or data. */
function refersOutside(svg: string): boolean {
  if (/\bhref\s*=\s*["']\s*(?!#|data:)/i.test(svg)) return true;
  if (/url\(\s*["']?\s*(?!#|data:)/i.test(svg)) return true;
  return /@import/i.test(svg);
}
