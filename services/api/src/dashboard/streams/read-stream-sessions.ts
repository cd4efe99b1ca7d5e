import type { Queryable } from '@folio/platform';
import type { Role } from '../../accounts/roles.ts';
import { findLiveMemberSessions } from '../../db/sessions.ts';

/** A session as a live stream needs it: the tenant it acts in and the member's role there. */
export interface StreamSession {
  tenantId: string;
  role: Role;
}

/**
 * Which of these sessions (by token hash, hex) are still live members: one query for every open
 * stream of a process. A signed-out or expired session, or one whose user left (or was removed
 * from) the session's tenant, is missing from the answer.
 */
export async function readStreamSessions(
  db: Queryable,
  tokenHashes: readonly Buffer[],
): Promise<Map<string, StreamSession>> {
  const rows = await findLiveMemberSessions(db, tokenHashes);
  return new Map(rows.map((row) => [row.token_hash.toString('hex'), { tenantId: row.tenant_id, role: row.role }]));
}
