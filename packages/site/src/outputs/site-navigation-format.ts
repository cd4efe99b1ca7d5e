import type { PageGroups } from '@folio/deployment';
import type { NavLevelKind } from '../frame/nav-tree.ts';

/**
 * The site's navigation and pages as data, for programs (the MCP server's `list_pages` and
 * `get_page`, the search endpoint's languages and versions). Written by `renderSite`, read by
 * @folio/site-endpoints.
 */
export const SITE_NAVIGATION_URL = '/_folio/navigation.json';

/** `/_folio/navigation.json`, version 1. */
export interface SiteNavigation {
  version: 1;
  /** docs.json `name` and `description`. */
  name: string;
  description?: string;
  /**
   * docs.json `logo` as the top bar shows it: the light scheme's image and the dark one's when it
   * differs, each a site path (`/logo/light.svg`) or an absolute URL. The edge's sign-in page
   * draws it too.
   */
  logo?: { light: string; dark?: string };
  /**
   * Every search scope of the site (`en/v2`, `v1`, `''`, as the search index names them) with the
   * language and version it stands for.
   */
  scopes: SiteScope[];
  /** Every page, hidden ones included, by its URL path without trailing slash (`/`, `/guides/setup`). */
  pages: Record<string, SiteNavigationPage>;
  /** The navigation as readers see it (hidden elements and pages left out). */
  items: SiteNavigationItem[];
}

/** A search scope: the language and version a part of the site belongs to. */
export interface SiteScope {
  scope: string;
  language?: string;
  version?: string;
}

/** One page of the site. */
export interface SiteNavigationPage {
  title: string;
  description?: string;
  /** The page's URL as the site links it (ends in `/` on a `seo.trailingSlash` site). */
  url: string;
  /** URL of its Markdown twin (`/guides/setup.md`). */
  markdown: string;
  /** The page has no navigation entry. */
  hidden?: true;
  /** URL of its API data file when it documents an operation or a channel (`api-data-format.ts`). */
  api?: string;
  /**
   * Front matter `groups`: only readers in these groups may see the page (`[]`: nobody). The edge
   * leaves such pages out of the file for every other reader (`filterSiteNavigation`).
   */
  groups?: PageGroups;
}

/** An element of the navigation. */
export type SiteNavigationItem =
  /** A page: its key in `pages`. */
  | { kind: 'page'; page: string }
  /** A sidebar group; `root` is the page the group's title opens, if any. */
  | { kind: 'group'; label: string; root?: string; items: SiteNavigationItem[] }
  /** An element that selects a part of the site: a tab, a language, a version… */
  | { kind: NavLevelKind; label: string; items: SiteNavigationItem[] }
  /** An element that only links elsewhere. */
  | { kind: 'link'; label: string; href: string };
