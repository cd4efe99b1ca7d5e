/**
 * How code blocks are coloured, from docs.json `styling.codeblocks`:
 * - `system` (the default): Folio's palette, light or dark with the page;
 * - `dark`: Folio's dark palette on light pages too;
 * - a pair of Shiki theme names: the `light` one on light pages, the `dark` one on dark pages (a
 *   single theme is the pair of it with itself). `css-variables` stands for Folio's palette.
 */
export type CodeTheme = 'system' | 'dark' | { light: string; dark: string };

/** Folio's own theme, whose colours are the site stylesheet's `--shiki-token-*` variables. */
export const PALETTE_THEME_NAME = 'folio-css-variables';

/** A short stable key of a code theme, for caches. */
export function codeThemeKey(theme: CodeTheme | undefined): string {
  if (theme === undefined) return 'system';
  return typeof theme === 'string' ? theme : `${theme.light}|${theme.dark}`;
}
