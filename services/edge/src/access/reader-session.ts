import { signToken, tokenKey, verifyToken } from '@folio/platform';

/** What a signed-in reader's cookie holds. */
export interface ReaderSession {
  /** The site it was issued by: a cookie of another site is refused. */
  siteId: string;
  /** `reader`: signed in through the site's mode; `member`: a dashboard member on a preview. */
  kind: 'reader' | 'member';
  /** Who: the OIDC / JWT `sub`, `password` for the shared password, the member's user id. */
  subject: string;
  /** The allow-listed claims (personalization), nothing else of the token. */
  claims: Readonly<Record<string, unknown>>;
  groups: readonly string[];
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Issues and reads reader session tokens (the cookie's value). */
export interface ReaderSessions {
  issue(session: ReaderSession): string;
  /** The session in `token` when it is genuine, unexpired and issued by `siteId`; else `null`. */
  read(token: string, siteId: string): ReaderSession | null;
}

/**
 * Reader sessions signed with HMAC-SHA256 under a key derived from `SECRET_ENCRYPTION_KEY`
 * (purpose `reader-session`), so any edge reads any edge's cookie and nothing else can make one.
 */
export function createReaderSessions(secretKey: Buffer): ReaderSessions {
  const key = tokenKey(secretKey, 'reader-session');
  return {
    issue(session) {
      return signToken(
        {
          v: 1,
          site: session.siteId,
          kind: session.kind,
          sub: session.subject,
          claims: session.claims,
          groups: session.groups,
          exp: session.expiresAt,
        },
        key,
      );
    },
    read(token, siteId) {
      const claims = verifyToken(token, key);
      if (claims === null || claims.v !== 1 || claims.site !== siteId) return null;
      const { kind, sub, groups } = claims;
      if ((kind !== 'reader' && kind !== 'member') || typeof sub !== 'string') return null;
      const readerClaims = claims.claims;
      return {
        siteId,
        kind,
        subject: sub,
        claims:
          typeof readerClaims === 'object' && readerClaims !== null && !Array.isArray(readerClaims)
            ? (readerClaims as Record<string, unknown>)
            : {},
        groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
        expiresAt: claims.exp,
      };
    },
  };
}
