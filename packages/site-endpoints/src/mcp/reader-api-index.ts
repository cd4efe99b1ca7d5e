import { isAllowedForGroups } from '@folio/deployment';
import type { ApiIndex, SiteNavigation } from '@folio/site';

/**
 * The API index as the calling reader may use it: the operations and channels of pages
 * restricted to groups the reader is not in are left out (the navigation names each page's
 * data file and groups). The edge filters the served `/_folio/api/index.json` the same way; here
 * it keeps `get_api_operation` from reading a restricted page's data file for anyone else.
 */
export function readerApiIndex(
  index: ApiIndex,
  navigation: SiteNavigation | undefined,
  readerGroups: readonly string[] | undefined,
): ApiIndex {
  const hidden = new Set<string>();
  for (const page of Object.values(navigation?.pages ?? {}))
    if (page.api !== undefined && !isAllowedForGroups(page.groups, readerGroups)) hidden.add(page.api);
  if (hidden.size === 0) return index;
  return {
    ...index,
    operations: index.operations.filter((operation) => !hidden.has(operation.data)),
    channels: index.channels.filter((channel) => !hidden.has(channel.data)),
  };
}
