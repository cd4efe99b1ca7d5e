import { renderAsync } from '@resvg/resvg-js';
import { composeThumbnailSvg, type ThumbnailCard } from './compose-thumbnail-svg.ts';
import type { ThumbnailProcesses } from './thumbnail-processes.ts';
import { interFont } from './thumbnail-font.ts';

/**
 * Draws a card as PNG in the drawing processes, with only `fontFiles` (never the machine's
 * fonts, so the image is the same on every machine). Rejects with a `ThumbnailDrawError` when
 * the card cannot be drawn there.
 */
export function rasterizeThumbnail(
  card: ThumbnailCard,
  fontFiles: readonly string[],
  processes: ThumbnailProcesses,
): Promise<Uint8Array> {
  return processes.draw(composeThumbnailSvg(card), fontFiles, card.font.family);
}

/**
 * The card with nothing of the repository's but its words: no logo, no background, in Folio's
 * Inter. What a page gets when its real card could not be drawn; drawn in this process (on
 * libuv's threads), which is safe because no byte of it was decoded from the repository.
 */
export async function rasterizePlainThumbnail(card: ThumbnailCard): Promise<Uint8Array> {
  const inter = interFont();
  const { logo: _logo, background: _background, ...words } = card;
  const plain: ThumbnailCard = { ...words, font: { family: inter.family, regular: inter.regular, bold: inter.bold } };
  const options = {
    font: { fontFiles: [...inter.files], loadSystemFonts: false, defaultFontFamily: inter.family },
    fitTo: { mode: 'original' as const },
    logLevel: 'off' as const,
  };
  return (await renderAsync(composeThumbnailSvg(plain), options)).asPng();
}
