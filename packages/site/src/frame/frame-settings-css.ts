import type { DocsConfig, FontSetting, HexColor } from '@folio/docs-config';
import { isExternalHref } from '../lib/is-external-href.ts';
import { readableShade, solidShadeForWhiteText, tint } from './solid-color.ts';

/** Backgrounds of the theme (site.css `--bg`), unless docs.json `background.color` sets one. */
const THEME_BG: Record<'light' | 'dark', HexColor> = { light: '#ffffff', dark: '#0d1014' };
/** Accent text sits on the page or on a tint of the accent, at most this strong (`.nav-tag`: 14%). */
const ACCENT_TINT = 0.14;
/** WCAG's 4.5:1 for normal text, with a little margin for rounding in the browser. */
const ACCENT_TEXT_CONTRAST = 4.6;

/** The theme's font stack, after a site's own family. */
const SYSTEM_STACK = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
]);

/**
 * The stylesheet rules one site's docs.json adds after Folio's own (so they win): `fonts` as
 * `@font-face` rules for self-hosted or https `source` files and the `--font` / `--font-heading`
 * variables, and `background.color` / `background.image` for each scheme as `--bg` and
 * `--bg-image`, and `--primary-solid`, the shade of `colors.primary` that white text on filled
 * buttons and banners reads on (4.5:1), and `--accent-ink` per scheme, the shade of the accent
 * that reads as text on the page's background. Values were validated by docs-config (hex colours by type, plain family names, URLs
 * through the URL policy); they are still written as CSS strings, never spliced raw.
 */
export function frameSettingsCss(config: Partial<Pick<DocsConfig, 'fonts' | 'background' | 'colors'>>): string {
  const rules: string[] = [];
  const faces = new Set<string>();
  const fontVar = (font: FontSetting | undefined) => {
    if (font === undefined) return undefined;
    if (font.source !== undefined) faces.add(fontFace(font));
    return `${GENERIC.has(font.family.toLowerCase()) ? font.family : cssString(font.family)},${SYSTEM_STACK}`;
  };
  const { fonts, background } = config;
  const body = fontVar(fonts?.body ?? fonts?.all);
  const heading = fontVar(fonts?.heading ?? fonts?.all);
  const weight = (fonts?.body ?? fonts?.all)?.weight;
  const headingWeight = (fonts?.heading ?? fonts?.all)?.weight;
  const root: string[] = [];
  const primary = config.colors?.primary;
  const solid = primary === undefined ? undefined : solidShadeForWhiteText(primary);
  if (solid !== undefined && solid.toLowerCase() !== primary?.toLowerCase()) root.push(`--primary-solid:${solid}`);
  if (body !== undefined) root.push(`--font:${body}`);
  if (heading !== undefined) root.push(`--font-heading:${heading}`);
  if (weight !== undefined) root.push(`--font-weight:${weight}`);
  if (headingWeight !== undefined) root.push(`--font-heading-weight:${headingWeight}`);
  const inks = accentInks(config);
  const light = [schemeVars(background?.color?.light, background?.image?.light), inks.light]
    .filter((part) => part !== '')
    .join(';');
  const dark = [schemeVars(background?.color?.dark, background?.image?.dark), inks.dark]
    .filter((part) => part !== '')
    .join(';');
  rules.push(...faces);
  if (root.length > 0 || light !== '') rules.push(`:root{${[...root, light].filter((part) => part !== '').join(';')}}`);
  if (dark !== '')
    rules.push(
      `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}`,
      `:root[data-theme=dark]{${dark}}`,
    );
  return rules.join('\n');
}

/** `--accent-ink` for each scheme: the accent (dark scheme: `colors.light`) made readable on its background. */
function accentInks(config: Partial<Pick<DocsConfig, 'background' | 'colors'>>): { light: string; dark: string } {
  const colors = config.colors;
  if (colors?.primary === undefined) return { light: '', dark: '' };
  // Judged on the strongest tint of the accent over the page's background, the hardest place it sits.
  const inkOn = (accent: HexColor, background: HexColor) =>
    readableShade(accent, tint(accent, background, ACCENT_TINT), ACCENT_TEXT_CONTRAST);
  const light = inkOn(colors.primary, config.background?.color?.light ?? THEME_BG.light);
  const dark = inkOn(colors.light ?? colors.primary, config.background?.color?.dark ?? THEME_BG.dark);
  return { light: `--accent-ink:${light}`, dark: `--accent-ink:${dark}` };
}

function schemeVars(color: string | undefined, image: string | undefined): string {
  const vars: string[] = [];
  // A site background: the page, raised surfaces and the sticky top bar all take it.
  if (color !== undefined) vars.push(`--bg:${color}`, `--bg-raised:${color}`);
  if (image !== undefined) vars.push(`--bg-image:url(${cssString(asUrl(image))})`);
  return vars.join(';');
}

function fontFace(font: FontSetting): string {
  const format =
    font.format ??
    (/\.woff2(?:$|[?#])/i.test(font.source!) ? 'woff2' : /\.woff(?:$|[?#])/i.test(font.source!) ? 'woff' : undefined);
  return (
    `@font-face{font-family:${cssString(font.family)};src:url(${cssString(asUrl(font.source!))})${format === undefined ? '' : ` format("${format}")`};` +
    `${font.weight === undefined ? '' : `font-weight:${font.weight};`}font-display:swap}`
  );
}

/** A repository path as the site serves it (from the root); URLs as they are. */
function asUrl(path: string): string {
  return isExternalHref(path) || path.startsWith('/') ? path : `/${path}`;
}

/** A CSS string literal: quotes, backslashes and line breaks escaped, so no value can end the rule. */
function cssString(value: string): string {
  return `"${value.replace(/[\\"\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}
