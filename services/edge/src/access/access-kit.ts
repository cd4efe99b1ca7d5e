import type { RateLimiter } from '@folio/playground-proxy';
import type { JwtSignIn } from './jwt-sign-in.ts';
import type { OidcSignIn } from './oidc-sign-in.ts';
import type { ReaderSessions } from './reader-session.ts';

/** What the access gate and the sign-in routes share, built once by `buildApp`. */
export interface AccessKit {
  /** `null` without `SECRET_ENCRYPTION_KEY`: private sites answer 503. */
  sessions: ReaderSessions | null;
  oidc: OidcSignIn;
  jwt: JwtSignIn;
  /** Password posts and callbacks per site and address (`SIGN_IN_ATTEMPTS_PER_MINUTE`). */
  signInLimiter: RateLimiter;
  /** HMAC key of the dashboard's preview grants (`tokenKey(…, 'preview-grant')`). */
  previewGrantKey: Buffer | null;
}
