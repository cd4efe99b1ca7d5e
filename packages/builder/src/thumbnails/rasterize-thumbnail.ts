import { renderAsync } from '@resvg/resvg-js';
import { composeThumbnailSvg, type ThumbnailCard } from './compose-thumbnail-svg.ts';
import type { ThumbnailThreads } from './thumbnail-threads.ts';

/**
 * Draws a card as PNG with resvg: on `threads` when given (drawing and PNG encoding both off this
 * thread), else on libuv's thread pool (the PNG is then encoded here: fine for a few cards). Only
 * `fontFiles` are loaded, never the machine's fonts, so the image is the same on every machine.
 * A card the threads fail on is drawn here; one whose logo or background resvg cannot draw is
 * drawn without them.
 */
export async function rasterizeThumbnail(card: ThumbnailCard, fontFiles: readonly string[], threads?: ThumbnailThreads): Promise<Uint8Array> {
  const svg = composeThumbnailSvg(card);
  if (threads !== undefined) {
    try {
      return await threads.draw(svg, fontFiles, card.font.family);
    } catch {
      // A thread that died, or resvg refusing the card's pictures: tried again below.
    }
  }
  const options = { font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: card.font.family }, fitTo: { mode: 'original' as const }, logLevel: 'off' as const };
  try {
    return (await renderAsync(svg, options)).asPng();
  } catch {
    const { logo: _logo, background: _background, ...plain } = card;
    return (await renderAsync(composeThumbnailSvg(plain), options)).asPng();
  }
}
