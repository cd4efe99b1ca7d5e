import { createDiagnostic, sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import type { PageLinks, RenderedPage } from '@folio/content';
import { hasReaderClaims, type SiteManifest } from '@folio/deployment';
import { buildManifest, renderSite, type PageContent, type SiteFile } from '@folio/site';
import { analyzeRepository, type AnalyzeOptions, type RepositoryAnalysis } from './analyze-repository.ts';
import { BuildCache } from './build-cache.ts';
import { EarlyDigests } from './early-digests.ts';
import { renderSettingsKey } from './page-render-settings.ts';
import { collectAssets, MAX_ASSET_BYTES } from './collect-assets.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { measurePageWeight, type PageWeight } from './measure-page-weight.ts';
import { RenderPool } from './render-pool.ts';
import { pageFailureDiagnostic } from './page-failure-diagnostic.ts';
import type { RepoReader } from './repo-reader.ts';
import { builderCodes } from './codes.ts';
import { dedupeDiagnostics } from './dedupe-diagnostics.ts';
import { findPublishBlocker } from './find-publish-blocker.ts';
import { guardTenantWorkSync } from './guard-tenant-work.ts';
import { internalErrorDiagnostic } from './internal-error-diagnostic.ts';
import { tagReaderErrors } from './tag-reader-errors.ts';
import { withCardGroups } from './card-groups.ts';
import { digestOn } from './digest-on-pool.ts';
import { brokenPage, placeholderContent, toPageContent } from './page-content.ts';
import { sitePageRenderer } from './site-page-renderer.ts';
import { planThumbnails } from './thumbnails/plan-thumbnails.ts';
import { checkSiteLinks } from './links/check-site-links.ts';
import type { LinkReport } from './links/check-links.ts';

/** Below this many pages to render, starting threads costs more than it saves. */
export const POOL_THRESHOLD = 64;

/** Options of `buildSite`. */
export interface BuildOptions extends Omit<AnalyzeOptions, 'cache'> {
  /** Public base URL of the site, for sitemap.xml, robots.txt and canonical links. */
  siteUrl?: string;
  /** The path the site is served under (`/docs`, checked with `parseBasePath`); absent: the root. */
  basePath?: string;
  /** Rendered pages kept from earlier builds of the same repository (watch mode, warm workers). */
  cache?: BuildCache;
  /**
   * Threads to render pages on. Default: a pool is started for builds with at least
   * `POOL_THRESHOLD` pages to render and closed afterwards; `false` renders on this thread.
   */
  renderPool?: RenderPool | false;
  /**
   * Hash and compress every file into a manifest (default true). `folio dev` serves files from
   * memory and skips this work.
   */
  manifest?: boolean;
  /**
   * Which MDX pages (by page path) to render when they are not in the cache; the others are laid
   * out with a placeholder body and listed in `deferred`. Default: all. `folio dev` uses this to
   * serve a large site at once and render pages as they are asked for.
   */
  renderOnly?: (pagePath: string) => boolean;
  /**
   * An analysis of this same repository state to reuse instead of analysing again (`folio dev`'s
   * background build right after its first layout). The caller guarantees nothing changed since.
   */
  analysis?: RepositoryAnalysis;
  /**
   * All-or-nothing for docs.json (the site's `strict_builds`): any configuration error publishes
   * nothing. Default false: a problem in one element or value skips it, and the rest is published.
   */
  strict?: boolean;
  /**
   * The date (ISO 8601) of the last commit that changed each repository file, for docs.json
   * `metadata.timestamp`; called only when that setting is on. Absent: pages show no date.
   */
  lastModified?: () => Promise<ReadonlyMap<string, string>>;
  /**
   * Generate each page's Open Graph image. Default: when docs.json has a `thumbnails` object (a
   * card costs ~14 ms CPU, about three times a page's whole build, so only sites that ask pay it).
   */
  thumbnails?: boolean;
  /**
   * Memory (address space, MB) and time (ms per drawing) of the processes that draw thumbnails;
   * default 1536 MB and 20 s. Whatever goes over them costs a diagnostic, never the build.
   */
  thumbnailLimits?: { memoryMb?: number; timeoutMs?: number };
}

/** Timings of one build, in milliseconds. */
export interface BuildTimings {
  analyzeMs: number;
  renderMs: number;
  siteMs: number;
  manifestMs: number;
  totalMs: number;
}

/** One build's output: the site's files, its manifest and blobs, and every problem. */
export interface BuildResult {
  /**
   * False when there is no site to publish: docs.json is missing or cannot be read as JSON, no
   * page of the navigation is left, or (with `strict`) docs.json has an error. An unreadable
   * configuration must never replace a working site; a problem in one navigation element or
   * setting skips that element or value, and broken pages and OpenAPI documents are published as
   * broken, all reported.
   */
  ok: boolean;
  analysis: RepositoryAnalysis;
  files: SiteFile[];
  manifest: SiteManifest | undefined;
  /** Blob bytes by sha256: page bodies, assets and their compressed variants. */
  blobs: Map<string, Uint8Array>;
  diagnostics: Diagnostic[];
  timings: BuildTimings;
  /** Pages rendered in this build and pages reused from the cache. */
  rendered: number;
  reused: number;
  /** Page paths laid out with a placeholder because `renderOnly` excluded them. */
  deferred: string[];
  /** Each MDX page's content as laid out (rendered, or a placeholder when deferred). */
  content: Map<string, PageContent>;
  /**
   * The page-weight budget's figure: what a reader downloads for a typical page (HTML, CSS, JS,
   * brotli as served). Measured from the manifest's variants, so only when a manifest is built.
   */
  pageWeight?: PageWeight;
  /**
   * The site's link graph checked from the pages as rendered (deferred pages' links unchecked);
   * its diagnostics are in `diagnostics`. Absent when nothing was laid out.
   */
  links?: LinkReport;
}

/**
 * One build of a docs repository, the same for `folio build`, `folio dev` and the hosted worker:
 * analyse (docs.json, front matter, OpenAPI, navigation), render every MDX page without running
 * any of its code, lay the site out, and hash every file into a content-addressed manifest.
 *
 * A page that fails to render does not stop the build: it is published with its error shown and
 * the build carries the diagnostic (COMPAT.md; callers decide whether errors block a deploy).
 * Nothing in the repository makes it throw: only an error of the reader (I/O) rejects, and the
 * render threads it started are closed however it ends.
 */
export async function buildSite(repository: RepoReader, options: BuildOptions = {}): Promise<BuildResult> {
  const reader = tagReaderErrors(repository);
  const started = performance.now();
  const cache = options.cache ?? new BuildCache();
  // Render threads take a moment to start: on a large repository, start them now so they load
  // while the analysis runs.
  const earlyPool =
    options.renderPool === undefined && !cache.hasPages() && (await countPageLikeFiles(reader)) >= POOL_THRESHOLD
      ? new RenderPool()
      : undefined;
  // The threads this build started are closed however it ends: an I/O error or a bug must not
  // leave them running in the worker or the CLI.
  const owned: { pool: RenderPool | undefined } = { pool: earlyPool };
  try {
    return await buildWith(reader, options, cache, owned, started);
  } finally {
    await owned.pool?.close();
  }
}

/** `buildSite`'s work; a pool it starts goes in `owned.pool`, which the caller closes. */
async function buildWith(
  reader: RepoReader,
  options: BuildOptions,
  cache: BuildCache,
  owned: { pool: RenderPool | undefined },
  started: number,
): Promise<BuildResult> {
  const earlyPool = owned.pool;
  const analysis = options.analysis ?? (await analyzeRepository(reader, { ...options, cache: cache.analysis }));
  const analyzed = performance.now();
  const diagnostics: Diagnostic[] = [...analysis.diagnostics];
  const empty = {
    files: [],
    manifest: undefined,
    blobs: new Map<string, Uint8Array>(),
    rendered: 0,
    reused: 0,
    deferred: [],
    content: new Map<string, PageContent>(),
  };
  const blocker = findPublishBlocker(analysis, options.strict === true);
  const { config, navigation } = analysis;
  if (config === undefined || navigation === undefined || blocker !== undefined) {
    if (blocker?.diagnostic !== undefined) diagnostics.push(blocker.diagnostic);
    const timings = {
      analyzeMs: analyzed - started,
      renderMs: 0,
      siteMs: 0,
      manifestMs: 0,
      totalMs: analyzed - started,
    };
    return { ok: false, analysis, ...empty, diagnostics: sortDiagnostics(diagnostics), timings };
  }

  // `metadata.timestamp`: each page's last change, from the caller's git history (`folio build` and
  // `folio dev` read it); hosted builds clone one commit, so they have none, and say so.
  const dates = config.metadata?.timestamp === true ? await options.lastModified?.() : undefined;
  if (config.metadata?.timestamp === true && (dates === undefined || dates.size === 0)) {
    diagnostics.push(
      createDiagnostic(builderCodes, 'BUILD_TIMESTAMPS_UNAVAILABLE', {
        message:
          'metadata.timestamp is on, but this build has no git history to date pages from; pages show no "Last updated" date',
        file: 'docs.json',
        path: 'metadata.timestamp',
      }),
    );
  }
  // docs.json `variables` apply to every page and snippet before it is parsed (and hashed for the
  // cache); docs.json settings change how every page renders, so a change re-renders them all.
  const pageRenderer = sitePageRenderer(config, reader, options.readerAccess);
  const { readText } = pageRenderer;
  cache.useRenderSettings(renderSettingsKey(pageRenderer.settings));
  let rendered = 0;
  let reused = 0;
  let done = 0;
  const mdxPages = analysis.pages.filter((page) => page.source === 'mdx' && page.file !== undefined);
  // The analysis read every page already: render exactly the text it analysed.
  const sources = await mapWithConcurrency(
    mdxPages,
    32,
    async (page) => analysis.pageSources.get(page.file as string) ?? (await readText(page.file as string)) ?? '',
  );
  const stale: number[] = [];
  const deferred: string[] = [];
  const cached = await mapWithConcurrency(mdxPages, 32, async (page, index) => {
    const hit = await cache.get(page.file as string, sources[index] as string, readText);
    if (hit === undefined) {
      if (options.renderOnly === undefined || options.renderOnly(page.path)) stale.push(index);
      else deferred.push(page.path);
    }
    return hit;
  });
  const isDeferred = new Set(deferred);
  // Each page's URLs and ids, from the same pass that renders it (or from its cached render).
  const pageLinks = new Map<string, PageLinks>();
  // A site's own grammars run tenant regular expressions: only a thread can be stopped when one
  // backtracks without end, so such a site renders on threads however small it is.
  const needsThreads =
    stale.length >= POOL_THRESHOLD || (stale.length > 0 && pageRenderer.settings.customLanguages !== undefined);
  const ownPool = earlyPool ?? (options.renderPool === undefined && needsThreads ? new RenderPool() : undefined);
  owned.pool = ownPool;
  const pool = options.renderPool === false ? undefined : (options.renderPool ?? ownPool);
  const render = async (file: string, source: string): Promise<RenderedPage> => {
    // Parsed by the analysis from this very text.
    const frontMatter = analysis.pageSources.get(file) === source ? analysis.pageFrontMatter.get(file) : undefined;
    try {
      return await pageRenderer.render(file, source, pool, frontMatter);
    } catch (error) {
      // A page that crashes its render thread (e.g. over the memory limit), or that the renderer
      // throws on (Folio's bug), is published as broken; the build and every other page go on.
      return brokenPage(source, pageFailureDiagnostic(file, error));
    }
  };
  const contentEntries = await mapWithConcurrency(
    mdxPages,
    pool ? pool.size * 4 : 1,
    async (page, index): Promise<[string, PageContent]> => {
      const file = page.file as string;
      const source = sources[index] as string;
      let result = cached[index];
      if (result === undefined && isDeferred.has(page.path)) {
        options.onProgress?.({ phase: 'render', done: ++done, total: mdxPages.length });
        const placeholder = placeholderContent(page, source);
        const date = dates?.get(file);
        if (date !== undefined) placeholder.lastModified = date;
        return [page.path, placeholder];
      }
      if (result === undefined) {
        result = await render(file, source);
        await cache.set(file, source, result.dependencies, result, readText);
        rendered++;
      } else {
        reused++;
      }
      diagnostics.push(...result.diagnostics);
      if (result.links !== undefined) pageLinks.set(page.path, result.links);
      options.onProgress?.({ phase: 'render', done: ++done, total: mdxPages.length });
      const pageContent = toPageContent(result, source);
      const date = dates?.get(file);
      if (date !== undefined) pageContent.lastModified = date;
      return [page.path, pageContent];
    },
  );
  // Every page is rendered: one thread is enough for the compression left, and each idle one holds
  // its heap through layout, compression and the cache written after (the 1,000-page corpus's
  // peak memory). A pool the caller passed is the caller's to size.
  await ownPool?.shrinkTo(1);
  cache.retain(new Set(analysis.files));
  const links = checkSiteLinks(analysis, pageLinks);
  diagnostics.push(...links.diagnostics);
  const renderedAt = performance.now();

  const content = new Map(contentEntries);
  // docs.json `thumbnails`: each page's Open Graph card is named now and drawn off this thread
  // while the site is laid out.
  const thumbnails = await planThumbnails({
    config,
    navigation,
    pages: analysis.pages,
    content,
    reader,
    cache: cache.thumbnails,
    enabled: options.thumbnails ?? config.thumbnails !== undefined,
    skip: isDeferred,
    ...(options.thumbnailLimits === undefined ? {} : { drawing: options.thumbnailLimits }),
  });
  diagnostics.push(...thumbnails.diagnostics);
  const thumbnailFiles = thumbnails.render();
  // A cold build's pages are hashed and compressed on the threads as they are laid out (a rebuild
  // with variants in its cache hashes first and compresses only new bodies, in `buildManifest`).
  const early =
    pool === undefined || options.manifest === false || cache.manifest.holdsVariants()
      ? undefined
      : new EarlyDigests(digestOn(pool), (file) => cache.manifest.body(file) !== undefined);
  // The layout guards each page and operation itself; this is the last line, and it publishes nothing.
  const siteFiles = guardTenantWorkSync(
    () =>
      renderSite(
        {
          config,
          navigation,
          pages: analysis.pages,
          content,
          specs: analysis.specs,
          ...(thumbnails.pages.size === 0 ? {} : { thumbnails: thumbnails.pages }),
          ...(options.siteUrl === undefined ? {} : { siteUrl: options.siteUrl }),
          ...(options.basePath === undefined ? {} : { basePath: options.basePath }),
          ...(hasReaderClaims(options.readerAccess ?? 'public') ? { readerClaims: true } : {}),
          ...((options.readerAccess ?? 'public') === 'public' ? {} : { readersSignIn: true }),
          onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
        },
        { cache: cache.site, ...(early === undefined ? {} : { onPageFile: early.start }) },
      ),
    (error) => {
      diagnostics.push(
        internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', 'docs.json', 'laying out the site of', error),
      );
      return undefined;
    },
  );
  if (siteFiles === undefined) {
    const failedAt = performance.now();
    const timings = {
      analyzeMs: analyzed - started,
      renderMs: renderedAt - analyzed,
      siteMs: failedAt - renderedAt,
      manifestMs: 0,
      totalMs: failedAt - started,
    };
    return { ok: false, analysis, ...empty, diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)), timings };
  }
  const { assets, tooLarge } = await collectAssets(reader, analysis.files);
  for (const file of tooLarge) {
    diagnostics.push(
      createDiagnostic(builderCodes, 'BUILD_ASSET_TOO_LARGE', {
        message: `"${file}" is larger than ${MAX_ASSET_BYTES / 1024 / 1024} MB and is not published`,
        file,
      }),
    );
  }
  const sitePaths = new Set(siteFiles.map((file) => file.urlPath));
  const images = await thumbnailFiles;
  diagnostics.push(...images.diagnostics);
  for (const image of images.files) sitePaths.add(image.urlPath);
  const cards = withCardGroups(images.files, analysis.pages, content, thumbnails.pages);
  const files = [...siteFiles, ...cards, ...assets.filter((asset) => !sitePaths.has(asset.urlPath))];
  const laidOut = performance.now();
  const { manifest, blobs } =
    options.manifest === false
      ? { manifest: undefined, blobs: new Map<string, Uint8Array>() }
      : await buildManifest(files, {
          cache: cache.manifest,
          ...(pool === undefined ? {} : { digest: digestOn(pool), concurrency: pool.size * 8 }),
          ...(early === undefined ? {} : { started: early.take }),
        });
  await ownPool?.close();
  owned.pool = undefined;
  const finished = performance.now();

  const pageWeight = manifest === undefined ? undefined : measurePageWeight(files, { manifest, blobs });
  return {
    ok: true,
    analysis,
    files,
    manifest,
    blobs,
    ...(pageWeight === undefined ? {} : { pageWeight }),
    links,
    diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
    timings: {
      analyzeMs: analyzed - started,
      renderMs: renderedAt - analyzed,
      siteMs: laidOut - renderedAt,
      manifestMs: finished - laidOut,
      totalMs: finished - started,
    },
    rendered,
    reused,
    deferred,
    content,
  };
}

async function countPageLikeFiles(reader: RepoReader): Promise<number> {
  return (await reader.listFiles()).filter((file) => /\.mdx?$/i.test(file)).length;
}
