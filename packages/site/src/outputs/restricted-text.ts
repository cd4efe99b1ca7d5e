import { restrictedSegmentMarkers, type PageGroups } from '@folio/deployment';

/** `text` marked for readers in `groups` only (`stripRestrictedSegments` at the edge); as is without groups. */
export function restrictedText(text: string, groups: PageGroups | undefined): string {
  if (groups === undefined) return text;
  const { open, close } = restrictedSegmentMarkers(groups);
  return `${open}${text}${close}`;
}

/**
 * A part that lists several pages (a sidebar group, an llms.txt section), marked as a whole when
 * every page in it is restricted to the same groups: a reader outside them then does not even see
 * its heading. Pages with different groups keep their own marks, and the heading shows.
 */
export function restrictedSection(text: string, pageGroups: readonly (PageGroups | undefined)[]): string {
  const first = pageGroups[0];
  if (first === undefined) return text;
  const key = JSON.stringify(first);
  return pageGroups.every((groups) => groups !== undefined && JSON.stringify(groups) === key)
    ? restrictedText(text, first)
    : text;
}
