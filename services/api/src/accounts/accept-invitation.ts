import type pg from 'pg';
import { withTransaction } from '../lib/with-transaction.ts';
import type { Role } from './roles.ts';
import { ensureMembership } from './users.ts';

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
    const used = await client.query(
      'UPDATE invitations SET accepted_at = now() WHERE id = $1 AND accepted_at IS NULL',
      [invitation.id],
    );
    if (used.rowCount !== 1) return null;
    const inserted = await client.query<{ id: string }>(
      'INSERT INTO users (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
      [invitation.email, passwordHash],
    );
    const created = inserted.rows[0];
    const userId =
      created?.id ??
      (await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [invitation.email])).rows[0]!.id;
    await ensureMembership(client, invitation.tenant_id, userId, invitation.role);
    return { userId, created: created !== undefined };
  });
}
