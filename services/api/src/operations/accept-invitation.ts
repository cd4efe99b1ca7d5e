import type pg from 'pg';
import type { Role } from '../accounts/roles.ts';
import { markInvitationAccepted } from '../db/invitations.ts';
import { ensureMembership } from '../db/memberships.ts';
import { findUserId, insertUserIfNew } from '../db/users.ts';
import { withTransaction } from '../lib/with-transaction.ts';

/** The invitation being accepted. */
export interface AcceptedInvitation {
  id: string;
  tenant_id: string;
  email: string;
  role: Role;
}

/**
 * Marks the invitation used and makes the invited address a member, in one transaction. When no
 * user has the address, one is created with `passwordHash` (chosen by whoever opened the link that
 * went to that mailbox). When a user has it, only the membership is added: an invitation never
 * writes a password into an existing account, whatever `passwordHash` says, even if the account
 * appeared since the page was opened. `null`: the invitation was used meanwhile.
 */
export async function acceptInvitation(
  db: pg.Pool,
  invitation: AcceptedInvitation,
  passwordHash: string | null,
): Promise<{ userId: string; created: boolean } | null> {
  return withTransaction(db, async (client) => {
    if (!(await markInvitationAccepted(client, invitation.id))) return null;
    const createdId = await insertUserIfNew(client, invitation.email, passwordHash);
    const userId = createdId ?? (await findUserId(client, invitation.email));
    await ensureMembership(client, invitation.tenant_id, userId, invitation.role);
    return { userId, created: createdId !== null };
  });
}
