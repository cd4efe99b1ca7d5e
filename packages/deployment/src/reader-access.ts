/**
 * How a site's readers get in (the site's `access.mode`, set in the dashboard): `public` for
 * anyone, `password` for one shared password, `oidc` and `jwt` for readers who sign in as
 * themselves and carry claims (`{user.…}` values, groups).
 */
export type ReaderAccessMode = 'public' | 'password' | 'oidc' | 'jwt';

/** Every access mode, in the order the dashboard and `folio build --access` list them. */
export const READER_ACCESS_MODES: readonly ReaderAccessMode[] = Object.freeze(['public', 'password', 'oidc', 'jwt']);

/**
 * Whether readers of a site in this mode sign in as themselves, with claims and groups: only then
 * can a `{user.…}` value be filled in or a page be restricted to groups.
 */
export function hasReaderClaims(mode: ReaderAccessMode): boolean {
  return mode === 'oidc' || mode === 'jwt';
}
