import { EVERY_GROUP } from '@folio/deployment';
import type { ReaderSession } from './reader-session.ts';

/**
 * The groups pages, navigation, search, llms, MCP and the API index are filtered by for a
 * session: the reader's own (from the identity provider's groups claim), or every group for a
 * dashboard member. A member session exists only on previews (a grant from the dashboard), where
 * the site's team reviews the whole build, restricted pages included.
 */
export function readerGroupsOf(session: ReaderSession): readonly string[] {
  return session.kind === 'member' ? EVERY_GROUP : session.groups;
}
