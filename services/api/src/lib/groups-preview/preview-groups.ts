import { isAllowedForGroups, type PageGroups } from '@folio/deployment';
import type { DeployedNavigation, DeployedNavigationItem } from './deployed-navigation.ts';

/** One navigation entry as a reader in the previewed group finds it. */
export interface PreviewEntry {
  kind: string;
  label: string;
  /** The page's URL, for entries that open one. */
  url?: string;
  /** Whether the reader finds the entry in the navigation (the edge leaves the others out). */
  shown: boolean;
  /** The page's front matter `groups`, for restricted pages. */
  groups?: PageGroups;
  items: PreviewEntry[];
}

/** What a reader in one group sees of a deployment. */
export interface GroupsPreview {
  /** The navigation, entry by entry, each shown or hidden. */
  entries: PreviewEntry[];
  /** Pages without a navigation entry (front matter `hidden`), each readable or not. */
  unlisted: PreviewEntry[];
  /** How many pages the reader may open, of how many. */
  readable: number;
  total: number;
}

/**
 * What a signed-in reader in `readerGroups` sees of a deployment's navigation: the rules of the
 * edge (`filterSiteNavigation` in @folio/site-endpoints, `isAllowedForGroups` for every page)
 * applied entry by entry, keeping the hidden ones to show them as hidden. A group is hidden when
 * none of its entries nor its own page is shown; links and levels (tabs, versions) always stay.
 */
export function previewGroups(navigation: DeployedNavigation, readerGroups: readonly string[]): GroupsPreview {
  const readable = (key: string) => {
    const page = navigation.pages[key];
    return page !== undefined && isAllowedForGroups(page.groups, readerGroups);
  };
  const pageEntry = (key: string): PreviewEntry => {
    const page = navigation.pages[key];
    return {
      kind: 'page',
      label: page?.title ?? key,
      url: page?.url ?? key,
      shown: readable(key),
      ...(page?.groups === undefined ? {} : { groups: page.groups }),
      items: [],
    };
  };
  const entry = (item: DeployedNavigationItem): PreviewEntry => {
    if (item.kind === 'page' && 'page' in item) return pageEntry(item.page);
    if (!('items' in item))
      return { kind: item.kind, label: 'label' in item ? item.label : '', shown: true, items: [] };
    const inner = item.items.map(entry);
    const root = item.root === undefined ? undefined : pageEntry(item.root);
    const shown = item.kind !== 'group' || inner.some((child) => child.shown) || root?.shown === true;
    return {
      kind: item.kind,
      label: item.label,
      ...(root === undefined ? {} : { url: root.url }),
      ...(root?.groups === undefined ? {} : { groups: root.groups }),
      shown,
      items: inner,
    };
  };
  const keys = Object.keys(navigation.pages);
  return {
    entries: navigation.items.map(entry),
    unlisted: keys.filter((key) => navigation.pages[key]?.hidden === true).map(pageEntry),
    readable: keys.filter(readable).length,
    total: keys.length,
  };
}

/**
 * The group names a deployment restricts pages to (`includes` and `excludes` of every rule, the
 * `*` wildcard left out), sorted: the groups the preview offers.
 */
export function declaredGroups(rules: Iterable<PageGroups>): string[] {
  const names = new Set<string>();
  for (const groups of rules)
    for (const rule of groups)
      for (const name of [...(rule.includes ?? []), ...(rule.excludes ?? [])]) if (name !== '*') names.add(name);
  return [...names].sort((a, b) => a.localeCompare(b));
}
