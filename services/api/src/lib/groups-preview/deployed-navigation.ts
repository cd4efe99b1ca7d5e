import type { PageGroups } from '@folio/deployment';

/**
 * What the groups preview reads of a deployment's `/_folio/navigation.json` (the format is
 * packages/site's `SiteNavigation`; the api imports no site package, so it reads only these keys).
 */
export interface DeployedNavigation {
  /** Every page by its URL path: title, URL, whether it has a navigation entry, its groups. */
  pages: Record<string, { title: string; url: string; hidden?: true; groups?: PageGroups }>;
  items: DeployedNavigationItem[];
}

/** One navigation entry: a page, a group or level (tab, version…) of entries, or a link. */
export type DeployedNavigationItem =
  | { kind: 'page'; page: string }
  | { kind: 'link'; label: string }
  | { kind: string; label: string; root?: string; items: DeployedNavigationItem[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The navigation from the file's text, or `null` when it is not the site's navigation. */
export function parseDeployedNavigation(text: string): DeployedNavigation | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.pages) || !Array.isArray(value.items)) return null;
  const pages: DeployedNavigation['pages'] = {};
  for (const [key, page] of Object.entries(value.pages)) {
    if (!isObject(page) || typeof page.title !== 'string' || typeof page.url !== 'string') continue;
    pages[key] = {
      title: page.title,
      url: page.url,
      ...(page.hidden === true ? { hidden: true as const } : {}),
      ...(Array.isArray(page.groups) ? { groups: page.groups.filter(isObject) as PageGroups } : {}),
    };
  }
  return { pages, items: items(value.items) };
}

function items(values: unknown[]): DeployedNavigationItem[] {
  return values.flatMap((value): DeployedNavigationItem[] => {
    if (!isObject(value) || typeof value.kind !== 'string') return [];
    if (value.kind === 'page') return typeof value.page === 'string' ? [{ kind: 'page', page: value.page }] : [];
    const label = typeof value.label === 'string' ? value.label : '';
    if (value.kind === 'link') return [{ kind: 'link', label }];
    return [
      {
        kind: value.kind,
        label,
        ...(typeof value.root === 'string' ? { root: value.root } : {}),
        items: Array.isArray(value.items) ? items(value.items) : [],
      },
    ];
  });
}
