import type { Queryable } from '@folio/platform';

/** What a one-time link is for. */
export type OneTimePurpose = 'sign-in' | 'password-reset';

/** Deletes the user's used and expired one-time tokens. */
export async function deleteEndedTokensOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM one_time_tokens WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= now())', [
    userId,
  ]);
}

/** Records a token (by its hash) valid `ttlMinutes`; returns when it expires. */
export async function insertOneTimeToken(
  db: Queryable,
  tokenHash: Buffer,
  userId: string,
  purpose: OneTimePurpose,
  ttlMinutes: number,
): Promise<Date> {
  const row = await db.query<{ expires_at: Date }>(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
    [tokenHash, userId, purpose, ttlMinutes],
  );
  return row.rows[0]!.expires_at;
}

/** The user and email of a live (unused, unexpired) token of this purpose, or `null`. */
export async function findLiveOneTimeToken(
  db: Queryable,
  tokenHash: Buffer,
  purpose: OneTimePurpose,
): Promise<{ user_id: string; email: string } | null> {
  const row = await db.query<{ user_id: string; email: string }>(
    `SELECT o.user_id, u.email FROM one_time_tokens o JOIN users u ON u.id = o.user_id
      WHERE o.token_hash = $1 AND o.purpose = $2 AND o.used_at IS NULL AND o.expires_at > now()`,
    [tokenHash, purpose],
  );
  return row.rows[0] ?? null;
}

/** Marks a live token of this purpose used, in one UPDATE; returns its user, or `null` when it was not live. */
export async function markOneTimeTokenUsed(
  db: Queryable,
  tokenHash: Buffer,
  purpose: OneTimePurpose,
): Promise<string | null> {
  const row = await db.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash, purpose],
  );
  return row.rows[0]?.user_id ?? null;
}

/** Deletes every used or expired one-time token; returns how many. */
export async function deleteEndedOneTimeTokens(db: Queryable): Promise<number> {
  const links = await db.query('DELETE FROM one_time_tokens WHERE used_at IS NOT NULL OR expires_at <= now()');
  return links.rowCount ?? 0;
}
