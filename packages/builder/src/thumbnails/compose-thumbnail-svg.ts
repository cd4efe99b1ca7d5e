import type { HexColor } from '@folio/docs-config';
import { escapeHtml } from '@folio/html';
import type { FontMetrics } from './font-metrics.ts';
import { wrapText } from './wrap-text.ts';

/** Size of a generated thumbnail: the Open Graph large image card. */
const THUMBNAIL_WIDTH = 1200;
const THUMBNAIL_HEIGHT = 630;

/** Everything one page's card shows. Text is the tenant's data and is escaped here. */
export interface ThumbnailCard {
  siteName: string;
  /**
   * The site logo for this appearance, fitted to {@link LOGO_BOX}: a `data:` URL, or the
   * `imageReference` of a picture the drawing processes hold (absent: the site name is written).
   */
  logo?: string;
  /** The page's section (group or tab), above the title. */
  eyebrow?: string;
  title: string;
  /**
   * An API page's request line under the title: an OpenAPI operation's method (as a badge) and
   * path, or an AsyncAPI channel's address (method `CHANNEL`). Without a method, the path alone.
   */
  endpoint?: { method?: string; path: string };
  description?: string;
  appearance: 'light' | 'dark';
  /** Accent colour, as docs-config validated it: nothing in it can leave its attribute. */
  accent: HexColor;
  /** `thumbnails.background` fitted to {@link BACKGROUND_BOX}, drawn under the text: a `data:` URL or an `imageReference`. */
  background?: string;
  /** The family name written in the SVG, and the metrics of its regular and bold files. */
  font: { family: string; regular: FontMetrics; bold: FontMetrics };
}

const PAD = 80;
const TEXT_WIDTH = THUMBNAIL_WIDTH - 2 * PAD;
const TITLE = { size: 64, lineHeight: 74, maxLines: 3 };
const DESCRIPTION = { size: 30, lineHeight: 42, maxLines: 2 };
const EYEBROW = { size: 26 };
const ENDPOINT = { size: 32, badgeSize: 24, badgeHeight: 42, badgePad: 16, gap: 18 };
/** Method badge colours, as the site's API pages draw them (`.method-get` …): text on a tint. */
const METHOD_COLORS: Record<string, { light: [string, string]; dark: [string, string] }> = {
  GET: { light: ['#15803d', '#dcfce7'], dark: ['#86efac', '#14532d'] },
  POST: { light: ['#1d4ed8', '#dbeafe'], dark: ['#93c5fd', '#1e3a8a'] },
  PUT: { light: ['#b45309', '#fef3c7'], dark: ['#fcd34d', '#78350f'] },
  PATCH: { light: ['#7e22ce', '#f3e8ff'], dark: ['#d8b4fe', '#581c87'] },
  DELETE: { light: ['#b91c1c', '#fee2e2'], dark: ['#fca5a5', '#7f1d1d'] },
  CHANNEL: { light: ['#0f766e', '#ccfbf1'], dark: ['#5eead4', '#134e4a'] },
};
const OTHER_METHOD = { light: ['#374151', '#e5e7eb'], dark: ['#d1d5db', '#374151'] } as const;
const LOGO_HEIGHT = 48;

/** A box a picture is drawn into, and how it is fitted there (SVG `preserveAspectRatio`). */
export interface ImageBox {
  width: number;
  height: number;
  fit: string;
}
/** Where the logo goes: as large as fits, on the left. */
export const LOGO_BOX: ImageBox = { width: TEXT_WIDTH / 2, height: LOGO_HEIGHT, fit: 'xMinYMid meet' };
/** Where `thumbnails.background` goes: the whole card, cropped to cover it. */
export const BACKGROUND_BOX: ImageBox = { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'xMidYMid slice' };

/**
 * An SVG of exactly `box`'s size holding only the picture at `href`, fitted as the card fits it:
 * drawn once per build, it is the picture every card then copies pixel for pixel, so a large
 * picture is decoded and scaled down once, not once per card.
 */
export function fittedImageSvg(href: string, box: ImageBox): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}">` +
    `<image x="0" y="0" width="${box.width}" height="${box.height}" preserveAspectRatio="${box.fit}" href="${escapeHtml(href)}"/></svg>`
  );
}

const PALETTE = {
  light: { base: '#ffffff', title: '#0b0d12', body: '#4b5563', scrim: '#ffffff' },
  dark: { base: '#0b0d12', title: '#f9fafb', body: '#a1a7b3', scrim: '#0b0d12' },
};

/**
 * The SVG of a page's Open Graph card (1200×630): the logo (or site name) at the top, then at
 * the bottom the section as an eyebrow in the accent colour, the title (up to three lines,
 * ellipsised) and the description (up to two lines), over accent rings or the site's
 * background image. Text is escaped and wrapped here with the font's own widths, since resvg
 * draws text as given.
 */
export function composeThumbnailSvg(card: ThumbnailCard): string {
  const palette = PALETTE[card.appearance];
  const accent = card.accent;
  const family = escapeHtml(card.font.family);
  const title = wrapText(cleanText(card.title), TEXT_WIDTH, TITLE.maxLines, (text) =>
    card.font.bold.measure(text, TITLE.size),
  );
  const description =
    card.description === undefined
      ? []
      : wrapText(cleanText(card.description), TEXT_WIDTH, DESCRIPTION.maxLines, (text) =>
          card.font.regular.measure(text, DESCRIPTION.size),
        );
  const eyebrow =
    card.eyebrow === undefined
      ? []
      : wrapText(
          cleanText(card.eyebrow).toUpperCase(),
          TEXT_WIDTH,
          1,
          (text) => card.font.bold.measure(text, EYEBROW.size) * 1.08,
        );

  // The text block sits on the bottom margin, growing upwards: short titles stay low, like a caption.
  let y = THUMBNAIL_HEIGHT - PAD;
  const parts: string[] = [];
  for (const [i, line] of [...description].reverse().entries()) {
    parts.unshift(textLine(line, y - i * DESCRIPTION.lineHeight, DESCRIPTION.size, 400, palette.body, family));
  }
  if (description.length > 0) y -= (description.length - 1) * DESCRIPTION.lineHeight + DESCRIPTION.size + 28;
  if (card.endpoint !== undefined) {
    parts.unshift(endpointLine(card.endpoint, y, card, palette.title, family));
    y -= ENDPOINT.badgeHeight + 26;
  }
  for (const [i, line] of [...title].reverse().entries()) {
    parts.unshift(textLine(line, y - i * TITLE.lineHeight, TITLE.size, 600, palette.title, family, -1.2));
  }
  y -= (title.length - 1) * TITLE.lineHeight + TITLE.size + 22;
  if (eyebrow.length > 0) parts.unshift(textLine(eyebrow[0]!, y, EYEBROW.size, 600, accent, family, 2));

  const header =
    card.logo !== undefined
      ? `<image x="${PAD}" y="${PAD - 8}" width="${LOGO_BOX.width}" height="${LOGO_BOX.height}" preserveAspectRatio="${LOGO_BOX.fit}" href="${escapeHtml(card.logo)}"/>`
      : textLine(
          wrapText(cleanText(card.siteName), TEXT_WIDTH, 1, (text) => card.font.bold.measure(text, 34))[0] ?? '',
          PAD + 30,
          34,
          600,
          palette.title,
          family,
          -0.4,
        );

  const backdrop =
    card.background !== undefined
      ? `<image x="0" y="0" width="${BACKGROUND_BOX.width}" height="${BACKGROUND_BOX.height}" preserveAspectRatio="${BACKGROUND_BOX.fit}" href="${escapeHtml(card.background)}"/>` +
        // A veil from the text side keeps the words legible over any picture.
        `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#veil)"/>`
      : rings(accent, card.appearance);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}">` +
    '<defs>' +
    `<linearGradient id="veil" x1="0" y1="1" x2="0.6" y2="0"><stop offset="0" stop-color="${palette.scrim}" stop-opacity="0.92"/><stop offset="0.6" stop-color="${palette.scrim}" stop-opacity="0.7"/><stop offset="1" stop-color="${palette.scrim}" stop-opacity="0.25"/></linearGradient>` +
    '</defs>' +
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="${palette.base}"/>` +
    backdrop +
    `<rect x="0" y="${THUMBNAIL_HEIGHT - 10}" width="${THUMBNAIL_WIDTH}" height="10" fill="${accent}"/>` +
    header +
    parts.join('') +
    '</svg>'
  );
}

/**
 * Three accent rings from the top right corner: the site's colour without a gradient, which
 * would cost a third more time to draw and twice the bytes (a thousand pages, a thousand cards).
 */
function rings(accent: string, appearance: 'light' | 'dark'): string {
  const opacity = appearance === 'dark' ? [0.1, 0.12, 0.16] : [0.07, 0.08, 0.1];
  return [330, 220, 110]
    .map((r, i) => `<circle cx="${THUMBNAIL_WIDTH - 50}" cy="40" r="${r}" fill="${accent}" opacity="${opacity[i]}"/>`)
    .join('');
}

/** The method badge (a rounded tint with the method in bold) and the path beside it, on baseline `y`. */
function endpointLine(
  endpoint: { method?: string; path: string },
  y: number,
  card: ThumbnailCard,
  fill: string,
  family: string,
): string {
  let x = PAD;
  let badge = '';
  const method = endpoint.method === undefined ? '' : cleanText(endpoint.method).toUpperCase();
  if (method !== '') {
    const [color, tint] = (METHOD_COLORS[method] ?? OTHER_METHOD)[card.appearance];
    const width = Math.ceil(card.font.bold.measure(method, ENDPOINT.badgeSize) * 1.06) + 2 * ENDPOINT.badgePad;
    const top = y - ENDPOINT.size + 2;
    badge =
      `<rect x="${x}" y="${top}" width="${width}" height="${ENDPOINT.badgeHeight}" rx="10" fill="${tint}"/>` +
      `<text x="${x + ENDPOINT.badgePad}" y="${top + ENDPOINT.badgeHeight / 2 + ENDPOINT.badgeSize * 0.36}" font-family="${family}" font-size="${ENDPOINT.badgeSize}" font-weight="700" fill="${color}" letter-spacing="1">${escapeHtml(method)}</text>`;
    x += width + ENDPOINT.gap;
  }
  const path =
    wrapText(cleanText(endpoint.path), THUMBNAIL_WIDTH - PAD - x, 1, (text) =>
      card.font.regular.measure(text, ENDPOINT.size),
    )[0] ?? '';
  return `${badge}<text x="${x}" y="${y}" font-family="${family}" font-size="${ENDPOINT.size}" font-weight="400" fill="${fill}">${escapeHtml(path)}</text>`;
}

function textLine(
  text: string,
  y: number,
  size: number,
  weight: number,
  fill: string,
  family: string,
  spacing = 0,
): string {
  const letterSpacing = spacing === 0 ? '' : ` letter-spacing="${spacing}"`;
  return `<text x="${PAD}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}"${letterSpacing}>${escapeHtml(text)}</text>`;
}

/** Text as one line of characters XML allows (control characters would make the SVG invalid). */
function cleanText(text: string): string {
  return text
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: it removes exactly the control characters XML 1.0 forbids
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}
