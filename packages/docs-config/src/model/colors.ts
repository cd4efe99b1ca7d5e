/** A colour per colour scheme, as docs.json writes it: `{ "light": "#…", "dark": "#…" }`. */
export interface SchemeColor {
  light?: string;
  dark?: string;
}
