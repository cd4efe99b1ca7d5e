import { READER_SIGN_OUT_PATH } from '@folio/deployment';

/**
 * The sign-in flow's own routes: the only paths of a private site answered without a session
 * (besides the site's stylesheet, which draws the sign-in page). All under `/_folio/auth/`.
 */
export const ACCESS_PATHS = Object.freeze({
  /** `GET`: the password form, or the redirect to the issuer / the customer's login. `POST`: the password. */
  signIn: '/_folio/auth/sign-in',
  /** `GET`: where the OIDC issuer (`?code&state`) and the customer's JWT login (`?token`) come back. */
  callback: '/_folio/auth/callback',
  /** `GET` or `POST`: forgets the reader's session. */
  signOut: READER_SIGN_OUT_PATH,
  /** `GET ?grant=`: a dashboard member's one-time preview grant, exchanged for a preview session. */
  preview: '/_folio/auth/preview',
  /** The sign-in page's own stylesheet. */
  stylesheet: '/_folio/auth/sign-in.css',
});

/** Every path of the sign-in flow starts with this. */
const ACCESS_PATH_PREFIX = '/_folio/auth/';

// The site's hashed stylesheet (`/_folio/style.<hash>.css`): theme only, no page text.
const SITE_STYLESHEET = /^\/_folio\/style\.[0-9a-f]{8,64}\.css$/;

/** Whether a private site answers `path` without a session: the sign-in flow and what draws it. */
export function isOpenAccessPath(path: string): boolean {
  return path.startsWith(ACCESS_PATH_PREFIX) || SITE_STYLESHEET.test(path);
}
