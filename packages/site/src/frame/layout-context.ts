import type { DocsConfig } from '@folio/docs-config';
import type { SafeHtml } from '@folio/html';
import type { SitePage } from '@folio/navigation';
import type { DiagramAssetUrls } from './diagram-assets.ts';
import type { NavNode, NavTree } from './nav-tree.ts';
import type { SiteFile } from '../types.ts';

/** URLs of the hashed site assets. */
export interface AssetUrls {
  css: string;
  /** The head script (`HEAD_SCRIPT`), loaded before first paint. */
  headJs: string;
  js: string;
  searchIndex: string;
  /** MiniSearch and the site's search engine (`searchEngineAsset`), loaded when the reader opens search. */
  searchEngine: string;
  /** Mermaid and KaTeX, referenced only by pages with a diagram or a formula. */
  diagrams: DiagramAssetUrls;
  /** The playground's script (`PLAYGROUND_SCRIPT`), loaded by pages with a playground or request samples. */
  playgroundJs: string;
  /** The personalisation script (`PERSONALIZE_SCRIPT`), loaded by pages with `{user.…}` values (and playgrounds, when readers sign in). */
  personalizeJs: string;
  /** The request-samples bundle (`requestSamplesAsset`), in sites with operation pages. */
  requestSamples?: string;
}

/** Everything the layout needs that is the same for every page of one site. */
export interface LayoutContext {
  config: DocsConfig;
  tree: NavTree;
  pages: Map<string, SitePage>;
  /** The title a page is listed under in navigation, switchers and prev/next links. */
  titleOf: (pagePath: string) => string;
  assets: AssetUrls;
  /** Effective `interaction.drilldown` (unset resolves to the theme default). */
  drilldown: boolean;
  /** Section used for pages that no navigation entry lists (hidden pages, the 404 page). */
  defaultSection: NavNode;
  siteUrl?: string;
  /** Whether the site's readers sign in with claims (`RenderSiteInput.readerClaims`). */
  readerClaims: boolean;
  /** Whether the site's readers sign in at all (`RenderSiteInput.readersSignIn`): the top bar offers sign-out. */
  readersSignIn: boolean;
  /** Sidebar of each section, rendered once and specialised per page (filled as pages render). */
  sidebars: Map<NavNode, SectionSidebarTemplate>;
  /** What the site does to every page's links after rendering (`seo.trailingSlash`), for the files pages share. */
  finishLinks?: (html: string) => string;
}

/**
 * A section's sidebar as the layout keeps it (`SectionSidebar` builds it): rendered once,
 * specialised per page, and, when large, shared as one file.
 */
export interface SectionSidebarTemplate {
  /** The shared file of the full sidebar, when the section's sidebar is large enough to split. */
  readonly file: SiteFile | undefined;
  /** The sidebar as `activePath` carries it. */
  render(activePath: string | undefined): SafeHtml;
}
