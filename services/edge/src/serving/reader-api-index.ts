import { isPathAllowedForGroups, type SiteManifest } from '@folio/deployment';
import { API_INDEX_URL } from '@folio/site';

/** Where each API page's data file lives: the index lists them by it (`apiDataUrl`). */
const API_DATA_PREFIX = '/_folio/api/';
const EMPTY_INDEX = JSON.stringify({ version: 1, operations: [], channels: [] });

// Whether a deployment has API pages restricted to reader groups: worked out once per manifest.
const hasRestrictedApiData = new WeakMap<SiteManifest, boolean>();

/**
 * Whether `path` is the API index (`/_folio/api/index.json`) of a deployment where some API page
 * is restricted to reader groups: the build restricts each such page's data file to the page's
 * groups but writes one index for everyone, so the edge filters it per reader
 * ({@link readerApiIndexText}). Without restricted API pages the index is served as it is.
 */
export function isReaderApiIndex(manifest: SiteManifest, path: string): boolean {
  if (path !== API_INDEX_URL) return false;
  let restricted = hasRestrictedApiData.get(manifest);
  if (restricted === undefined) {
    restricted = Object.entries(manifest.files).some(
      ([urlPath, entry]) => urlPath.startsWith(API_DATA_PREFIX) && entry.groups !== undefined,
    );
    hasRestrictedApiData.set(manifest, restricted);
  }
  return restricted;
}

/**
 * The API index as a reader in `readerGroups` (`undefined`: not signed in) may see it: each
 * operation and channel is kept only when the reader may read its data file, the same rule that
 * answers the page itself and its data (`isPathAllowedForGroups`). An entry whose data file the
 * deployment lacks, or an index that cannot be read, lists nothing: it fails closed.
 */
export function readerApiIndexText(
  manifest: SiteManifest,
  text: string,
  readerGroups: readonly string[] | undefined,
): string {
  let index: unknown;
  try {
    index = JSON.parse(text);
  } catch {
    return EMPTY_INDEX;
  }
  if (typeof index !== 'object' || index === null) return EMPTY_INDEX;
  const { operations, channels } = index as { operations?: unknown; channels?: unknown };
  const readable = (item: unknown) => {
    const data = (item as { data?: unknown } | null)?.data;
    if (typeof data !== 'string' || !Object.hasOwn(manifest.files, data)) return false;
    return isPathAllowedForGroups(manifest.files[data]!, readerGroups);
  };
  return JSON.stringify({
    ...index,
    operations: Array.isArray(operations) ? operations.filter(readable) : [],
    channels: Array.isArray(channels) ? channels.filter(readable) : [],
  });
}
