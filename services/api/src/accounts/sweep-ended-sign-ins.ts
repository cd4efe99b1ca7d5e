import type { Queryable } from '@folio/platform';
import { deleteEndedOneTimeTokens } from '../db/one-time-tokens.ts';
import { deleteEndedSessions } from '../db/sessions.ts';

/** What one sweep removed. */
export interface SignInSweep {
  sessions: number;
  oneTimeLinks: number;
}

/**
 * Deletes what can never sign anyone in again: expired sessions, and one-time links (sign-in,
 * password reset) that were used or expired. Creating a session or a link already drops the
 * user's own; this catches users who never come back, so the tables stay the size of who is
 * signed in. Live sessions and unused, unexpired links are never touched.
 */
export async function sweepEndedSignIns(db: Queryable): Promise<SignInSweep> {
  const sessions = await deleteEndedSessions(db);
  const oneTimeLinks = await deleteEndedOneTimeTokens(db);
  return { sessions, oneTimeLinks };
}
