import type { PageGroups } from '@folio/deployment';
import type { FeedItem } from '@folio/content';
import type { Diagnostic } from '@folio/diagnostics';
import type { DocsConfig, Navigation } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import type { LoadedSpec } from '@folio/openapi';

/** One heading of a rendered page, for the table of contents and the search index. */
export interface PageHeading {
  depth: number;
  text: string;
  id: string;
}

/** A page as `@folio/content` rendered it. */
export interface PageContent {
  /** Sanitised HTML of the page body. */
  html: string;
  headings: PageHeading[];
  title?: string;
  description?: string;
  /** The page as Markdown, served at `<path>.md` and concatenated into `llms-full.txt`. */
  markdown: string;
  /** The page body as human readers see it written, for the search index; `markdown` when absent. */
  searchMarkdown?: string;
  /** The page's `Update`s when its front matter sets `rss: true`: published as `<path>/rss.xml`. */
  feed?: FeedItem[];
  /** Front matter meta tags, `noindex` and `keywords` (`readPageMeta`). */
  meta?: import('./frame/page-meta.ts').PageMeta;
  /** Date (ISO 8601) of the page's last commit, shown with docs.json `metadata.timestamp`. */
  lastModified?: string;
  /** URL path of the page's generated Open Graph image (docs.json `thumbnails`), 1200×630 PNG. */
  thumbnail?: string;
}

/** Input of `renderSite`. */
export interface RenderSiteInput {
  config: DocsConfig;
  /** The resolved navigation (every OpenAPI reference already expanded into page paths). */
  navigation: Navigation;
  pages: SitePage[];
  /** Rendered content by page path. */
  content: Map<string, PageContent>;
  specs: LoadedSpec[];
  /**
   * URL path of the generated Open Graph image of pages without content (generated OpenAPI and
   * AsyncAPI pages), by page path; MDX pages carry theirs as `PageContent.thumbnail`.
   */
  thumbnails?: ReadonlyMap<string, string>;
  /** Public base URL (`https://docs.acme.com`), for `sitemap.xml`, `robots.txt` and canonical links. */
  siteUrl?: string;
  /**
   * The path the site is served under (`/docs`, validated by `parseBasePath`): every URL the site
   * emits starts with it, and the manifest records it. Absent: served at the root.
   */
  basePath?: string;
  /**
   * Whether the site's readers sign in with claims (access mode `oidc` or `jwt`): playground pages
   * then ask the reader endpoint for values to prefill. Default false.
   */
  readerClaims?: boolean;
  /**
   * Whether the site's readers sign in (any access mode but `public`): every page then asks the
   * reader endpoint whether someone is signed in, to offer the top bar's sign-out. Default false.
   */
  readersSignIn?: boolean;
  /** Receives every problem found while rendering (missing content, unresolved `$ref`s, …). */
  onDiagnostic?: (diagnostic: Diagnostic) => void;
}

/** One file of the built site. */
export interface SiteFile {
  /** Output file path, e.g. `guides/setup/index.html` or `guides/setup.md`. */
  path: string;
  /** URL path the file answers, e.g. `/guides/setup`. */
  urlPath: string;
  contentType: string;
  body: string | Uint8Array;
  /**
   * The brotli quality `buildManifest` compresses the file with, when it compresses it, instead of
   * its own choice (11 for a small hashed file, else 4): for files whose reading or making cost
   * differs from their kind's, such as the search index's many small parts.
   */
  brotliQuality?: number;
  /**
   * The reader groups that may read the file (a restricted page's HTML and Markdown twin; `[]`:
   * nobody, for files the edge only reads itself); copied into its manifest entry.
   */
  groups?: PageGroups;
}
