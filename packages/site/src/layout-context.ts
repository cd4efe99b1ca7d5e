import type { DocsConfig } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import type { DiagramAssetUrls } from './diagram-assets.ts';
import type { NavNode, NavTree } from './nav-tree.ts';
import type { SectionSidebar } from './section-sidebar.ts';

/** URLs of the hashed site assets. */
export interface AssetUrls {
  css: string;
  /** The head script (`HEAD_SCRIPT`), loaded before first paint. */
  headJs: string;
  js: string;
  searchIndex: string;
  /** Mermaid and KaTeX, referenced only by pages with a diagram or a formula. */
  diagrams: DiagramAssetUrls;
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
  /** Sidebar of each section, rendered once and specialised per page (filled as pages render). */
  sidebars: Map<NavNode, SectionSidebar>;
  /** What the site does to every page's links after rendering (`seo.trailingSlash`), for the files pages share. */
  finishLinks?: (html: string) => string;
}
