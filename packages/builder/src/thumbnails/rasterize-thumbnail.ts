import { renderAsync } from '@resvg/resvg-js';
import { composeThumbnailSvg, type ThumbnailCard } from './compose-thumbnail-svg.ts';
import { encodePng } from './encode-png.ts';

/**
 * Draws a card as PNG with resvg, on libuv's thread pool, and encodes it there too (`encodePng`):
 * this thread only composes the SVG and copies the pixels. Only `fontFiles` are
 * loaded, never the machine's fonts, so the image is the same on every machine. A card whose
 * logo or background resvg cannot draw is drawn again without them.
 */
export async function rasterizeThumbnail(card: ThumbnailCard, fontFiles: readonly string[]): Promise<Uint8Array> {
  const options = { font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: card.font.family }, fitTo: { mode: 'original' as const }, logLevel: 'off' as const };
  let image;
  try {
    image = await renderAsync(composeThumbnailSvg(card), options);
  } catch {
    const { logo: _logo, background: _background, ...plain } = card;
    image = await renderAsync(composeThumbnailSvg(plain), options);
  }
  return encodePng(image.pixels, image.width, image.height);
}
