import type pg from 'pg';
import { canManageMembers, type Role } from '../accounts/roles.ts';
import { deleteMembership, findMemberRole, lockOwners, updateMembershipRole } from '../db/memberships.ts';
import { AppError } from '../errors/app-error.ts';
import { withTransaction } from '../lib/with-transaction.ts';

/** The signed-in member acting on the tenant's members. */
export interface MemberActor {
  tenantId: string;
  userId: string;
  role: Role;
}

/**
 * Throws `SCOPE_MISSING` with `message` unless `actor` may manage members (owners and admins).
 * Checked before the request is read, so a viewer learns nothing from a malformed form.
 */
export function requireMemberManager(actor: MemberActor, message: string): void {
  if (!canManageMembers(actor.role)) throw new AppError('SCOPE_MISSING', message);
}

/**
 * Removes `userId` from the actor's tenant. Only owners remove owners, and a tenant keeps at least
 * one owner: the owners are locked first so two removals cannot both take the last one. Returns
 * why nothing was removed, or `null` when the member is gone (their sessions lose access at once).
 */
export async function removeMember(db: pg.Pool, actor: MemberActor, userId: string): Promise<string | null> {
  return withTransaction(db, async (client) => {
    const owners = await lockOwners(client, actor.tenantId);
    const role = await findMemberRole(client, actor.tenantId, userId);
    if (!role) return 'not a member';
    if (role === 'owner' && actor.role !== 'owner') return 'only owners remove owners';
    if (role === 'owner' && owners.length <= 1) return 'a tenant keeps at least one owner';
    await deleteMembership(client, actor.tenantId, userId);
    return null;
  });
}

/**
 * Gives `userId` the role `role` in the actor's tenant. Only owners make or unmake owners, and the
 * last owner keeps the role (owners locked as in {@link removeMember}). Returns why the role was
 * not changed, or `null` when it was.
 */
export async function changeMemberRole(
  db: pg.Pool,
  actor: MemberActor,
  userId: string,
  role: Role,
): Promise<string | null> {
  return withTransaction(db, async (client) => {
    const owners = await lockOwners(client, actor.tenantId);
    const current = await findMemberRole(client, actor.tenantId, userId);
    if (!current) return 'not a member';
    if ((current === 'owner' || role === 'owner') && actor.role !== 'owner') return 'only owners make or unmake owners';
    if (current === 'owner' && role !== 'owner' && owners.length <= 1) return 'a tenant keeps at least one owner';
    await updateMembershipRole(client, actor.tenantId, userId, role);
    return null;
  });
}
