import { restrictedSegmentMarkers, type PageGroups } from '@folio/deployment';
import { SafeHtml } from '@folio/html';

/**
 * Markup meant only for readers in `groups` (a sidebar entry or group, a pager link of a page
 * restricted by front matter `groups`), wrapped in the comments the edge's
 * `stripRestrictedSegments` removes for everyone else; as is without groups. The comments'
 * payload is URI-encoded JSON: no character of it can end a comment or start a tag.
 */
export function restrictedMarkup(markup: SafeHtml, groups: PageGroups | undefined): SafeHtml {
  if (groups === undefined) return markup;
  const { open, close } = restrictedSegmentMarkers(groups);
  return new SafeHtml(`${open}${markup.value}${close}`);
}
