import type { Queryable } from '@folio/platform';
import {
  deleteEndedTokensOfUser,
  findLiveOneTimeToken,
  insertOneTimeToken,
  markOneTimeTokenUsed,
  type OneTimePurpose,
} from '../db/one-time-tokens.ts';
import { generateSecretToken, hashSecretToken } from './secret-token.ts';

/** Creates a one-time token for `userId`, valid `ttlMinutes`; returns the token for the link. */
export async function createOneTimeToken(
  db: Queryable,
  userId: string,
  purpose: OneTimePurpose,
  ttlMinutes: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = generateSecretToken();
  // Used and expired links of the user go as a new one is made; the sign-in sweeper catches the rest.
  await deleteEndedTokensOfUser(db, userId);
  const expiresAt = await insertOneTimeToken(db, hash, userId, purpose, ttlMinutes);
  return { token, expiresAt };
}

/** Whether a token is live (unused, unexpired, of this purpose), without using it: for the confirm page. */
export async function peekOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<{ userId: string; email: string } | null> {
  const row = await findLiveOneTimeToken(db, hashSecretToken(token), purpose);
  return row ? { userId: row.user_id, email: row.email } : null;
}

/**
 * Uses a token: one UPDATE marks it used only if it was live, so two concurrent uses cannot both
 * succeed. Returns its user, or `null` when the token is unknown, used, expired or of another purpose.
 */
export async function consumeOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<string | null> {
  return markOneTimeTokenUsed(db, hashSecretToken(token), purpose);
}
