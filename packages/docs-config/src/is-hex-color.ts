import type { HexColor } from './model/colors.ts';

/** The reference's one colour rule (`hexColor` in its schema): `#rgb` or `#rrggbb`. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Whether a docs.json string is a colour Folio honours. Only such a value can reach a stylesheet,
 * a style attribute or a thumbnail: nothing in it can close a CSS declaration.
 */
export function isHexColor(value: string): value is HexColor {
  return HEX_COLOR.test(value);
}
