import type { Banner, DocsConfig, Footer, GlobalAnchor, Navbar } from '@folio/docs-config';
import type { NavNode } from './nav-tree.ts';

/** The frame of one page: what its language or version overrides, else the site's own. */
export interface PageChrome {
  navbar?: Navbar;
  footer?: Footer;
  banner?: Banner;
  globalAnchors: readonly (GlobalAnchor | null)[];
}

/**
 * The navbar, footer, banner and global anchors of a page: for each, the one of the innermost
 * language or version of the page's chain that sets it (a version inside a language wins over
 * the language), else the top-level setting. An override replaces the setting as a whole.
 */
export function chromeOf(chain: readonly NavNode[], config: DocsConfig): PageChrome {
  const nearest = <K extends 'navbar' | 'footer' | 'banner' | 'global'>(key: K): NavNode[K] | undefined => {
    for (let i = chain.length - 1; i >= 0; i--) {
      const value = chain[i]![key];
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const chrome: PageChrome = { globalAnchors: (nearest('global') ?? config.navigation.global)?.anchors ?? [] };
  const navbar = nearest('navbar') ?? config.navbar;
  if (navbar !== undefined) chrome.navbar = navbar;
  const footer = nearest('footer') ?? config.footer;
  if (footer !== undefined) chrome.footer = footer;
  const banner = nearest('banner') ?? config.banner;
  if (banner !== undefined) chrome.banner = banner;
  return chrome;
}
