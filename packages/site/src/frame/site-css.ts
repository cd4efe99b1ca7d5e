import type { Colors } from '@folio/docs-config';
import { readSiteAssetBundle } from './read-site-asset.ts';

/**
 * The site stylesheet (served hashed as `/_folio/style.<hash>.css`): `assets/site.css` and then
 * every `assets/css/*.css` in name order, after one
 * rule holding the site's colours as custom properties, `--primary` from `colors.primary`,
 * `--primary-light` (the accent in dark mode) from `colors.light` and `--primary-dark` from
 * `colors.dark`, each `colors.primary` when unset. The colours are hex by type (docs-config
 * validated and defaulted them). The file itself never changes per site: everything it colours
 * derives from these variables.
 */
export function siteCss(colors: Colors): string {
  const { primary, light = primary, dark = primary } = colors;
  return `:root{--primary:${primary};--primary-light:${light};--primary-dark:${dark}}\n${readSiteAssetBundle('site.css', 'css', '.css')}`;
}
