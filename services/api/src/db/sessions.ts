import type { Queryable } from '@folio/platform';
import type { Role } from '../accounts/roles.ts';

/** A live session joined with its user, and its tenant and role while the user is a member there. */
export interface SessionRow {
  token_hash: Buffer;
  user_id: string;
  email: string;
  tenant_id: string | null;
  tenant_name: string | null;
  role: Role | null;
  csrf_token: string;
  expires_at: Date;
}

/** What a new session records; only the token's hash is stored. */
export interface NewSession {
  tokenHash: Buffer;
  userId: string;
  /** `null`: the user's oldest membership. */
  tenantId: string | null;
  csrfToken: string;
  ttlHours: number;
}

/** Deletes the user's expired sessions. */
export async function deleteEndedSessionsOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()', [userId]);
}

/** Records a session valid for `ttlHours`. */
export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, tenant_id, csrf_token, expires_at)
     VALUES ($1, $2, COALESCE($3::uuid, (SELECT tenant_id FROM memberships WHERE user_id = $2 ORDER BY created_at, tenant_id LIMIT 1)),
             $4, now() + make_interval(hours => $5))`,
    [session.tokenHash, session.userId, session.tenantId, session.csrfToken, session.ttlHours],
  );
}

/** The unexpired session whose token hashes to `tokenHash`, or `null`. */
export async function findLiveSession(db: Queryable, tokenHash: Buffer): Promise<SessionRow | null> {
  const result = await db.query<SessionRow>(
    `SELECT s.token_hash, s.user_id, u.email, m.tenant_id, t.name AS tenant_name, m.role, s.csrf_token, s.expires_at
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN memberships m ON m.user_id = s.user_id AND m.tenant_id = s.tenant_id
       LEFT JOIN tenants t ON t.id = m.tenant_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  return result.rows[0] ?? null;
}

/** Deletes the session whose token hashes to `tokenHash`. */
export async function deleteSessionByHash(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of a user (after a password reset), except the one given. */
export async function deleteOtherSessions(db: Queryable, userId: string, keep: Buffer | null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND ($2::bytea IS NULL OR token_hash <> $2)', [userId, keep]);
}

/**
 * Moves the session to `tenantId`, only if its user is a member there (the membership is part of
 * the update); `false` when not.
 */
export async function switchSessionTenant(
  db: Queryable,
  tokenHash: Buffer,
  userId: string,
  tenantId: string,
): Promise<boolean> {
  const switched = await db.query(
    `UPDATE sessions SET tenant_id = $3 WHERE token_hash = $1 AND user_id = $2
          AND EXISTS (SELECT 1 FROM memberships WHERE user_id = $2 AND tenant_id = $3)`,
    [tokenHash, userId, tenantId],
  );
  return switched.rowCount === 1;
}

/** Deletes every expired session; returns how many. */
export async function deleteEndedSessions(db: Queryable): Promise<number> {
  const sessions = await db.query('DELETE FROM sessions WHERE expires_at <= now()');
  return sessions.rowCount ?? 0;
}

/**
 * Of these sessions (by token hash), the unexpired ones whose user is still a member of the
 * session's tenant, with that tenant and role: one statement for every open stream of a process.
 */
export async function findLiveMemberSessions(
  db: Queryable,
  tokenHashes: readonly Buffer[],
): Promise<{ token_hash: Buffer; tenant_id: string; role: Role }[]> {
  const result = await db.query<{ token_hash: Buffer; tenant_id: string; role: Role }>(
    `SELECT s.token_hash, m.tenant_id, m.role
       FROM sessions s JOIN memberships m ON m.user_id = s.user_id AND m.tenant_id = s.tenant_id
      WHERE s.token_hash = ANY($1::bytea[]) AND s.expires_at > now()`,
    [tokenHashes],
  );
  return result.rows;
}
