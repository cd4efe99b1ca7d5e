import type { Queryable } from '@folio/platform';
import type { Role } from '../accounts/roles.ts';

/** An invitation not accepted yet, as the members page lists it. */
export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  expires_at: Date;
}

/** An invitation whose link still works, with what accepting it needs. */
export interface LiveInvitation {
  id: string;
  tenant_id: string;
  tenant_name: string;
  email: string;
  role: Role;
  /** The account that already has the invited email, if any. */
  user_id: string | null;
}

/** What a new invitation records; its link carries the token whose hash is `tokenHash`. */
export interface NewInvitation {
  tenantId: string;
  email: string;
  role: Role;
  tokenHash: Buffer;
  invitedBy: string;
  ttlDays: number;
}

/** The tenant's invitations neither accepted nor expired, oldest first. */
export async function listOpenInvitations(db: Queryable, tenantId: string): Promise<InvitationRow[]> {
  const result = await db.query<InvitationRow>(
    'SELECT id, email, role, expires_at FROM invitations WHERE tenant_id = $1 AND accepted_at IS NULL AND expires_at > now() ORDER BY created_at',
    [tenantId],
  );
  return result.rows;
}

/** Records an invitation valid for `ttlDays` from now. */
export async function insertInvitation(db: Queryable, invitation: NewInvitation): Promise<void> {
  await db.query(
    `INSERT INTO invitations (tenant_id, email, role, token_hash, invited_by, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
    [
      invitation.tenantId,
      invitation.email,
      invitation.role,
      invitation.tokenHash,
      invitation.invitedBy,
      invitation.ttlDays,
    ],
  );
}

/** The tenant's invitation `id` when it is not accepted (expired ones included), or `null`. */
export async function findOpenInvitation(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<{ id: string; email: string; role: Role } | null> {
  const result = await db.query<{ id: string; email: string; role: Role }>(
    'SELECT id, email, role FROM invitations WHERE id = $1 AND tenant_id = $2 AND accepted_at IS NULL',
    [id, tenantId],
  );
  return result.rows[0] ?? null;
}

/** Deletes invitation `id` unless it was accepted; `false` when there was none to delete. */
export async function deleteOpenInvitation(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM invitations WHERE id = $1 AND accepted_at IS NULL', [id]);
  return result.rowCount === 1;
}

/**
 * Gives invitation `id` a new token hash and `ttlDays` from now, unless it was accepted; `false`
 * when there was none to renew.
 */
export async function renewInvitation(db: Queryable, id: string, tokenHash: Buffer, ttlDays: number): Promise<boolean> {
  const result = await db.query(
    'UPDATE invitations SET token_hash = $2, expires_at = now() + make_interval(days => $3) WHERE id = $1 AND accepted_at IS NULL',
    [id, tokenHash, ttlDays],
  );
  return result.rowCount === 1;
}

/** The invitation whose token hashes to `tokenHash`, if neither accepted nor expired. */
export async function findLiveInvitationByToken(db: Queryable, tokenHash: Buffer): Promise<LiveInvitation | null> {
  const result = await db.query<LiveInvitation>(
    `SELECT i.id, i.tenant_id, t.name AS tenant_name, i.email, i.role, u.id AS user_id
         FROM invitations i JOIN tenants t ON t.id = i.tenant_id LEFT JOIN users u ON u.email = i.email
        WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > now()`,
    [tokenHash],
  );
  return result.rows[0] ?? null;
}

/** Marks invitation `id` used; `false` when it was used meanwhile. */
export async function markInvitationAccepted(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('UPDATE invitations SET accepted_at = now() WHERE id = $1 AND accepted_at IS NULL', [
    id,
  ]);
  return result.rowCount === 1;
}
