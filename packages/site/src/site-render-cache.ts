import type { SiteLayout } from './build-site-layout.ts';
import type { RenderedSitePage } from './rendered-site-page.ts';
import type { SiteFile } from './types.ts';

/** What the last `renderSite` call with a cache did. */
export interface SiteRenderStats {
  /** True when the layout (navigation, titles, config, specs) was unchanged and reused. */
  layoutReused: boolean;
  /** Pages rendered in the call. */
  pagesRendered: number;
  /** Pages whose files were reused from the previous call, unchanged. */
  pagesReused: number;
}

/**
 * What `renderSite` keeps between builds of the same site (`folio dev`, watch mode, a warm
 * worker), so that a rebuild renders only what changed. The layout is keyed by the sha256 of
 * everything the chrome depends on (configuration, navigation, page paths and titles, site URL,
 * OpenAPI documents); each page by that key and its own content. When only one page's content
 * changed, only that page and the files aggregating all pages (search index, `llms.txt`,
 * `llms-full.txt`) are made again; the other files are returned as the same objects, which lets
 * `buildManifest` with a `ManifestCache` skip them too.
 *
 * Holds the last build's files (memory in the order of the site's size). One cache per site.
 */
export class SiteRenderCache {
  #layout: SiteLayout | undefined;
  #pages = new Map<string, { key: string; page: RenderedSitePage }>();
  #aggregates: { key: string; files: SiteFile[] } | undefined;
  #stats: SiteRenderStats = { layoutReused: false, pagesRendered: 0, pagesReused: 0 };

  /** What the last `renderSite` call did. */
  get stats(): Readonly<SiteRenderStats> {
    return this.#stats;
  }

  /** Starts a `renderSite` call: resets the stats. */
  begin(): void {
    this.#stats = { layoutReused: false, pagesRendered: 0, pagesReused: 0 };
  }

  /** The layout for `key`: the cached one when the key matches, else `build()` (which replaces it). */
  layout(key: string, build: () => SiteLayout): SiteLayout {
    if (this.#layout?.key === key) {
      this.#stats.layoutReused = true;
      return this.#layout;
    }
    this.#layout = build();
    return this.#layout;
  }

  /** The rendered page at `path` for `key`: cached when the key matches, else `render()`. */
  page(path: string, key: string, render: () => RenderedSitePage): RenderedSitePage {
    const cached = this.#pages.get(path);
    if (cached?.key === key) {
      this.#stats.pagesReused++;
      return cached.page;
    }
    const page = render();
    this.#pages.set(path, { key, page });
    this.#stats.pagesRendered++;
    return page;
  }

  /** The site-wide files made from all pages for `key`: cached when the key matches, else `make()`. */
  aggregates(key: string, make: () => SiteFile[]): SiteFile[] {
    if (this.#aggregates?.key !== key) this.#aggregates = { key, files: make() };
    return this.#aggregates.files;
  }

  /** Forgets pages that are no longer in the site. */
  retainPages(paths: ReadonlySet<string>): void {
    for (const path of this.#pages.keys()) if (!paths.has(path)) this.#pages.delete(path);
  }
}
