import { AGENT_PATHS } from '@folio/deployment';
import type { Redirect } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import { isPublishedAsset } from '../collect-assets.ts';

/**
 * Files every site publishes besides its pages and assets (see `renderSite`); `/` is the home
 * page, or a stub sending readers to the first page when there is no `index` page.
 */
const SITE_OUTPUTS = [
  '/',
  '/sitemap.xml',
  '/robots.txt',
  AGENT_PATHS.llmsTxt,
  AGENT_PATHS.wellKnownLlmsTxt,
  '/llms-full.txt',
  '/404',
];

/**
 * Everything a link of the site can land on: every page it publishes (MDX pages, generated API
 * and AsyncAPI pages, hidden ones), the ids on each page that was read, the static files, the
 * files the site generates (`.md` twins, feeds, sitemap, llms.txt), and the redirects.
 */
export interface SiteTargets {
  /** docs.json `seo.trailingSlash`: readers are at `/guides/setup/`, so relative links resolve from there. */
  trailingSlash: boolean;
  /** Page path by URL path (`/guides/setup` → `guides/setup`; `/` → `index`). */
  pages: ReadonlyMap<string, string>;
  /** Ids on a page by page path; a page not in the map was not read (generated, deferred, unreadable). */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** URL paths of the other files published: static files, `.md` twins, feeds, sitemap and the like. */
  files: ReadonlySet<string>;
  /** docs.json `redirects`, answered before anything else (as the edge does). */
  redirects: readonly Redirect[];
  /** URL folders (`/api-reference/`) of generated pages that are unknown (their document did not load). */
  unknownFolders: readonly string[];
}

/** What the targets are made from: the analysis, and the ids of every page read in this pass. */
export interface SiteTargetsInput {
  pages: readonly SitePage[];
  /** Repository files (not ignored). */
  files: readonly string[];
  redirects: readonly Redirect[] | undefined;
  trailingSlash: boolean;
  ids: ReadonlyMap<string, readonly string[]>;
  /** Page paths whose front matter asks for an RSS feed (`rss: true`). */
  feeds: ReadonlySet<string>;
  /** See `SiteTargets.unknownFolders`. */
  unknownFolders: readonly string[];
}

/** Builds the site's link targets. */
export function collectSiteTargets(input: SiteTargetsInput): SiteTargets {
  const pages = new Map<string, string>();
  const files = new Set<string>(SITE_OUTPUTS);
  for (const page of input.pages) {
    const url = pageUrlOf(page.path);
    pages.set(url, page.path);
    files.add(`/${page.path}.md`);
    if (input.feeds.has(page.path)) files.add(`${url === '/' ? '' : url}/rss.xml`);
  }
  for (const file of input.files) if (isPublishedAsset(file)) files.add(`/${file}`);
  const ids = new Map<string, ReadonlySet<string>>();
  for (const [path, list] of input.ids) ids.set(path, new Set(list));
  return {
    trailingSlash: input.trailingSlash,
    pages,
    ids,
    files,
    redirects: input.redirects ?? [],
    unknownFolders: input.unknownFolders,
  };
}

/** The URL path of a page (`index` is `/`), as the site serves it (`pageUrl` of packages/site). */
export function pageUrlOf(pagePath: string): string {
  return pagePath === 'index' ? '/' : `/${pagePath}`;
}

/**
 * The URL a reader's browser shows for a page, which relative links on it resolve against:
 * `/guides/setup`, or `/guides/setup/` when the site's URLs end in a slash (the edge redirects
 * there), so that `./next` means `/guides/next` in the first case and `/guides/setup/next` in the
 * second, exactly as in the browser.
 */
export function pageLocation(pagePath: string, trailingSlash: boolean): string {
  const url = pageUrlOf(pagePath);
  return trailingSlash && url !== '/' ? `${url}/` : url;
}
