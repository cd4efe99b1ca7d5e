import type { HexColor } from '@folio/docs-config';

type Rgb = [number, number, number];

/** WCAG's minimum contrast for normal-size text. */
const MIN_CONTRAST = 4.5;

/**
 * The shade of a hex colour that white text can sit on: the colour itself when white on it already
 * has 4.5:1 contrast, else the colour mixed with black, in 2% steps, until it does. Brand colours
 * are often bright (`#f80061`: white on it is 4.1:1); buttons and banners filled with them need
 * the darker shade to stay readable.
 */
export function solidShadeForWhiteText(color: HexColor): HexColor {
  const rgb = hexToRgb(color);
  for (let black = 0; black <= 100; black += 2) {
    const shade = rgb.map((channel) => Math.round((channel * (100 - black)) / 100)) as Rgb;
    if (contrastWithWhite(shade) >= MIN_CONTRAST) return toHex(shade);
  }
  return '#000000';
}

/**
 * The shade of a hex colour that reads as text on `background` with `minContrast`: the colour
 * itself when it already does, else mixed, in 2% steps, with black (light backgrounds) or white
 * (dark ones) until it does. Accent text in the page frame (the current sidebar link, tags, the
 * section being read) sits on the page or on a faint tint of the accent, so brand colours that
 * are too light (on white) or too dark (on black) need it.
 */
export function readableShade(color: HexColor, background: HexColor, minContrast: number): HexColor {
  const rgb = hexToRgb(color);
  const bg = hexToRgb(background);
  const toward = luminance(bg) > 0.5 ? 0 : 255;
  for (let mix = 0; mix <= 100; mix += 2) {
    const shade = rgb.map((channel) => Math.round((channel * (100 - mix) + toward * mix) / 100)) as [
      number,
      number,
      number,
    ];
    if (contrast(shade, bg) >= minContrast) return toHex(shade);
  }
  return toHex([toward, toward, toward]);
}

/** `amount` (0–1) of `color` over `background`, as CSS `color-mix(in srgb, …)` paints it. */
export function tint(color: HexColor, background: HexColor, amount: number): HexColor {
  const rgb = hexToRgb(color);
  const bg = hexToRgb(background);
  return toHex(rgb.map((channel, i) => Math.round(channel * amount + bg[i]! * (1 - amount))) as Rgb);
}

/** The channels of a `#rgb` / `#rrggbb` colour (the only kind docs-config lets through). */
function hexToRgb(color: HexColor): Rgb {
  const digits = color.length === 4 ? [...color.slice(1)].map((digit) => digit + digit) : color.slice(1).match(/../g)!;
  return digits.map((pair) => parseInt(pair, 16)) as Rgb;
}

/** Contrast ratio of white on a colour, by WCAG 2's relative luminance. */
function contrastWithWhite(rgb: Rgb): number {
  return contrast([255, 255, 255], rgb);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2's relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function toHex(rgb: Rgb): HexColor {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
