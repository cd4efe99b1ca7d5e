import type { PageGroups } from '@folio/deployment';
import type { NavNode, NavTree, SidebarItem } from '../frame/nav-tree.ts';
import { pageUrl } from '../lib/page-url.ts';
import { searchScope } from './search-scope.ts';
import type { SiteNavigation, SiteNavigationItem, SiteNavigationPage, SiteScope } from './site-navigation-format.ts';

/** What `buildSiteNavigation` needs of the site. */
export interface SiteNavigationInput {
  name: string;
  description?: string;
  /** docs.json `logo`, as the top bar shows it (site paths or absolute URLs). */
  logo?: SiteNavigation['logo'];
  tree: NavTree;
  /** Every page path of the site, in input order, with whether it is hidden. */
  pages: readonly { path: string; hidden?: boolean; groups?: PageGroups }[];
  titleOf(pagePath: string): string;
  descriptionOf(pagePath: string): string | undefined;
  /** The page's URL as the site links it. */
  urlOf(pagePath: string): string;
  /** URL of the page's API data file, when it has one. */
  apiOf(pagePath: string): string | undefined;
}

/** `/_folio/navigation.json` (see `site-navigation-format.ts`). */
export function buildSiteNavigation(input: SiteNavigationInput): SiteNavigation {
  const pages: Record<string, SiteNavigationPage> = {};
  for (const page of input.pages) {
    const description = input.descriptionOf(page.path);
    const api = input.apiOf(page.path);
    pages[pageUrl(page.path)] = {
      title: input.titleOf(page.path),
      ...(description === undefined ? {} : { description }),
      url: input.urlOf(page.path),
      markdown: `/${page.path}.md`,
      ...(page.hidden === true ? { hidden: true as const } : {}),
      ...(api === undefined ? {} : { api }),
      ...(page.groups === undefined ? {} : { groups: page.groups }),
    };
  }
  const shown = (path: string) => pages[pageUrl(path)] !== undefined && pages[pageUrl(path)]!.hidden !== true;
  const sidebarItems = (items: readonly SidebarItem[]): SiteNavigationItem[] =>
    items.flatMap((item): SiteNavigationItem[] => {
      if (item.kind === 'page') return shown(item.path) ? [{ kind: 'page', page: pageUrl(item.path) }] : [];
      if (item.group.hidden === true) return [];
      const root = item.group.root;
      return [
        {
          kind: 'group',
          label: item.group.group,
          ...(typeof root === 'string' && shown(root) ? { root: pageUrl(root) } : {}),
          items: sidebarItems(item.items),
        },
      ];
    });
  const nodeItems = (node: NavNode): SiteNavigationItem[] => [
    ...node.children.flatMap((child): SiteNavigationItem[] => {
      if (child.hidden) return [];
      if (child.children.length === 0 && child.sidebar.length === 0 && child.href !== undefined)
        return [{ kind: 'link', label: child.label, href: child.href }];
      return [{ kind: child.kind as Exclude<NavNode['kind'], 'root'>, label: child.label, items: nodeItems(child) }];
    }),
    ...sidebarItems(node.sidebar),
  ];
  return {
    version: 1,
    name: input.name,
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.logo === undefined ? {} : { logo: input.logo }),
    scopes: scopesOf(input.tree),
    pages,
    items: nodeItems(input.tree.root),
  };
}

/** Every section's search scope with the language and version above it. */
function scopesOf(tree: NavTree): SiteScope[] {
  const scopes = new Map<string, SiteScope>();
  for (const section of tree.sections.length > 0 ? tree.sections : [tree.root]) {
    const scope = searchScope(section);
    if (scopes.has(scope)) continue;
    const entry: SiteScope = { scope };
    for (let node: NavNode | undefined = section; node !== undefined; node = node.parent) {
      if (node.kind === 'language' && entry.language === undefined) entry.language = node.key;
      if (node.kind === 'version' && entry.version === undefined) entry.version = node.key;
    }
    scopes.set(scope, entry);
  }
  return [...scopes.values()];
}
