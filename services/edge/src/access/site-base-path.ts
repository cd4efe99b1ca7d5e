/**
 * Every URL the access flow emits (sign-in page, callback, return paths, the cookie's `Path`) is
 * made by {@link sitePath} or {@link cookiePath} from the base path the request reached the site
 * under (`requestBasePath`, set by the base path gate): `''` at the root of the host, `/docs` under
 * a base path.
 */

/** A root-relative path of the site (`/_folio/auth/sign-in`) as the browser must ask for it. */
export function sitePath(basePath: string, path: string): string {
  return `${basePath}${path}`;
}

/** The `Path` of the site's reader cookie: the base path, or `/`. */
export function cookiePath(basePath: string): string {
  return basePath || '/';
}
