import type { Queryable } from '@folio/platform';
import type { Role } from './roles.ts';

/** A `users` row. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: Date;
}

/** The form an email is stored and compared in; `null` when it does not look like an address. */
export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 320 ? email : null;
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

/** Makes `userId` a member of `tenantId` with `role` (an existing membership keeps the higher role). */
export async function ensureMembership(db: Queryable, tenantId: string, userId: string, role: Role): Promise<void> {
  await db.query(
    `INSERT INTO memberships (tenant_id, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET role = CASE
       WHEN memberships.role = 'owner' OR EXCLUDED.role = 'owner' THEN 'owner'
       WHEN memberships.role = 'admin' OR EXCLUDED.role = 'admin' THEN 'admin'
       ELSE 'viewer' END`,
    [tenantId, userId, role],
  );
}
