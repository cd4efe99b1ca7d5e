import { renderAsync } from '@resvg/resvg-js';
import { composeThumbnailSvg, type ThumbnailCard } from './compose-thumbnail-svg.ts';

/**
 * Draws a card as PNG with resvg, on libuv's thread pool (not this thread). Only `fontFiles` are
 * loaded, never the machine's fonts, so the image is the same on every machine. A card whose
 * logo or background resvg cannot draw is drawn again without them.
 */
export async function rasterizeThumbnail(card: ThumbnailCard, fontFiles: readonly string[]): Promise<Uint8Array> {
  const options = { font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: card.font.family }, fitTo: { mode: 'original' as const }, logLevel: 'off' as const };
  try {
    return (await renderAsync(composeThumbnailSvg(card), options)).asPng();
  } catch {
    const { logo: _logo, background: _background, ...plain } = card;
    return (await renderAsync(composeThumbnailSvg(plain), options)).asPng();
  }
}
