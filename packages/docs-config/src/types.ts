import type { PathSegment } from '@folio/diagnostics';
import type { ReferenceLanguageCode } from './reference-language-codes.ts';
import type { ChromeOverrides } from './validate-site-chrome.ts';

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

/** Styles of an icon object (the reference's `iconTypes`, Font Awesome's families). */
export const ICON_STYLES = [
  'brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin',
] as const;
export type IconStyle = (typeof ICON_STYLES)[number];

/** Icon libraries a name can come from (`icons.library` picks the default). */
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
export type IconLibrary = (typeof ICON_LIBRARIES)[number];

/** An icon in its object form, and the shape renderers take (see `normaliseIcon`). */
export interface Icon {
  /** A name in the library, an `https://` URL or a repository path (`/images/logo.svg`). */
  name: string;
  style?: IconStyle;
  library?: IconLibrary;
}

/**
 * An `icon` as docs.json writes it: a string (a name in the configured library, a URL or a
 * repository path) or an object `{ name, style?, library? }` (COMPAT.md). Strings stay strings,
 * so the resolved navigation keeps the author's form; objects keep only their valid fields.
 */
export type IconSetting = string | Icon;

/** Fields any navigation element may carry (COMPAT.md "Names"). */
export interface NavigationCommon {
  icon?: IconSetting;
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
  /** Colour of the anchor's icon per scheme (reference schema). */
  color?: import('./read-scheme-color.ts').SchemeColor;
}
export interface GlobalAnchor {
  anchor: string;
  icon?: IconSetting;
  href?: string;
  hidden?: boolean;
  /** Colour of the anchor's icon per scheme (reference schema). */
  color?: import('./read-scheme-color.ts').SchemeColor;
}
export interface Dropdown extends NavigationCommon, NavigationChildren {
  dropdown: string;
}
export interface Product extends NavigationCommon, NavigationChildren {
  product: string;
}
export interface Version extends NavigationCommon, NavigationChildren, ChromeOverrides {
  version: string;
}
export interface Banner {
  content: string;
  dismissible?: boolean;
  /** `info` (primary colour, the default), `warning` (amber) or `critical` (red). */
  type?: import('./site-chrome-types.ts').BannerType;
  /** Hex background per theme; takes precedence over `type`. */
  color?: import('./read-scheme-color.ts').SchemeColor;
}
export interface Language extends NavigationCommon, NavigationChildren {
  /** A SPEC.md code, or one of the reference's wider set, kept as written (with a warning). */
  language: LanguageCode | ReferenceLanguageCode;
  banner?: Banner;
  navbar?: import('./site-chrome-types.ts').Navbar;
  footer?: import('./site-chrome-types.ts').Footer;
  global?: { anchors?: (GlobalAnchor | null)[] };
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
  styling?: import('./validate-styling.ts').Styling;
  interaction?: { drilldown?: boolean };
  api?: import('./validate-api-settings.ts').ApiSettings;
  redirects?: Redirect[];
  appearance?: import('./validate-appearance.ts').Appearance;
  background?: import('./validate-appearance.ts').Background;
  fonts?: import('./validate-fonts.ts').Fonts;
  seo?: import('./validate-site-settings.ts').SeoSettings;
  search?: import('./validate-site-settings.ts').SiteSettings['search'];
  errors?: import('./validate-site-settings.ts').SiteSettings['errors'];
  metadata?: import('./validate-site-settings.ts').SiteSettings['metadata'];
  thumbnails?: import('./validate-site-settings.ts').SiteSettings['thumbnails'];
  /** `{{name}}` substitutions in pages and snippets. */
  variables?: Record<string, string>;
  markdown?: import('./validate-site-settings.ts').SiteSettings['markdown'];
  /** The whole resolved JSON value, for keys Folio passes through (navbar, footer, seo, …). */
  raw: Record<string, unknown>;
  navbar?: import('./site-chrome-types.ts').Navbar;
  footer?: import('./site-chrome-types.ts').Footer;
  banner?: Banner;
  contextual?: import('./site-chrome-types.ts').Contextual;
  integrations?: import('./site-chrome-types.ts').Integrations;
  /**
   * OpenAPI Overlay documents to apply to an OpenAPI document before it is read, from every
   * `openapi` object with `overlays` (`api.openapi`, its array entries, navigation elements).
   */
  openapiOverlays?: import('./validation-context.ts').OpenApiOverlays[];
}

/** The result of loading docs.json: a config (unless the file is unusable) plus every problem. */
export interface LoadedDocsConfig {
  config: DocsConfig | undefined;
  diagnostics: import('@folio/diagnostics').Diagnostic[];
  locate: LocateValue;
  /** Every file read: docs.json and each `$ref`'d file (for watch mode and caching). */
  files: string[];
}
