import { imageSize } from 'image-size';

/**
 * Most pixels a raster picture drawn into a thumbnail may have (the logo, `thumbnails.background`,
 * or a picture embedded in either when it is an SVG): 24 megapixels, a 6000×4000 photograph. A
 * decoder holds every pixel at 4 bytes before anything is scaled down, so this bounds what one
 * picture costs (~100 MB and under a second); the 1200×630 card never needs more than a tenth of it.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;
/** How deep SVG pictures embedded in SVG pictures are followed before the image is refused. */
const MAX_SVG_NESTING = 4;

/** The raster types resvg decodes, by what `image-size` calls them, with their MIME type. */
const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
export const SVG_TYPE = 'image/svg+xml';

/** What the header of a picture says, read before anything decodes it. */
export type ImageMeasure =
  /** Fine to draw: its real type (from its bytes, not its name) and, for a raster, its size. */
  | { ok: true; type: string; width?: number; height?: number }
  /** Over {@link MAX_IMAGE_PIXELS}: the raster that is (the file itself, or one embedded in it). */
  | { ok: false; reason: 'too-large'; width: number; height: number; embedded: boolean }
  /** Not a picture resvg draws, or an SVG embedding one whose size cannot be read. */
  | { ok: false; reason: 'unreadable'; detail: string };

/**
 * Reads a picture's type and pixel size from its header (PNG IHDR, JPEG SOF, GIF screen, WebP
 * VP8/VP8L/VP8X) with `image-size`, never decoding it, and checks it against
 * {@link MAX_IMAGE_PIXELS}. An SVG is drawn at the size of the box it is drawn into whatever
 * width, height or viewBox it declares (measured: a 100000×100000 one costs what a small one
 * does), so its declared size is not held against it; the rasters it embeds (`data:` URLs, the
 * only pictures an SVG of a thumbnail may hold) are what would be decoded at full size, and are
 * measured the same way, SVGs in SVGs included.
 */
export function measureImage(bytes: Uint8Array): ImageMeasure {
  return measure(bytes, 0);
}

function measure(bytes: Uint8Array, depth: number): ImageMeasure {
  if (looksLikeSvg(bytes))
    return measureSvg(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), depth);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch (error) {
    return { ok: false, reason: 'unreadable', detail: (error as Error).message };
  }
  const type = size.type === undefined ? undefined : RASTER_TYPES[size.type];
  if (type === undefined || size.width === undefined || size.height === undefined)
    return {
      ok: false,
      reason: 'unreadable',
      detail: `a ${size.type ?? 'file of unknown type'}, not a PNG, JPEG, GIF or WebP picture`,
    };
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    return { ok: false, reason: 'too-large', width: size.width, height: size.height, embedded: depth > 0 };
  return { ok: true, type, width: size.width, height: size.height };
}

function measureSvg(svg: string, depth: number): ImageMeasure {
  if (depth > MAX_SVG_NESTING)
    return { ok: false, reason: 'unreadable', detail: `SVG pictures nested more than ${MAX_SVG_NESTING} deep` };
  for (const url of embeddedDataUrls(svg)) {
    const payload = decodeDataUrl(url);
    if (payload === undefined)
      return { ok: false, reason: 'unreadable', detail: 'it embeds a picture whose data cannot be read' };
    const inner = measure(payload, depth + 1);
    if (!inner.ok) return inner.reason === 'too-large' ? { ...inner, embedded: true } : inner;
  }
  return { ok: true, type: SVG_TYPE };
}

/** An SVG document: optional byte order mark, XML declaration, comments or doctype, then `<svg`. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('utf8');
  return /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}

/**
 * Every `data:` URL of a picture in an SVG, wherever it is (an `href`, a CSS `url()`), up to its
 * closing quote or parenthesis: those typed `image/…`, and those typed `text/plain` or not at all,
 * which resvg sniffs for a picture (other types, such as an embedded font, it does not draw).
 */
function embeddedDataUrls(svg: string): string[] {
  return [...svg.matchAll(/data:[^"')]*/gi)]
    .map((match) => match[0])
    .filter((url) => /^data:(?:image\/|text\/plain|[;,])/i.test(url));
}

/** The bytes of a `data:` URL (base64 or percent-encoded), or undefined when it is malformed. */
function decodeDataUrl(url: string): Uint8Array | undefined {
  const comma = url.indexOf(',');
  if (comma < 0) return undefined;
  const header = url.slice(0, comma);
  const data = url.slice(comma + 1);
  if (/;base64$/i.test(header)) {
    const compact = data.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return undefined;
    return Buffer.from(compact, 'base64');
  }
  // Percent-encoded: each %XX is a byte, anything else its UTF-8 bytes.
  return Buffer.from(
    data
      .replace(/%(?![0-9a-f]{2})/gi, '%25')
      .split(/(%[0-9a-f]{2})/i)
      .flatMap((part) =>
        /^%[0-9a-f]{2}$/i.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part, 'utf8')],
      ),
  );
}
