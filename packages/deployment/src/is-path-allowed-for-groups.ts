import { isAllowedForGroups } from './page-groups.ts';
import type { ManifestEntry } from './site-manifest.ts';

/**
 * Whether the edge may serve a manifest file to a reader in `readerGroups` (`undefined`: not
 * signed in): files of pages restricted to groups (their HTML and `.md` twin) carry the page's
 * `groups`; every other file is for every reader the site lets in. A reader it refuses gets the
 * site's 404, as if the page did not exist.
 */
export function isPathAllowedForGroups(entry: ManifestEntry, readerGroups: readonly string[] | undefined): boolean {
  return isAllowedForGroups(entry.groups, readerGroups);
}
