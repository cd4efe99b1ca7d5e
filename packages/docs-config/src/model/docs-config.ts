import type { Diagnostic } from '@folio/diagnostics';
import type { ApiSettings, OpenApiOverlays } from './api-settings.ts';
import type { Appearance, Background } from './appearance.ts';
import type { Checks } from './checks.ts';
import type { Colors } from './colors.ts';
import type { Fonts } from './fonts.ts';
import type { Navigation } from './navigation.ts';
import type { Banner, Contextual, Footer, Integrations, Navbar } from './site-chrome.ts';
import type { SeoSettings, SiteSettings } from './site-settings.ts';
import type { LocateValue } from './source.ts';
import type { Styling } from './styling.ts';

/** A path of the site, as docs-config checked it: it starts with `/` (it may hold `:param` / `*` patterns). */
export type SitePath = `/${string}`;

/** One `redirects` entry, validated: only such entries reach the site and the edge. */
export interface Redirect {
  source: SitePath;
  /** A same-site path or an http(s) URL, through the URL policy (`checkUrl(…, 'redirect')`). */
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
  /** Hex colours only; `primary` is `DEFAULT_PRIMARY_COLOR` when missing or not a colour. */
  colors: Colors;
  description?: string;
  logo?: string | { light?: string; dark?: string; href?: string };
  favicon?: string | { light?: string; dark?: string };
  navigation: Navigation;
  styling?: Styling;
  interaction?: { drilldown?: boolean };
  api?: ApiSettings;
  redirects?: Redirect[];
  appearance?: Appearance;
  background?: Background;
  fonts?: Fonts;
  seo?: SeoSettings;
  search?: SiteSettings['search'];
  errors?: SiteSettings['errors'];
  metadata?: SiteSettings['metadata'];
  feedback?: SiteSettings['feedback'];
  thumbnails?: SiteSettings['thumbnails'];
  /** `{{name}}` substitutions in pages and snippets. */
  variables?: Record<string, string>;
  markdown?: SiteSettings['markdown'];
  /** The whole resolved JSON value, for keys Folio passes through (navbar, footer, seo, …). */
  raw: Record<string, unknown>;
  navbar?: Navbar;
  footer?: Footer;
  banner?: Banner;
  contextual?: Contextual;
  integrations?: Integrations;
  /** `checks`: how severe the findings of Folio's site-wide checks are (Folio's own setting). */
  checks?: Checks;
  /**
   * OpenAPI Overlay documents to apply to an OpenAPI document before it is read, from every
   * `openapi` object with `overlays` (`api.openapi`, its array entries, navigation elements).
   */
  openapiOverlays?: OpenApiOverlays[];
}

/** The result of loading docs.json: a config (unless the file is unusable) plus every problem. */
export interface LoadedDocsConfig {
  config: DocsConfig | undefined;
  diagnostics: Diagnostic[];
  locate: LocateValue;
  /** Every file read: docs.json and each `$ref`'d file (for watch mode and caching). */
  files: string[];
}
