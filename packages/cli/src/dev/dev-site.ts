import { BuildCache, buildSite, createDirectoryReader, POOL_THRESHOLD, RenderPool, toPageContent, type BuildOptions, type BuildResult } from '@folio/builder';
import { renderSite } from '@folio/site';
import type { Diagnostic } from '@folio/diagnostics';
import type { SiteFile } from '@folio/site';
import type { SiteRedirect } from './resolve-site-path.ts';
import { createCachingReader, type CachingReader } from './caching-reader.ts';

/** The site `folio dev` serves: the last good build, plus what the last build reported. */
export interface DevSiteSnapshot {
  files: ReadonlyMap<string, SiteFile>;
  redirects: readonly SiteRedirect[];
  /** `servers` URLs of the site's OpenAPI documents (the playground allow-list). */
  serverUrls: readonly string[];
}

/** The outcome of one rebuild. */
export interface DevBuildOutcome {
  /** False when docs.json is broken: the previous good site stays served. */
  published: boolean;
  diagnostics: Diagnostic[];
  ms: number;
  rendered: number;
  reused: number;
  pages: number;
}

/**
 * Builds a repository again and again with the same cache (only changed pages are rendered
 * again) and the same render threads, keeping the last good build to serve. Builds never overlap: a change during a build schedules one more.
 */
export class DevSite {
  private readonly cache = new BuildCache();
  /**
   * Render threads for the whole session, started at once so they load while the first analysis
   * runs; they stay warm, so a save re-renders its page without a cold start.
   */
  private readonly pool = new RenderPool();
  private readonly reader: CachingReader;
  private current: DevSiteSnapshot | undefined;
  private running: Promise<DevBuildOutcome> | undefined;
  private again = false;
  /** Pages laid out but not rendered yet (large sites start this way); `undefined` once complete. */
  private deferred: Set<string> | undefined;
  /** The layout the pending pages belong to: the partial build's analysis and content. */
  private partial: BuildResult | undefined;
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(
    root: string,
    private readonly options: Pick<BuildOptions, 'fetchUrl' | 'onProgress'>,
  ) {
    this.reader = createCachingReader(createDirectoryReader(root));
  }

  /** Tells the site which repository paths changed since the last build (from the file watcher). */
  changed(paths: readonly string[]): void {
    this.reader.invalidate(paths);
  }

  /**
   * The first build. A large site is laid out at once with its pages' bodies pending, served,
   * and rendered in the background (pages asked for meanwhile are rendered first, on demand);
   * a small one is simply built.
   */
  async start(): Promise<{ first: DevBuildOutcome; complete?: Promise<DevBuildOutcome> }> {
    const pageLike = (await this.reader.listFiles()).filter((file) => /\.mdx?$/i.test(file)).length;
    if (pageLike < POOL_THRESHOLD) return { first: await this.rebuild() };
    const first = await this.buildWith({ renderOnly: () => false });
    if (!first.published) return { first };
    // The background build renders what the layout deferred, reusing its analysis (a change in
    // the meantime schedules a normal rebuild after it).
    const analysis = this.partial?.analysis;
    return { first, complete: this.rebuild(analysis === undefined ? {} : { analysis }) };
  }

  /**
   * Renders a pending page before it is served (`urlPath` as requested: `/`, `/guides/a`,
   * `/guides/a.md`). Resolves at once when the page is rendered already.
   */
  async ensurePage(urlPath: string): Promise<void> {
    if (this.deferred === undefined) return;
    const pagePath = urlPath === '/' ? 'index' : urlPath.replace(/^\/+/, '').replace(/\.md$/, '');
    if (!this.deferred.has(pagePath)) return;
    let pending = this.rendering.get(pagePath);
    if (pending === undefined) {
      pending = this.renderPending(pagePath).catch(() => undefined);
      this.rendering.set(pagePath, pending);
      void pending.finally(() => this.rendering.delete(pagePath));
    }
    await pending;
  }

  /**
   * Renders one pending page on the render threads and lays the site out again around it (the
   * layout cache re-renders only that page), without a new analysis — the background build does
   * the rest. The page goes into the build cache, so the background build reuses it.
   */
  private async renderPending(pagePath: string): Promise<void> {
    const partial = this.partial;
    const analysis = partial?.analysis;
    const page = analysis?.pages.find((candidate) => candidate.path === pagePath && candidate.file !== undefined);
    if (partial === undefined || analysis?.config === undefined || analysis.navigation === undefined || page?.file === undefined) return;
    const readText = (path: string) => this.reader.readText(path);
    const source = (await readText(page.file)) ?? '';
    const rendered = await this.pool.render(page.file, source, readText);
    await this.cache.set(page.file, source, rendered.dependencies, rendered, readText);
    if (this.deferred === undefined || this.partial !== partial) return; // a complete build won
    partial.content.set(pagePath, toPageContent(rendered, source));
    const laidOut = renderSite(
      { config: analysis.config, navigation: analysis.navigation, pages: analysis.pages, content: partial.content, specs: analysis.specs },
      { cache: this.cache.site },
    );
    const files = new Map(this.current?.files ?? []);
    for (const file of laidOut) files.set(file.urlPath, file);
    this.current = { ...(this.current ?? toSnapshot(partial)), files };
    this.deferred.delete(pagePath);
  }

  /** The last good build, if any. */
  get snapshot(): DevSiteSnapshot | undefined {
    return this.current;
  }

  /** Builds now, or after the build in progress (coalescing bursts of file changes into one). */
  rebuild(first: Pick<BuildOptions, 'analysis'> = {}): Promise<DevBuildOutcome> {
    if (this.running !== undefined) {
      this.again = true;
      return this.running;
    }
    this.running = this.buildLoop(first).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async close(): Promise<void> {
    await this.running?.catch(() => undefined);
    await this.pool.close();
  }

  private async buildLoop(first: Pick<BuildOptions, 'analysis'>): Promise<DevBuildOutcome> {
    let outcome: DevBuildOutcome;
    let options = first;
    do {
      this.again = false;
      outcome = await this.buildWith(options);
      options = {};
    } while (this.again);
    return outcome;
  }

  /**
   * One build with the session's cache and threads. A complete build replaces the snapshot; a
   * partial one (`renderOnly`) only while the site is still incomplete, so it never replaces a
   * complete build that finished first.
   */
  private async buildWith(extra: Pick<BuildOptions, 'renderOnly' | 'analysis'>): Promise<DevBuildOutcome> {
    const started = performance.now();
    const result = await buildSite(this.reader, {
      cache: this.cache,
      manifest: false,
      renderPool: this.pool,
      ...extra,
      ...(this.options.fetchUrl ? { fetchUrl: this.options.fetchUrl } : {}),
      ...(this.options.onProgress && extra.renderOnly === undefined ? { onProgress: this.options.onProgress } : {}),
    });
    if (result.ok) {
      const partial = extra.renderOnly !== undefined;
      if (!partial) {
        this.current = toSnapshot(result);
        this.deferred = undefined;
        this.partial = undefined;
      } else if (this.current === undefined || this.deferred !== undefined) {
        this.current = toSnapshot(result);
        this.deferred = new Set(result.deferred);
        this.partial = result;
      }
    }
    return {
      published: result.ok,
      diagnostics: result.diagnostics,
      ms: performance.now() - started,
      rendered: result.rendered,
      reused: result.reused,
      pages: result.analysis.pages.length,
    };
  }

}

function toSnapshot(result: BuildResult): DevSiteSnapshot {
  const files = new Map(result.files.map((file) => [file.urlPath, file]));
  const redirects = (result.analysis.config?.redirects ?? []).map((r) => ({ ...r }));
  const serverUrls = result.analysis.specs.flatMap((spec) => spec.servers);
  return { files, redirects, serverUrls };
}
