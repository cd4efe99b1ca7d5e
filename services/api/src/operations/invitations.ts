import type pg from 'pg';
import type { Role } from '../accounts/roles.ts';
import { generateSecretToken } from '../accounts/secret-token.ts';
import { deleteOpenInvitation, findOpenInvitation, insertInvitation, renewInvitation } from '../db/invitations.ts';
import { AppError } from '../errors/app-error.ts';
import type { MemberActor } from './members.ts';

/** How long an invitation's link works. */
const INVITATION_TTL_DAYS = 7;

/** An open invitation the actor may manage. */
export interface ManagedInvitation {
  id: string;
  email: string;
  role: Role;
}

/** Why an invitation was not made or changed, with the status the page answers with. */
export interface InvitationRefusal {
  status: 403 | 409;
  reason: string;
}

/**
 * Invites `email` as `role` to the actor's tenant, valid for 7 days. Only owners
 * invite owners. Returns the link's token (to be sent to that address only), or the refusal.
 */
export async function inviteMember(
  db: pg.Pool,
  actor: MemberActor,
  email: string,
  role: Role,
): Promise<{ token: string } | { refused: InvitationRefusal }> {
  if (role === 'owner' && actor.role !== 'owner')
    return { refused: { status: 403, reason: 'Only owners can invite owners.' } };
  const { token, hash } = generateSecretToken();
  await insertInvitation(db, {
    tenantId: actor.tenantId,
    email,
    role,
    tokenHash: hash,
    invitedBy: actor.userId,
    ttlDays: INVITATION_TTL_DAYS,
  });
  return { token };
}

/**
 * The tenant's open (not accepted) invitation `id` that the actor may manage: owners any, admins
 * all but owner invitations (as they cannot invite owners). Throws `NOT_FOUND` when there is none.
 */
export async function findManageableInvitation(
  db: pg.Pool,
  actor: MemberActor,
  id: string,
): Promise<{ found: ManagedInvitation; refused: InvitationRefusal | null }> {
  const found = await findOpenInvitation(db, actor.tenantId, id);
  if (!found) throw new AppError('NOT_FOUND', 'no such invitation (it may have been accepted or revoked)');
  if (found.role === 'owner' && actor.role !== 'owner')
    return { found, refused: { status: 403, reason: 'Only owners manage invitations of owners.' } };
  return { found, refused: null };
}

/** Deletes the invitation, which kills its link (an invitation is found only by its token's hash). */
export async function revokeInvitation(db: pg.Pool, invitation: ManagedInvitation): Promise<InvitationRefusal | null> {
  if (await deleteOpenInvitation(db, invitation.id)) return null;
  return { status: 409, reason: `The invitation for ${invitation.email} was accepted meanwhile.` };
}

/**
 * Gives the invitation a new token (the old link stops working: it may be what leaked) and 7 days
 * again. Returns the new token to send, or the refusal when it was accepted meanwhile.
 */
export async function renewInvitationLink(
  db: pg.Pool,
  invitation: ManagedInvitation,
): Promise<{ token: string } | { refused: InvitationRefusal }> {
  const { token, hash } = generateSecretToken();
  if (await renewInvitation(db, invitation.id, hash, INVITATION_TTL_DAYS)) return { token };
  return { refused: { status: 409, reason: `The invitation for ${invitation.email} was accepted meanwhile.` } };
}
