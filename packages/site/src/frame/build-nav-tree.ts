import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import type { Group, IconSetting, Navigation, PageEntry, SchemeColor } from '@folio/docs-config';
import { siteCodes } from '../codes.ts';
import type { NavLevelKind, NavNode, NavTree, SidebarGroup, SidebarItem } from './nav-tree.ts';

// Child collections in the precedence the reference uses; `menu` only occurs inside tabs.
const SELECTOR_KEYS: [key: string, kind: NavLevelKind, labelKey: string][] = [
  ['products', 'product', 'product'],
  ['languages', 'language', 'language'],
  ['versions', 'version', 'version'],
  ['tabs', 'tab', 'tab'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['anchors', 'anchor', 'anchor'],
  ['menu', 'menu', 'item'],
];

type Element = Record<string, unknown>;

/**
 * Turns the resolved navigation into the tree the layout renders: selector levels (products,
 * languages, versions, tabs, dropdowns, anchors, menus) down to sections holding a sidebar.
 * Entries naming a page that is not in `knownPages` are left out with a diagnostic.
 */
export function buildNavTree(
  navigation: Navigation,
  knownPages: ReadonlySet<string>,
  report: (diagnostic: Diagnostic) => void = () => {},
): NavTree {
  let groupCount = 0;
  const sections: NavNode[] = [];
  const sectionOf = new Map<string, NavNode>();
  const groupsOf = new Map<string, SidebarGroup[]>();

  const buildNode = (
    element: Element,
    kind: NavNode['kind'],
    label: string,
    path: PathSegment[],
    parent?: NavNode,
  ): NavNode => {
    const node: NavNode = {
      kind,
      label,
      key: label,
      hidden: element.hidden === true,
      children: [],
      sidebar: [],
      pages: [],
    };
    if (parent !== undefined) node.parent = parent;
    if (isIconSetting(element.icon)) node.icon = element.icon;
    if (kind === 'anchor' && isSchemeColor(element.color)) node.color = element.color;
    if (typeof element.description === 'string') node.description = element.description;
    if (typeof element.href === 'string') node.href = element.href;
    const banner = element.banner;
    if (
      typeof banner === 'object' &&
      banner !== null &&
      typeof (banner as { content?: unknown }).content === 'string'
    ) {
      node.banner = banner as NavNode['banner'] & object;
    }
    // Validated by docs-config (languages and versions only); carried for `chromeOf`.
    for (const key of ['navbar', 'footer', 'global'] as const) {
      const value = element[key];
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) node[key] = value as never;
    }

    for (const [key, childKind, labelKey] of SELECTOR_KEYS) {
      const entries = element[key];
      if (!Array.isArray(entries)) continue;
      node.childKind = childKind;
      entries.forEach((entry: unknown, index) => {
        if (typeof entry !== 'object' || entry === null) return;
        const child = entry as Element;
        const childLabel = typeof child[labelKey] === 'string' ? (child[labelKey] as string) : '';
        const built = buildNode(child, childKind, childLabel, [...path, key, index], node);
        node.children.push(built);
        node.pages.push(...built.pages);
      });
      return node;
    }

    const trail: SidebarGroup[] = [];
    const addPage = (page: string, entryPath: PathSegment[]): boolean => {
      if (!knownPages.has(page)) {
        report(
          createDiagnostic(siteCodes, 'SITE_NAV_PAGE_UNKNOWN', {
            message: `Navigation entry "${page}" names no page of the site; it is left out of the sidebar.`,
            file: 'docs.json',
            path: formatJsonPath(entryPath),
          }),
        );
        return false;
      }
      node.pages.push(page);
      if (!sectionOf.has(page)) {
        sectionOf.set(page, node);
        groupsOf.set(page, [...trail]);
      }
      return true;
    };
    const buildItems = (entries: unknown, entriesPath: PathSegment[], depth: number): SidebarItem[] => {
      const items: SidebarItem[] = [];
      if (!Array.isArray(entries)) return items;
      entries.forEach((entry: PageEntry | null, index) => {
        const entryPath = [...entriesPath, index];
        if (typeof entry === 'string') {
          if (addPage(entry, entryPath)) items.push({ kind: 'page', path: entry });
        } else if (typeof entry === 'object' && entry !== null && typeof entry.group === 'string') {
          items.push(buildGroup(entry, entryPath, depth));
        }
      });
      return items;
    };
    const buildGroup = (group: Group, groupPath: PathSegment[], depth: number): SidebarGroup => {
      const built: SidebarGroup = { kind: 'group', group, id: `nav-g${groupCount++}`, depth, items: [] };
      trail.push(built);
      if (typeof group.root === 'string' && !(group.pages ?? []).includes(group.root))
        addPage(group.root, [...groupPath, 'root']);
      built.items = buildItems(group.pages, [...groupPath, 'pages'], depth + 1);
      trail.pop();
      const first = firstPageOf(built.items);
      if (first !== undefined) built.firstPage = first;
      return built;
    };

    if (Array.isArray(element.groups)) {
      (element.groups as unknown[]).forEach((entry, index) => {
        if (typeof entry === 'object' && entry !== null && typeof (entry as Group).group === 'string') {
          node.sidebar.push(buildGroup(entry as Group, [...path, 'groups', index], 0));
        }
      });
    } else {
      node.sidebar = buildItems(element.pages, [...path, 'pages'], 0);
    }
    sections.push(node);
    return node;
  };

  const root = buildNode(navigation as Element, 'root', '', ['navigation']);
  return { root, sections, sectionOf, groupsOf };
}

function firstPageOf(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.kind === 'page') return item.path;
    const inner = firstPageOf(item.items);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A string icon, or an icon object with a string `name` (as @folio/docs-config validated it). */
function isIconSetting(value: unknown): value is IconSetting {
  if (typeof value === 'string') return true;
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

/** A `{ light?, dark? }` colour of strings (as @folio/docs-config validated it: hex colours). */
function isSchemeColor(value: unknown): value is SchemeColor {
  if (value === null || typeof value !== 'object') return false;
  const color = value as Record<string, unknown>;
  return ['light', 'dark'].every((key) => color[key] === undefined || typeof color[key] === 'string');
}
