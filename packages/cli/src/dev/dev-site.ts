import {
  buildSite,
  createDirectoryReader,
  pagePathOf,
  playgroundServerUrls,
  POOL_THRESHOLD,
  sitePageRenderer,
  toPageContent,
  type BuildCache,
  type BuildOptions,
  type BuildResult,
  type RepoReader,
} from '@folio/builder';
import { hasReaderClaims } from '@folio/deployment';
import { renderSite } from '@folio/site';
import type { Diagnostic } from '@folio/diagnostics';
import { createCachingReader, type CachingReader } from './caching-reader.ts';
import { CurrentTextCache } from './current-text-cache.ts';
import { mayServe } from './may-serve.ts';
import { readGitDates } from '../read-git-dates.ts';
import { PriorityRenderPool } from './priority-render-pool.ts';
import type { DevSiteSnapshot, StoredSite } from './dev-site-snapshot.ts';

/** The outcome of one rebuild. */
export interface DevBuildOutcome {
  /** False when docs.json is broken: the previous good site stays served. */
  published: boolean;
  diagnostics: Diagnostic[];
  ms: number;
  rendered: number;
  reused: number;
  pages: number;
  /** Pages laid out with a placeholder, still rendering in the background (0 once complete). */
  pending: number;
}

/** What one rebuild started. */
export interface DevRebuild {
  /**
   * The build that shows the change; `undefined` when a newer build made it moot (nothing to
   * report: that build reports instead).
   */
  outcome: Promise<DevBuildOutcome | undefined>;
  /** The build that completes the site, when this rebuild had to start it again. */
  complete?: Promise<DevBuildOutcome>;
}

/**
 * Builds a repository again and again with the same cache (only changed pages are rendered
 * again) and the same render threads, keeping the last good build to serve.
 *
 * A large site is served laid out first and completed by a background build. A save meanwhile
 * does not wait for that build: it is laid out at once beside it, with what is rendered so far
 * plus the saved pages and their importers, while the background build goes on; every build
 * reads its own consistent view of the repository, and a build that finishes after a newer one
 * is not served (see {@link mayServe}), so the background build never brings back old text —
 * it is run again, from the cache, when the repository changed while it ran.
 */
export class DevSite {
  private readonly cache: CurrentTextCache;
  /**
   * Render threads for the whole session; they stay warm, so a save re-renders its page without a
   * cold start. Started with the site, or with the first build behind a kept site.
   */
  private threads: PriorityRenderPool | undefined;
  private readonly reader: CachingReader;
  private current: DevSiteSnapshot | undefined;
  /** Counts the watcher's reports: a build remembers the count it started at. */
  private generation = 0;
  /** The generation `current` was built from. */
  private shownGeneration: number | undefined;
  /** The build of the whole site in progress, which repeats until nothing changed while it ran. */
  private completing: Promise<DevBuildOutcome> | undefined;
  /** The layout of saves made while the site is incomplete, in progress. */
  private updating: Promise<DevBuildOutcome | undefined> | undefined;
  /** Pages laid out but not rendered yet (large sites start this way); `undefined` once complete. */
  private deferred: Set<string> | undefined;
  /** The layout the pending pages belong to: the partial build's analysis and content. */
  private partial: BuildResult | undefined;
  /** Pages saved while the site is incomplete: rendered at once, never left as placeholders. */
  private readonly edited = new Set<string>();
  private readonly rendering = new Map<string, Promise<void>>();
  /** The served site when a complete build made it, with the view of the files that build read. */
  private completeSite: { site: StoredSite; files: RepoReader } | undefined;

  constructor(
    private readonly root: string,
    private readonly options: Pick<BuildOptions, 'fetchUrl' | 'onProgress' | 'basePath' | 'readerAccess'> & {
      /** Start the render threads with the first build rather than now (behind a kept site). */
      lazyThreads?: boolean;
    },
  ) {
    // Started at once, so the threads load while the cache is read and the first analysis runs.
    if (options.lazyThreads !== true) void this.pool;
    this.reader = createCachingReader(createDirectoryReader(root));
    this.cache = new CurrentTextCache((file) => this.reader.readText(file));
  }

  /**
   * The session's build cache: filled from `.folio-cache/` before the first build, so pages an
   * earlier session or `folio build` rendered are served at once, and kept there after builds.
   */
  get buildCache(): BuildCache {
    return this.cache;
  }

  /** Tells the site which repository paths changed since the last build (from the file watcher). */
  changed(paths: readonly string[]): void {
    this.generation++;
    this.reader.invalidate(paths);
    if (this.isComplete()) return;
    for (const path of paths) if (/\.mdx?$/i.test(path)) this.edited.add(pagePathOf(path.replace(/\\/g, '/')));
  }

  /**
   * The first build. A large site is laid out at once with its pages' bodies pending, served,
   * and rendered in the background (pages asked for meanwhile are rendered first, on demand);
   * a small one is simply built.
   */
  async start(): Promise<{ first: DevBuildOutcome; complete?: Promise<DevBuildOutcome> }> {
    const pageLike = (await this.reader.listFiles()).filter((file) => /\.mdx?$/i.test(file)).length;
    if (pageLike < POOL_THRESHOLD) return { first: await this.complete() };
    const generation = this.generation;
    const { outcome: first, served } = await this.buildWith({ renderOnly: () => false }, generation);
    if (!served) return { first };
    // The background build renders what the layout deferred, reusing its analysis unless the
    // repository changed meanwhile.
    const analysis = this.generation === generation ? this.partial?.analysis : undefined;
    return { first, complete: this.complete(analysis) };
  }

  /**
   * Serves `stored`, a complete site an earlier session kept and made from exactly the files there
   * are now, and builds the site behind it: the build reuses the build cache, lays the site out
   * again (so the next save is quick), and replaces what is served when it is done.
   */
  startFromStored(stored: StoredSite): Promise<DevBuildOutcome> {
    this.current = stored.snapshot;
    return this.complete();
  }

  /**
   * The site served, with the files it was made from, when a complete build made it (not while
   * pages are pending, and not a kept site served before the first build is done).
   */
  get completeBuild(): { site: StoredSite; files: RepoReader } | undefined {
    return this.completeSite?.site.snapshot === this.current ? this.completeSite : undefined;
  }

  /** The session's render threads, started on first use. */
  private get pool(): PriorityRenderPool {
    this.threads ??= new PriorityRenderPool();
    return this.threads;
  }

  /**
   * Renders a pending page before it is served (`urlPath` as requested: `/`, `/guides/a`,
   * `/guides/a/` on a `seo.trailingSlash` site, `/guides/a.md`). Resolves at once when the page is rendered already.
   */
  async ensurePage(urlPath: string): Promise<void> {
    const pagePath = urlPath === '/' ? 'index' : urlPath.replace(/^\/+/, '').replace(/\/+$/, '').replace(/\.md$/, '');
    // A save laid out while the page rendered leaves it pending in the new layout: render it
    // there too (from the cache, by then).
    for (let attempt = 0; attempt < 3 && this.deferred?.has(pagePath); attempt++) {
      let pending = this.rendering.get(pagePath);
      if (pending === undefined) {
        pending = this.pool.first(() => this.renderPending(pagePath)).catch(() => undefined);
        this.rendering.set(pagePath, pending);
        void pending.finally(() => this.rendering.delete(pagePath));
      }
      await pending;
    }
  }

  /**
   * Renders one pending page on the render threads (unless the background build has rendered it
   * already) and lays the site out again around it (the layout cache re-renders only that page),
   * without a new analysis — the background build does the rest. The page goes into the build
   * cache, so the background build reuses it.
   */
  private async renderPending(pagePath: string): Promise<void> {
    const partial = this.partial;
    const analysis = partial?.analysis;
    const page = analysis?.pages.find((candidate) => candidate.path === pagePath && candidate.file !== undefined);
    if (
      partial === undefined ||
      analysis?.config === undefined ||
      analysis.navigation === undefined ||
      page?.file === undefined
    )
      return;
    // The renderer `buildSite` uses: the same settings, and variables substituted as it does, so
    // a page rendered on demand is the page `folio build` makes (and the one the cache reuses).
    const pages = sitePageRenderer(analysis.config, this.reader.view(), this.options.readerAccess);
    const source = (await pages.readText(page.file)) ?? '';
    let rendered = await this.cache.get(page.file, source, pages.readText);
    if (rendered === undefined) {
      rendered = await pages.render(page.file, source, this.pool);
      await this.cache.set(page.file, source, rendered.dependencies, rendered, pages.readText);
    }
    if (this.deferred === undefined || this.partial !== partial) return; // a newer layout won
    const laidOutContent = toPageContent(rendered, source);
    // The date `metadata.timestamp` shows came with the placeholder the layout holds.
    const lastModified = partial.content.get(pagePath)?.lastModified;
    if (lastModified !== undefined) laidOutContent.lastModified = lastModified;
    partial.content.set(pagePath, laidOutContent);
    const access = this.options.readerAccess ?? 'public';
    const laidOut = renderSite(
      {
        config: analysis.config,
        navigation: analysis.navigation,
        pages: analysis.pages,
        content: partial.content,
        specs: analysis.specs,
        // As the build laid the site out (buildSite): the same layout, so the same frame.
        ...(this.options.basePath === undefined ? {} : { basePath: this.options.basePath }),
        ...(hasReaderClaims(access) ? { readerClaims: true } : {}),
        ...(access === 'public' ? {} : { readersSignIn: true }),
      },
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

  /**
   * Builds what changed. On a complete site: builds it now, or after the build in progress
   * (coalescing bursts of file changes into one). While the background build still renders: lays
   * the change out at once instead of queueing behind it.
   */
  rebuild(): DevRebuild {
    if (this.deferred === undefined) return { outcome: this.complete() };
    // The background build stops only when its last run fails (a broken docs.json): go on.
    const complete = this.completing === undefined ? this.complete() : undefined;
    return complete === undefined ? { outcome: this.update() } : { outcome: this.update(), complete };
  }

  async close(): Promise<void> {
    await Promise.all([this.completing?.catch(() => undefined), this.updating?.catch(() => undefined)]);
    await this.threads?.close();
  }

  /** Builds the whole site, or joins the build of it in progress. */
  private complete(analysis?: BuildOptions['analysis']): Promise<DevBuildOutcome> {
    this.completing ??= this.completeLoop(analysis).finally(() => {
      this.completing = undefined;
    });
    return this.completing;
  }

  private async completeLoop(analysis: BuildOptions['analysis']): Promise<DevBuildOutcome> {
    let options: Pick<BuildOptions, 'analysis'> = analysis === undefined ? {} : { analysis };
    for (;;) {
      const generation = this.generation;
      const { outcome } = await this.buildWith(options, generation);
      // Anything saved meanwhile may be missing or old in this build: it was not served; build
      // again (everything unchanged comes from the cache).
      if (generation === this.generation) return outcome;
      options = {};
    }
  }

  /** Lays the site out again for saves made while it is incomplete, or joins that in progress. */
  private update(): Promise<DevBuildOutcome | undefined> {
    this.updating ??= this.updateLoop().finally(() => {
      this.updating = undefined;
    });
    return this.updating;
  }

  private async updateLoop(): Promise<DevBuildOutcome | undefined> {
    for (;;) {
      const pending = this.deferred;
      if (pending === undefined) return undefined; // the complete build has shown the change
      const generation = this.generation;
      // Pages shown rendered stay rendered (re-rendered when they or their snippets changed), as
      // do saved ones; the rest keep their placeholders unless the background build has
      // rendered them by now (the cache has them).
      const renderOnly = (page: string) => !pending.has(page) || this.edited.has(page);
      const { outcome, served } = await this.pool.first(() => this.buildWith({ renderOnly }, generation));
      if (generation === this.generation) return served || !outcome.published ? outcome : undefined;
    }
  }

  /**
   * One build with the session's cache and threads, reading its own view of the repository; its
   * result replaces the served site when {@link mayServe} says so.
   */
  private async buildWith(
    extra: Pick<BuildOptions, 'renderOnly' | 'analysis'>,
    generation: number,
  ): Promise<{ outcome: DevBuildOutcome; served: boolean }> {
    const started = performance.now();
    const files = this.reader.view();
    const result = await buildSite(files, {
      cache: this.cache,
      manifest: false,
      lastModified: () => readGitDates(this.root),
      renderPool: this.pool,
      ...extra,
      ...(this.options.fetchUrl ? { fetchUrl: this.options.fetchUrl } : {}),
      ...(this.options.basePath === undefined ? {} : { basePath: this.options.basePath }),
      ...(this.options.readerAccess === undefined ? {} : { readerAccess: this.options.readerAccess }),
      ...(this.options.onProgress && extra.renderOnly === undefined ? { onProgress: this.options.onProgress } : {}),
    });
    const served = result.ok && this.serve(result, generation);
    const outcome: DevBuildOutcome = {
      published: result.ok,
      diagnostics: result.diagnostics,
      ms: performance.now() - started,
      rendered: result.rendered,
      reused: result.reused,
      pages: result.analysis.pages.length,
      pending: result.deferred.length,
    };
    if (served && outcome.pending === 0 && this.current !== undefined)
      this.completeSite = {
        site: { snapshot: this.current, diagnostics: outcome.diagnostics, pages: outcome.pages },
        files,
      };
    return { outcome, served };
  }

  private serve(result: BuildResult, generation: number): boolean {
    const isComplete = result.deferred.length === 0;
    if (
      !mayServe(
        { generation, isComplete },
        { generation: this.generation, shownGeneration: this.shownGeneration, isComplete: this.isComplete() },
      )
    )
      return false;
    this.current = toSnapshot(result);
    this.shownGeneration = generation;
    this.deferred = isComplete ? undefined : new Set(result.deferred);
    this.partial = isComplete ? undefined : result;
    if (isComplete) this.edited.clear();
    return true;
  }

  private isComplete(): boolean {
    return this.current !== undefined && this.deferred === undefined;
  }
}

function toSnapshot(result: BuildResult): DevSiteSnapshot {
  const files = new Map(result.files.map((file) => [file.urlPath, file]));
  const redirects = (result.analysis.config?.redirects ?? []).map((r) => ({ ...r }));
  const serverUrls = playgroundServerUrls(result.analysis);
  return { files, redirects, serverUrls };
}
