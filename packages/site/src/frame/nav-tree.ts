import type { Banner, Footer, GlobalAnchor, Group, IconSetting, Navbar } from '@folio/docs-config';

/** The kinds of navigation element that select a part of the site (top bar, switchers, anchors). */
export type NavLevelKind = 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'menu';

/** A page link in the sidebar. */
export interface SidebarPage {
  kind: 'page';
  path: string;
}

/** A group in the sidebar; `depth` 0 is a top-level group (always expanded). */
export interface SidebarGroup {
  kind: 'group';
  group: Group;
  /** Stable element id (`nav-g3`), the same on every page of the site. */
  id: string;
  depth: number;
  items: SidebarItem[];
  /** First page of the group in navigation order (`root` excluded): the drilldown target. */
  firstPage?: string;
}

/** One entry of the sidebar. */
export type SidebarItem = SidebarPage | SidebarGroup;

/**
 * One element of the navigation as the site renders it. Elements that select a part of the site
 * (languages, versions, products, tabs, …) have `children`; the others hold a sidebar.
 */
export interface NavNode {
  kind: NavLevelKind | 'root';
  label: string;
  /** What identifies the element in page paths when switching: the language code, the version. */
  key: string;
  /** As docs.json writes it (a string or `{ name, style, library }`); `renderIcon` takes either. */
  icon?: IconSetting;
  description?: string;
  /** An anchor's icon colour per scheme (docs.json `color`). */
  color?: GlobalAnchor['color'];
  /** External or relative link of an element that has no pages. */
  href?: string;
  hidden: boolean;
  banner?: Banner;
  /** A language's or version's own navbar, footer and global anchors (see `chromeOf`). */
  navbar?: Navbar;
  footer?: Footer;
  global?: { anchors?: (GlobalAnchor | null)[] };
  childKind?: NavLevelKind;
  children: NavNode[];
  sidebar: SidebarItem[];
  /** Every page below this element, in navigation order (group roots included). */
  pages: string[];
  parent?: NavNode;
}

/** The resolved navigation ready to render: its root and its leaf sections. */
export interface NavTree {
  root: NavNode;
  /** Elements that hold a sidebar, in navigation order. */
  sections: NavNode[];
  /** Section of each page (the first one that lists it). */
  sectionOf: Map<string, NavNode>;
  /** Ancestor groups of each page inside its section, outermost first. */
  groupsOf: Map<string, SidebarGroup[]>;
}
