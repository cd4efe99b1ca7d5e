import { isAllowedForGroups } from '@folio/deployment';
import type { SiteNavigation, SiteNavigationItem, SiteNavigationPage } from '@folio/site';

/**
 * `/_folio/navigation.json` as a reader in `readerGroups` (`undefined`: not signed in) may see it:
 * pages restricted to other groups left out of `pages` and `items`, with a group root naming one,
 * and every group left empty. A navigation without restricted pages is returned as it is.
 */
export function filterSiteNavigation(
  navigation: SiteNavigation,
  readerGroups: readonly string[] | undefined,
): SiteNavigation {
  const entries = Object.entries(navigation.pages);
  if (entries.every(([, page]) => page.groups === undefined)) return navigation;
  const pages: Record<string, SiteNavigationPage> = {};
  for (const [key, page] of entries) if (isAllowedForGroups(page.groups, readerGroups)) pages[key] = page;
  const filter = (items: readonly SiteNavigationItem[]): SiteNavigationItem[] =>
    items.flatMap((item): SiteNavigationItem[] => {
      if (item.kind === 'page') return pages[item.page] === undefined ? [] : [item];
      if (item.kind === 'link') return [item];
      const inner = filter(item.items);
      if (item.kind === 'group') {
        const { root, ...rest } = item;
        const keepsRoot = root !== undefined && pages[root] !== undefined;
        if (inner.length === 0 && !keepsRoot) return [];
        return [keepsRoot ? { ...rest, root, items: inner } : { ...rest, items: inner }];
      }
      return [{ ...item, items: inner }];
    });
  return { ...navigation, pages, items: filter(navigation.items) };
}

/**
 * The served bytes of `/_folio/navigation.json` for one reader (`ManifestEntry.readerFilter:
 * "navigation"`): `filterSiteNavigation` of the text. Never throws: a text that is not the site's
 * navigation gives an empty one rather than the unfiltered file.
 */
export function filterSiteNavigationJson(text: string, readerGroups: readonly string[] | undefined): string {
  let value: SiteNavigation;
  try {
    value = JSON.parse(text) as SiteNavigation;
  } catch {
    value = EMPTY;
  }
  const isNavigation =
    typeof value === 'object' &&
    value !== null &&
    typeof value.pages === 'object' &&
    value.pages !== null &&
    Array.isArray(value.items);
  return JSON.stringify(filterSiteNavigation(isNavigation ? value : EMPTY, readerGroups));
}

const EMPTY: SiteNavigation = { version: 1, name: '', scopes: [], pages: {}, items: [] };
