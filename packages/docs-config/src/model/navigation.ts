import type { OpenApiSetting } from './api-settings.ts';
import type { SchemeColor } from './colors.ts';
import type { IconSetting } from './icons.ts';
import type { Banner, ChromeOverrides, Footer, GlobalAnchor, Navbar } from './site-chrome.ts';

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
  color?: SchemeColor;
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

export interface Language extends NavigationCommon, NavigationChildren {
  /** A SPEC.md code, or one of the reference's wider set, kept as written (with a warning). */
  language: LanguageCode | ReferenceLanguageCode;
  banner?: Banner;
  navbar?: Navbar;
  footer?: Footer;
  global?: { anchors?: (GlobalAnchor | null)[] };
}

/** SPEC.md "Supported language codes". */
export const LANGUAGE_CODES = [
  'ar',
  'cs',
  'cn',
  'zh-Hant',
  'nl',
  'en',
  'fr',
  'de',
  'he',
  'hi',
  'id',
  'it',
  'jp',
  'ko',
  'lv',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'ru',
  'es',
  'sv',
  'tr',
  'ua',
  'uz',
  'vi',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The root `navigation` object: one primary pattern plus optional `global`. */
export interface Navigation extends NavigationChildren {
  global?: { anchors?: (GlobalAnchor | null)[] };
  openapi?: OpenApiSetting;
}

/** A language code of the reference implementation that SPEC.md does not list. */
export type ReferenceLanguageCode =
  | 'zh'
  | 'zh-Hans'
  | 'zh-CN'
  | 'zh-TW'
  | 'fr-CA'
  | 'fr-ca'
  | 'ja'
  | 'ja-jp'
  | 'ja-JP'
  | 'pt'
  | 'uk'
  | 'da'
  | 'ca'
  | 'fi'
  | 'hu';
