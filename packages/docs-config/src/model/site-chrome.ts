import type { SchemeColor } from './colors.ts';
import type { IconSetting } from './icons.ts';

/**
 * The settings that shape a site's frame around its pages: `navbar`, `footer`, `contextual`,
 * `banner` and `integrations`, as `validateSiteChrome` keeps them (invalid parts left out).
 */

/** A `navbar.links` entry: a label (optional for the `github`/`discord` kinds), a link and an icon. */
export interface NavbarLink {
  label?: string;
  href: string;
  icon?: IconSetting;
  /** `github` or `discord` draw the network's mark; any other string is kept as written. */
  type?: string;
}

/** The kinds of `navbar.primary` call to action (reference `primarySchema`). */
export const NAVBAR_PRIMARY_TYPES = ['button', 'github', 'discord'] as const;
export type NavbarPrimaryType = (typeof NAVBAR_PRIMARY_TYPES)[number];

/** `navbar.primary`: a button with its label, or the GitHub / Discord link of the project. */
export interface NavbarPrimary {
  type: NavbarPrimaryType;
  label?: string;
  href: string;
}

/** `navbar`: links in the top bar and one call to action. */
export interface Navbar {
  links?: NavbarLink[];
  primary?: NavbarPrimary;
}

/** The networks `footer.socials` may name (the reference's `footerSocialKeys`). */
export const FOOTER_SOCIAL_NETWORKS = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const;
export type FooterSocialNetwork = (typeof FOOTER_SOCIAL_NETWORKS)[number];

/** A `footer.links` column: an optional header over its links. */
export interface FooterLinkColumn {
  header?: string;
  items: { label: string; href: string }[];
}

/** `footer`: profile links per network, and up to four columns of links. */
export interface Footer {
  /** In the order docs.json writes them. */
  socials?: { network: FooterSocialNetwork; href: string }[];
  links?: FooterLinkColumn[];
}

/** Every built-in `contextual.options` name the reference knows. */
export const CONTEXTUAL_OPTION_NAMES = [
  'copy',
  'assistant',
  'view',
  'download-pdf',
  'download-spec',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'devin-desktop',
  'windsurf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
] as const;
export type ContextualOptionName = (typeof CONTEXTUAL_OPTION_NAMES)[number];

/**
 * The built-in options a Folio site draws; `mcp`, `cursor` and `vscode` connect to the site's own
 * MCP server (`/mcp`). The others need a hosted assistant, PDF export, or an MCP client Folio has
 * no install link for.
 */
export const CONTEXTUAL_OPTIONS_DRAWN = [
  'copy',
  'view',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'mcp',
  'cursor',
  'vscode',
] as const;
export type DrawnContextualOption = (typeof CONTEXTUAL_OPTIONS_DRAWN)[number];

/** A custom `contextual.options` entry. `href` may carry `$page` (the page as Markdown), `$path` and `$mcp` (the site's MCP server URL) in query values. */
export interface CustomContextualOption {
  title: string;
  description: string;
  icon?: IconSetting;
  href: string | { base: string; query: { key: string; value: string }[] };
}

/** `contextual`: the page menu's options and where it sits. */
export interface Contextual {
  options: (DrawnContextualOption | CustomContextualOption)[];
  display: 'header' | 'toc';
}

/** `banner.type`: the banner's colour when no `color` is given. */
export const BANNER_TYPES = ['info', 'warning', 'critical'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** The integrations Folio loads (the reference's `integrationsSchema`). */
export const INTEGRATION_NAMES = [
  'adobe',
  'amplitude',
  'clarity',
  'clearbit',
  'cookies',
  'fathom',
  'frontchat',
  'ga4',
  'gtm',
  'heap',
  'hightouch',
  'hotjar',
  'intercom',
  'koala',
  'logrocket',
  'mixpanel',
  'onetrust',
  'pirsch',
  'plausible',
  'posthog',
  'segment',
  'telemetry',
  'transcend',
] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/** One integration's settings, each value checked against the provider's id format. */
export type IntegrationSettings = Readonly<Record<string, string | boolean>>;

/** `integrations`: only the providers whose settings are all usable. */
export type Integrations = Partial<Record<IntegrationName, IntegrationSettings>>;
export interface Banner {
  content: string;
  dismissible?: boolean;
  /** `info` (primary colour, the default), `warning` (amber) or `critical` (red). */
  type?: BannerType;
  /** Hex background per theme; takes precedence over `type`. */
  color?: SchemeColor;
}

/** The site frame settings of docs.json's top level. */
export interface SiteChrome {
  navbar?: Navbar;
  footer?: Footer;
  banner?: Banner;
  contextual?: Contextual;
  integrations?: Integrations;
}

/** What a language or a version may override of the site frame. */
export interface ChromeOverrides {
  navbar?: Navbar;
  footer?: Footer;
  banner?: Banner;
  global?: { anchors?: (GlobalAnchor | null)[] };
}

export interface GlobalAnchor {
  anchor: string;
  icon?: IconSetting;
  href?: string;
  hidden?: boolean;
  /** Colour of the anchor's icon per scheme (reference schema). */
  color?: SchemeColor;
}
