import { BuildCache, buildSite, createDirectoryReader, POOL_THRESHOLD, RenderPool, type BuildOptions, type BuildResult } from '@folio/builder';
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
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(
    root: string,
    private readonly options: { fetchUrl?: (url: string) => Promise<string>; onProgress?: Parameters<typeof buildSite>[1] extends infer O ? O extends { onProgress?: infer P } ? P : never : never },
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
    return first.published ? { first, complete: this.rebuild() } : { first };
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
      pending = this.buildWith({ renderOnly: (path) => path === pagePath }).then(
        () => undefined,
        () => undefined,
      );
      this.rendering.set(pagePath, pending);
      void pending.finally(() => this.rendering.delete(pagePath));
    }
    await pending;
  }

  /** The last good build, if any. */
  get snapshot(): DevSiteSnapshot | undefined {
    return this.current;
  }

  /** Builds now, or after the build in progress (coalescing bursts of file changes into one). */
  rebuild(): Promise<DevBuildOutcome> {
    if (this.running !== undefined) {
      this.again = true;
      return this.running;
    }
    this.running = this.buildLoop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async close(): Promise<void> {
    await this.running?.catch(() => undefined);
    await this.pool.close();
  }

  private async buildLoop(): Promise<DevBuildOutcome> {
    let outcome: DevBuildOutcome;
    do {
      this.again = false;
      outcome = await this.buildOnce();
    } while (this.again);
    return outcome;
  }

  private buildOnce(): Promise<DevBuildOutcome> {
    return this.buildWith({});
  }

  /**
   * One build with the session's cache and threads. A complete build replaces the snapshot; a
   * partial one (`renderOnly`) only while the site is still incomplete, so it never replaces a
   * complete build that finished first.
   */
  private async buildWith(extra: Pick<BuildOptions, 'renderOnly'>): Promise<DevBuildOutcome> {
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
      } else if (this.current === undefined || this.deferred !== undefined) {
        this.current = toSnapshot(result);
        this.deferred = new Set(result.deferred);
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
