import type { DocsConfig } from '@folio/docs-config';
import { isExternalHref } from '../lib/is-external-href.ts';

/**
 * docs.json `logo` as the site shows it: the light scheme's image (the dark one when only it is
 * given) and the dark scheme's when it differs, each an absolute URL or a site path (a bare
 * repository path such as `logo.svg` served from the root). Absent: the site shows its name.
 */
export function brandLogo(config: Pick<DocsConfig, 'logo'>): { light: string; dark?: string } | undefined {
  const { logo } = config;
  const light = typeof logo === 'string' ? logo : (logo?.light ?? logo?.dark);
  if (light === undefined) return undefined;
  const dark = typeof logo === 'string' ? undefined : logo?.dark;
  const src = (path: string) => (isExternalHref(path) || path.startsWith('/') ? path : `/${path}`);
  return dark === undefined || dark === light ? { light: src(light) } : { light: src(light), dark: src(dark) };
}
