import type { DocsConfig } from '@folio/docs-config';
import { readSiteAssetBundle } from './read-site-asset.ts';

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]+)$/i;

/**
 * The site stylesheet (served hashed as `/_folio/style.<hash>.css`): `assets/site.css` and then
 * every `assets/css/*.css` in name order, after one
 * rule holding the site's colours as custom properties, `--primary` from `colors.primary`,
 * `--primary-light` (the accent in dark mode) from `colors.light` and `--primary-dark` from
 * `colors.dark`. Values that are not plain CSS colours are ignored. The file itself never changes
 * per site: everything it colours derives from these variables.
 */
export function siteCss(colors: DocsConfig['colors']): string {
  const color = (value: string | undefined, fallback: string) =>
    value !== undefined && SAFE_COLOR.test(value.trim()) ? value.trim() : fallback;
  const primary = color(colors.primary, '#16a34a');
  const light = color(colors.light, primary);
  const dark = color(colors.dark, primary);
  return `:root{--primary:${primary};--primary-light:${light};--primary-dark:${dark}}\n${readSiteAssetBundle('site.css', 'css', '.css')}`;
}
