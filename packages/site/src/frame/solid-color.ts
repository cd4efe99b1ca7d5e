/** WCAG's minimum contrast for normal-size text. */
const MIN_CONTRAST = 4.5;

/**
 * The shade of a hex colour that white text can sit on: the colour itself when white on it already
 * has 4.5:1 contrast, else the colour mixed with black, in 2% steps, until it does. Brand colours
 * are often bright (`#f80061`: white on it is 4.1:1); buttons and banners filled with them need
 * the darker shade to stay readable. Undefined for anything but `#rgb` / `#rrggbb`.
 */
export function solidShadeForWhiteText(color: string): string | undefined {
  const rgb = parseHex(color.trim());
  if (rgb === undefined) return undefined;
  for (let black = 0; black <= 100; black += 2) {
    const shade = rgb.map((channel) => Math.round((channel * (100 - black)) / 100)) as [number, number, number];
    if (contrastWithWhite(shade) >= MIN_CONTRAST) return toHex(shade);
  }
  return '#000000';
}

/**
 * The shade of a hex colour that reads as text on `background` with `minContrast`: the colour
 * itself when it already does, else mixed, in 2% steps, with black (light backgrounds) or white
 * (dark ones) until it does. Accent text in the page frame (the current sidebar link, tags, the
 * section being read) sits on the page or on a faint tint of the accent, so brand colours that
 * are too light (on white) or too dark (on black) need it. Undefined for colours it cannot read.
 */
export function readableShade(color: string, background: string, minContrast: number): string | undefined {
  const rgb = parseHex(color.trim());
  const bg = parseHex(background.trim());
  if (rgb === undefined || bg === undefined) return undefined;
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

/** `amount` (0–1) of `color` over `background`, as CSS `color-mix(in srgb, …)` paints it; undefined for non-hex colours. */
export function tint(color: string, background: string, amount: number): string | undefined {
  const rgb = parseHex(color.trim());
  const bg = parseHex(background.trim());
  if (rgb === undefined || bg === undefined) return undefined;
  return toHex(
    rgb.map((channel, i) => Math.round(channel * amount + bg[i]! * (1 - amount))) as [number, number, number],
  );
}

function parseHex(color: string): [number, number, number] | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short)
    return [parseInt(short[1]! + short[1], 16), parseInt(short[2]! + short[2], 16), parseInt(short[3]! + short[3], 16)];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (long) return [parseInt(long[1]!, 16), parseInt(long[2]!, 16), parseInt(long[3]!, 16)];
  return undefined;
}

/** Contrast ratio of white on a colour, by WCAG 2's relative luminance. */
function contrastWithWhite(rgb: [number, number, number]): number {
  return contrast([255, 255, 255], rgb);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2's relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
