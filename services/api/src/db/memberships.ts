import type { Queryable } from '@folio/platform';
import type { Role } from '../accounts/roles.ts';

/** A member of a tenant, as the members page lists them. */
export interface MemberRow {
  user_id: string;
  email: string;
  role: Role;
  created_at: Date;
}

/** The tenant's members with their email, oldest membership first. */
export async function listMembers(db: Queryable, tenantId: string): Promise<MemberRow[]> {
  const result = await db.query<MemberRow>(
    'SELECT m.user_id, u.email, m.role, m.created_at FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.tenant_id = $1 ORDER BY m.created_at',
    [tenantId],
  );
  return result.rows;
}

/**
 * Locks the tenant's owner memberships (`FOR UPDATE`, inside the caller's transaction) and returns
 * their user ids, so two concurrent changes cannot both take away what they counted as the last owner.
 */
export async function lockOwners(db: Queryable, tenantId: string): Promise<string[]> {
  const result = await db.query<{ user_id: string }>(
    `SELECT user_id FROM memberships WHERE tenant_id = $1 AND role = 'owner' FOR UPDATE`,
    [tenantId],
  );
  return result.rows.map((row) => row.user_id);
}

/** The role `userId` holds in `tenantId`, or `null` when they are not a member. */
export async function findMemberRole(db: Queryable, tenantId: string, userId: string): Promise<Role | null> {
  const result = await db.query<{ role: Role }>('SELECT role FROM memberships WHERE tenant_id = $1 AND user_id = $2', [
    tenantId,
    userId,
  ]);
  return result.rows[0]?.role ?? null;
}

/** Ends `userId`'s membership of `tenantId`. */
export async function deleteMembership(db: Queryable, tenantId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM memberships WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
}

/** Gives `userId` the role `role` in `tenantId`. */
export async function updateMembershipRole(db: Queryable, tenantId: string, userId: string, role: Role): Promise<void> {
  await db.query('UPDATE memberships SET role = $3 WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId, role]);
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

/** The tenants `userId` is a member of, with the tenant's name and their role, by name. */
export async function listTenantsOfUser(
  db: Queryable,
  userId: string,
): Promise<{ tenant_id: string; name: string; role: Role }[]> {
  const rows = await db.query<{ tenant_id: string; name: string; role: Role }>(
    'SELECT m.tenant_id, t.name, m.role FROM memberships m JOIN tenants t ON t.id = m.tenant_id WHERE m.user_id = $1 ORDER BY t.name',
    [userId],
  );
  return rows.rows;
}
