import type { LiveDeployment } from '../routing/live-deployment.ts';

/**
 * The path the site is served under: `''` at the root of its host, which is every site today.
 * Every URL the access flow emits (sign-in page, callback, return paths, the cookie's `Path`) is
 * made by {@link sitePath} or {@link cookiePath}, so base-path hosting changes this one function.
 */
function siteBasePath(_live: LiveDeployment): string {
  return '';
}

/** A root-relative path of the site (`/_folio/auth/sign-in`) as the browser must ask for it. */
export function sitePath(live: LiveDeployment, path: string): string {
  return `${siteBasePath(live)}${path}`;
}

/** The `Path` of the site's reader cookie: the base path, or `/`. */
export function cookiePath(live: LiveDeployment): string {
  return siteBasePath(live) || '/';
}
