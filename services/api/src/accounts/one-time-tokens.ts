import type { Queryable } from '@folio/platform';
import { generateSecretToken, hashSecretToken } from './secret-token.ts';

/** What a one-time link is for. */
export type OneTimePurpose = 'sign-in' | 'password-reset';

/** Creates a one-time token for `userId`, valid `ttlMinutes`; returns the token for the link. */
export async function createOneTimeToken(
  db: Queryable,
  userId: string,
  purpose: OneTimePurpose,
  ttlMinutes: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = generateSecretToken();
  // Used and expired links of the user go as a new one is made; the sign-in sweeper catches the rest.
  await db.query('DELETE FROM one_time_tokens WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= now())', [
    userId,
  ]);
  const row = await db.query<{ expires_at: Date }>(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
    [hash, userId, purpose, ttlMinutes],
  );
  return { token, expiresAt: row.rows[0]!.expires_at };
}

/** Whether a token is live (unused, unexpired, of this purpose), without using it: for the confirm page. */
export async function peekOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<{ userId: string; email: string } | null> {
  const row = await db.query<{ user_id: string; email: string }>(
    `SELECT o.user_id, u.email FROM one_time_tokens o JOIN users u ON u.id = o.user_id
      WHERE o.token_hash = $1 AND o.purpose = $2 AND o.used_at IS NULL AND o.expires_at > now()`,
    [hashSecretToken(token), purpose],
  );
  return row.rows[0] ? { userId: row.rows[0].user_id, email: row.rows[0].email } : null;
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
  const row = await db.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hashSecretToken(token), purpose],
  );
  return row.rows[0]?.user_id ?? null;
}
