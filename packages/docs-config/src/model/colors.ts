/**
 * A colour as the reference accepts it in docs.json: `#rgb` or `#rrggbb`, kept as written (case
 * included) so output bytes follow the file. Only `readColor`/`isHexColor` produce one from a
 * string; code downstream trusts it and never re-checks it.
 */
export type HexColor = `#${string}`;

/** `colors`: the site's accent (`primary`), and its shades for dark (`light`) and light (`dark`) backgrounds. */
export interface Colors {
  primary: HexColor;
  light?: HexColor;
  dark?: HexColor;
}

/** A colour per colour scheme, as docs.json writes it: `{ "light": "#…", "dark": "#…" }`. */
export interface SchemeColor {
  light?: HexColor;
  dark?: HexColor;
}

/** `colors.primary` when docs.json has none, or one Folio cannot honour (COMPAT.md). */
export const DEFAULT_PRIMARY_COLOR: HexColor = '#16A34A';
