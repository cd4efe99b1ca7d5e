import type { Queryable } from '@folio/platform';

/** A `users` row. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: Date;
}

/** The user with this (normalised) email, or `null`. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const row = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return row.rows[0] ?? null;
}

/** The user with this email, created (without a password) when missing. */
export async function ensureUser(db: Queryable, email: string): Promise<UserRow> {
  const row = await db.query<UserRow>(
    `INSERT INTO users (email) VALUES ($1) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING *`,
    [email],
  );
  return row.rows[0]!;
}

/**
 * Creates the user `email` with `passwordHash` and returns its id, or returns `null` and changes
 * nothing when a user already has the address (its password is never overwritten here).
 */
export async function insertUserIfNew(
  db: Queryable,
  email: string,
  passwordHash: string | null,
): Promise<string | null> {
  const inserted = await db.query<{ id: string }>(
    'INSERT INTO users (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
    [email, passwordHash],
  );
  return inserted.rows[0]?.id ?? null;
}

/** The id of the user with this email; the caller knows one exists. */
export async function findUserId(db: Queryable, email: string): Promise<string> {
  return (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
}

/** Sets user `userId`'s password hash. */
export async function setUserPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
