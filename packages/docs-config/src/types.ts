import type { PathSegment } from '@folio/diagnostics';

/**
 * Reads a repository file by its repository-relative path (`nav/en.json`, no leading slash).
 * Resolves to `undefined` when the file does not exist. Packages never touch the disk themselves.
 */
export type ReadRepoFile = (repoPath: string) => Promise<string | undefined>;

/** Where a value of docs.json (or of a `$ref`'d file) sits in its source. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** Maps a JSON path of the resolved config (after `$ref`s are inlined) to its source position. */
export type LocateValue = (path: readonly PathSegment[]) => SourcePosition | undefined;

/**
 * The `openapi` property in the forms real files use: a path or `https://` URL, an array of
 * those, or `{ source, directory }` where `directory` sets the folder of generated pages.
 */
export type OpenApiSetting = string | string[] | { source: string; directory?: string };

/** Fields any navigation element may carry (COMPAT.md "Names"). */
export interface NavigationCommon {
  icon?: string;
  href?: string;
  hidden?: boolean;
  default?: boolean;
  description?: string;
  tag?: string;
  openapi?: OpenApiSetting;
}

/**
 * The child collections a navigation element may hold. SPEC.md: an element uses ONE of them;
 * when several are present, `primaryChildKey` picks the one that applies.
 * Array entries that failed validation are `null` (kept so indices match the source).
 */
export interface NavigationChildren {
  products?: (Product | null)[];
  languages?: (Language | null)[];
  versions?: (Version | null)[];
  tabs?: (Tab | null)[];
  dropdowns?: (Dropdown | null)[];
  anchors?: (Anchor | null)[];
  groups?: (Group | null)[];
  pages?: (PageEntry | null)[];
  /** Only inside a tab (SPEC.md "menu"). */
  menu?: (MenuItem | null)[];
}

/** The names of the child collections, in the precedence the reference implementation uses. */
export type ChildKey = 'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'groups' | 'pages';

/** A `pages` entry: a page path, an operation string (`GET /pets`), or a nested group. */
export type PageEntry = string | Group;

export interface Group extends NavigationCommon {
  group: string;
  /** Absent only when an `openapi` document is in scope (then pages are generated). */
  pages?: (PageEntry | null)[];
  root?: string;
  expanded?: boolean;
}

export interface Tab extends NavigationCommon, NavigationChildren {
  tab: string;
}
export interface MenuItem extends NavigationCommon {
  item: string;
  groups?: (Group | null)[];
  pages?: (PageEntry | null)[];
}
export interface Anchor extends NavigationCommon, NavigationChildren {
  anchor: string;
}
export interface GlobalAnchor {
  anchor: string;
  icon?: string;
  href?: string;
  hidden?: boolean;
}
export interface Dropdown extends NavigationCommon, NavigationChildren {
  dropdown: string;
}
export interface Product extends NavigationCommon, NavigationChildren {
  product: string;
}
export interface Version extends NavigationCommon, NavigationChildren {
  version: string;
}
export interface Banner {
  content: string;
  dismissible?: boolean;
}
export interface Language extends NavigationCommon, NavigationChildren {
  language: LanguageCode;
  banner?: Banner;
}

/** SPEC.md "Supported language codes". */
export const LANGUAGE_CODES = [
  'ar', 'cs', 'cn', 'zh-Hant', 'nl', 'en', 'fr', 'de', 'he', 'hi', 'id', 'it', 'jp', 'ko', 'lv',
  'no', 'pl', 'pt-BR', 'ro', 'ru', 'es', 'sv', 'tr', 'ua', 'uz', 'vi',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The root `navigation` object: one primary pattern plus optional `global`. */
export interface Navigation extends NavigationChildren {
  global?: { anchors?: (GlobalAnchor | null)[] };
  openapi?: OpenApiSetting;
}

export interface Redirect {
  source: string;
  destination: string;
  permanent?: boolean;
}

/**
 * docs.json after `$ref`s are inlined and values are validated. Known fields are typed; every
 * other top-level key real configs carry is kept untouched in `raw`.
 */
export interface DocsConfig {
  /** Defaults to "Documentation" with a warning when missing (COMPAT.md). */
  name: string;
  /** Defaults to "mint" with a warning when missing. */
  theme: string;
  colors: { primary: string; light?: string; dark?: string };
  description?: string;
  logo?: string | { light?: string; dark?: string; href?: string };
  favicon?: string | { light?: string; dark?: string };
  navigation: Navigation;
  styling?: { eyebrows?: string; codeblocks?: string };
  interaction?: { drilldown?: boolean };
  api?: {
    /** Default document for elements that have none (COMPAT.md). */
    openapi?: OpenApiSetting;
    playground?: { proxy?: boolean; display?: string };
  };
  redirects?: Redirect[];
  /** The whole resolved JSON value, for keys Folio passes through (navbar, footer, seo, …). */
  raw: Record<string, unknown>;
}

/** The result of loading docs.json: a config (unless the file is unusable) plus every problem. */
export interface LoadedDocsConfig {
  config: DocsConfig | undefined;
  diagnostics: import('@folio/diagnostics').Diagnostic[];
  locate: LocateValue;
  /** Every file read: docs.json and each `$ref`'d file (for watch mode and caching). */
  files: string[];
}
