import { createDiagnostic, sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import type { RenderedPage } from '@folio/content';
import { buildManifest, digestBodyAsync, digestBodySync, renderSite, type BodyDigester, type PageContent, type SiteFile, type SiteManifest } from '@folio/site';
import { analyzeRepository, type AnalyzeOptions, type RepositoryAnalysis } from './analyze-repository.ts';
import { BuildCache } from './build-cache.ts';
import { collectAssets, MAX_ASSET_BYTES } from './collect-assets.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { RenderPool } from './render-pool.ts';
import type { RepoReader } from './repo-reader.ts';
import type { SitePage } from '@folio/navigation';
import { builderCodes } from './codes.ts';
import { dedupeDiagnostics } from './dedupe-diagnostics.ts';

/** Below this many pages to render, starting threads costs more than it saves. */
export const POOL_THRESHOLD = 64;

/** Options of `buildSite`. */
export interface BuildOptions extends Omit<AnalyzeOptions, 'cache'> {
  /** Public base URL of the site, for sitemap.xml, robots.txt and canonical links. */
  siteUrl?: string;
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
   * False when there is no site to publish: docs.json is missing or has errors (`CONFIG_*`). A
   * broken configuration must never replace a working site; broken pages, OpenAPI documents or
   * navigation entries do not stop a build (they are shown as broken and reported).
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
}

/**
 * One build of a docs repository, the same for `folio build`, `folio dev` and the hosted worker:
 * analyse (docs.json, front matter, OpenAPI, navigation), render every MDX page without running
 * any of its code, lay the site out, and hash every file into a content-addressed manifest.
 *
 * A page that fails to render does not stop the build: it is published with its error shown and
 * the build carries the diagnostic (COMPAT.md; callers decide whether errors block a deploy).
 */
export async function buildSite(reader: RepoReader, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const cache = options.cache ?? new BuildCache();
  // Render threads take a moment to start: on a large repository, start them now so they load
  // while the analysis runs.
  const earlyPool =
    options.renderPool === undefined && !cache.hasPages() && (await countPageLikeFiles(reader)) >= POOL_THRESHOLD ? new RenderPool() : undefined;
  const analysis = options.analysis ?? (await analyzeRepository(reader, { ...options, cache: cache.analysis }));
  const analyzed = performance.now();
  const diagnostics: Diagnostic[] = [...analysis.diagnostics];
  const empty = { files: [], manifest: undefined, blobs: new Map<string, Uint8Array>(), rendered: 0, reused: 0, deferred: [], content: new Map<string, PageContent>() };
  const configBroken = analysis.diagnostics.some((d) => d.severity === 'error' && d.code.startsWith('CONFIG_'));
  if (analysis.config === undefined || analysis.navigation === undefined || configBroken) {
    await earlyPool?.close();
    const timings = { analyzeMs: analyzed - started, renderMs: 0, siteMs: 0, manifestMs: 0, totalMs: analyzed - started };
    return { ok: false, analysis, ...empty, diagnostics: sortDiagnostics(diagnostics), timings };
  }

  const readText = (path: string) => reader.readText(path);
  let rendered = 0;
  let reused = 0;
  let done = 0;
  const mdxPages = analysis.pages.filter((page) => page.source === 'mdx' && page.file !== undefined);
  // The analysis read every page already: render exactly the text it analysed.
  const sources = await mapWithConcurrency(mdxPages, 32, async (page) => analysis.pageSources.get(page.file as string) ?? (await reader.readText(page.file as string)) ?? '');
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
  const ownPool = earlyPool ?? (options.renderPool === undefined && stale.length >= POOL_THRESHOLD ? new RenderPool() : undefined);
  const pool = options.renderPool === false ? undefined : (options.renderPool ?? ownPool);
  const render = async (file: string, source: string): Promise<RenderedPage> => {
    // Parsed by the analysis from this very text.
    const frontMatter = analysis.pageSources.get(file) === source ? analysis.pageFrontMatter.get(file) : undefined;
    try {
      if (pool) return await pool.render(file, source, readText, frontMatter);
      // Loaded on first use: builds that render on threads never load the renderer here.
      const { renderPage } = await import('@folio/content');
      return await renderPage({ file, source, readFile: readText, ...(frontMatter === undefined ? {} : { frontMatter }) });
    } catch (error) {
      // A page that crashes its render thread (e.g. over the memory limit) is published as
      // broken; the build and every other page go on.
      return brokenPage(file, source, (error as Error).message);
    }
  };
  const contentEntries = await mapWithConcurrency(mdxPages, pool ? pool.size * 4 : 1, async (page, index): Promise<[string, PageContent]> => {
    const file = page.file as string;
    const source = sources[index] as string;
    let result = cached[index];
    if (result === undefined && isDeferred.has(page.path)) {
      options.onProgress?.({ phase: 'render', done: ++done, total: mdxPages.length });
      return [page.path, placeholderContent(page, source)];
    }
    if (result === undefined) {
      result = await render(file, source);
      await cache.set(file, source, result.dependencies, result, readText);
      rendered++;
    } else {
      reused++;
    }
    diagnostics.push(...result.diagnostics);
    options.onProgress?.({ phase: 'render', done: ++done, total: mdxPages.length });
    return [page.path, toPageContent(result, source)];
  });
  cache.retain(new Set(analysis.files));
  const renderedAt = performance.now();

  const content = new Map(contentEntries);
  const siteFiles = renderSite({
    config: analysis.config,
    navigation: analysis.navigation,
    pages: analysis.pages,
    content,
    specs: analysis.specs,
    ...(options.siteUrl === undefined ? {} : { siteUrl: options.siteUrl }),
    onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
  }, { cache: cache.site });
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
  const files = [...siteFiles, ...assets.filter((asset) => !sitePaths.has(asset.urlPath))];
  const laidOut = performance.now();
  const { manifest, blobs } =
    options.manifest === false
      ? { manifest: undefined, blobs: new Map<string, Uint8Array>() }
      : await buildManifest(files, { cache: cache.manifest, ...(pool === undefined ? {} : { digest: digestOn(pool), concurrency: pool.size * 8 }) });
  await ownPool?.close();
  const finished = performance.now();

  return {
    ok: true,
    analysis,
    files,
    manifest,
    blobs,
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

/**
 * Hashes and compresses site files on the render threads, which are idle once pages are rendered.
 * A binary file without compression is only hashed, here: copying it to a thread costs more.
 */
function digestOn(pool: RenderPool): BodyDigester {
  return async (body, setting) => {
    if (setting === undefined && typeof body !== 'string') return digestBodySync(body, setting);
    try {
      return await pool.digest(body, setting);
    } catch {
      // A thread that died (or a pool closed by its owner) must not fail the build.
      return digestBodyAsync(body, setting);
    }
  };
}

async function countPageLikeFiles(reader: RepoReader): Promise<number> {
  return (await reader.listFiles()).filter((file) => /\.mdx?$/i.test(file)).length;
}

/** A page laid out before it is rendered: its title and description, and a note in its body. */
function placeholderContent(page: SitePage, source: string): PageContent {
  const content: PageContent = {
    html: '<p class="folio-pending" role="status">This page is being rendered…</p>',
    headings: [],
    markdown: stripFrontMatter(source),
  };
  if (page.title !== undefined) content.title = page.title;
  return content;
}

function brokenPage(file: string, source: string, reason: string): RenderedPage {
  const message = `the page could not be rendered: ${reason.split('\n')[0]}`;
  return {
    html: `<div class="folio-broken-page" role="alert"><p>This page could not be rendered.</p></div>`,
    frontMatter: {},
    headings: [],
    diagnostics: [createDiagnostic(builderCodes, 'BUILD_PAGE_RENDER_FAILED', { message, file, line: 1, column: 1 })],
    dependencies: [],
    markdown: stripFrontMatter(source),
  };
}

/** A rendered page as the site layout takes it. */
export function toPageContent(page: RenderedPage, source: string): PageContent {
  const content: PageContent = { html: page.html, headings: page.headings, markdown: page.markdown ?? stripFrontMatter(source) };
  if (page.title !== undefined) content.title = page.title;
  if (page.description !== undefined) content.description = page.description;
  return content;
}

function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}
