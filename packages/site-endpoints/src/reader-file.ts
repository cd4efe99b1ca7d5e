import { isPathAllowedForGroups, stripRestrictedSegments, type ManifestEntry } from '@folio/deployment';
import { filterSiteNavigationJson } from './filter-site-navigation.ts';

/**
 * How the edge serves one manifest file to a reader in `readerGroups` (`undefined`: not signed
 * in): `not-found` — a file of pages restricted to other groups (answer the site's 404, never a
 * 403, which would confirm it exists); `shared` — the same bytes for every reader (the usual
 * caching); `personal` — the text differs per reader: read the uncompressed blob and send
 * `readerFileText`, with `Cache-Control: private`.
 */
export function readerFileAccess(
  entry: ManifestEntry,
  readerGroups: readonly string[] | undefined,
): 'not-found' | 'shared' | 'personal' {
  if (!isPathAllowedForGroups(entry, readerGroups)) return 'not-found';
  return entry.readerFilter === undefined ? 'shared' : 'personal';
}

/** The text of a `personal` file for one reader: restricted segments stripped, or the navigation filtered. */
export function readerFileText(
  entry: ManifestEntry,
  text: string,
  readerGroups: readonly string[] | undefined,
): string {
  if (entry.readerFilter === 'navigation') return filterSiteNavigationJson(text, readerGroups);
  return stripRestrictedSegments(text, readerGroups);
}
