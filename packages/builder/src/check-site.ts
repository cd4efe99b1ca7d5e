import { availableParallelism } from 'node:os';
import { sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import type { CheckedPage, PageLinks } from '@folio/content/check';
import { analyzeRepository, type AnalyzeOptions, type RepositoryAnalysis } from './analyze-repository.ts';
import { loadChecker } from './content-modules.ts';
import { dedupeDiagnostics } from './dedupe-diagnostics.ts';
import { findPublishBlocker } from './find-publish-blocker.ts';
import type { BuildCache } from './build-cache.ts';
import { isPageWorthKeeping } from './is-page-worth-keeping.ts';
import { checkSiteLinks } from './links/check-site-links.ts';
import type { LinkReport } from './links/check-links.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { pageFailureDiagnostic } from './page-failure-diagnostic.ts';
import { renderSettingsKey } from './page-render-settings.ts';
import { RenderPool } from './render-pool.ts';
import type { RepoReader } from './repo-reader.ts';
import { sitePageRenderer } from './site-page-renderer.ts';
import { tagReaderErrors } from './tag-reader-errors.ts';

/** Below this many pages to check, starting threads costs more than it saves. */
const CHECK_POOL_THRESHOLD = 64;
/**
 * Pages larger than this (UTF-8 bytes) are always checked on the pool's threads, never on this
 * one: a thread has a heap limit (`RenderPool`), this thread has none, and a huge or hostile page
 * must fail alone rather than take the process's memory.
 */
export const LARGEST_PAGE_CHECKED_HERE = 256 * 1024;

/** Options of `checkSite`. */
export interface CheckOptions extends AnalyzeOptions {
  /**
   * Threads to check pages on. Default: for repositories with at least 64 page files on a machine
   * with more than one core, a pool of one thread fewer than the cores is started (this thread
   * checks pages beside it) and closed afterwards; `false` checks on this thread only.
   */
  renderPool?: RenderPool | false;
  /**
   * The pages an earlier check read (`folio check`'s `.folio-cache/check.bin`): a page whose text,
   * snippets and render settings hash as they did then is not read again, its diagnostics and
   * links taken from here; the pages read now are added, and pages gone are forgotten.
   */
  pageCache?: BuildCache<CheckedPage>;
}

/** What `folio check` reports of a repository. */
export interface CheckResult {
  analysis: RepositoryAnalysis;
  /** Every problem: the analysis's, every page's (as a build reports them) and the link graph's. */
  diagnostics: Diagnostic[];
  /** The site's link graph, checked from the pages read in this pass. */
  links: LinkReport;
  /** Each page's URLs and ids as read in this pass, by page path (for `findLinksTo` and the like). */
  pageLinks: ReadonlyMap<string, PageLinks>;
  /** MDX pages checked, read in this pass or taken from the cache. */
  checkedPages: number;
  /** Of those, the pages taken from `pageCache` unchanged. */
  reusedPages: number;
}

/**
 * `folio check`: analyses the repository (docs.json, front matter, OpenAPI, navigation), then
 * reads every MDX page the way a build renders it (`checkPage`: parse, imports and snippets,
 * components, expressions, URLs and ids, lint) without writing HTML, highlighting code or
 * compressing anything, and checks the site's links from that same pass. It reports every
 * diagnostic of the pages' content that `buildSite` reports (the analysis's, the pages', the
 * links'), and none of the layout's and the output's. On large sites pages are read on threads
 * and on this thread beside them; with a `pageCache`, only the pages that changed are read. Never
 * throws for the repository's content; only the reader's own errors (I/O) reject.
 */
export async function checkSite(repository: RepoReader, options: CheckOptions = {}): Promise<CheckResult> {
  const reader = tagReaderErrors(repository);
  const helpers = availableParallelism() - 1;
  const mayStartPool = options.renderPool === undefined && helpers > 0;
  let ownPool: RenderPool | undefined;
  const startOwnPool = () => (ownPool ??= new RenderPool(helpers, { work: 'check' }));
  // Threads take a moment to start: on a large repository they load while the analysis runs. With
  // a warm cache most pages are not read at all, so they start only once enough pages need reading.
  const warmCache = options.pageCache?.hasPages() === true;
  if (mayStartPool && !warmCache && (await countPageFiles(reader)) >= CHECK_POOL_THRESHOLD) startOwnPool();
  try {
    // This thread's checker loads while the analysis runs (and the threads start), not after it.
    // (With a warm cache it may have no page to read: then it loads on first use.)
    if (options.renderPool === false || (options.renderPool === undefined && !warmCache))
      void loadChecker().catch(() => {});
    // With its own pool this thread checks pages too rather than wait for the threads: it has the
    // checker's code loaded already, and a thread not started saves its start-up and its cold pass
    // over the parser. A caller's pool is left to itself: `folio dev`'s thread serves requests.
    const poolFor = (pagesToRead: number): { pool: RenderPool | undefined; checkHereToo: boolean } => {
      if (options.renderPool === false) return { pool: undefined, checkHereToo: true };
      if (options.renderPool !== undefined) return { pool: options.renderPool, checkHereToo: false };
      if (mayStartPool && pagesToRead >= CHECK_POOL_THRESHOLD) startOwnPool();
      return { pool: ownPool, checkHereToo: true };
    };
    return await checkWith(reader, options, poolFor);
  } finally {
    await ownPool?.close();
  }
}

async function countPageFiles(reader: RepoReader): Promise<number> {
  return (await reader.listFiles()).filter((file) => /\.mdx?$/i.test(file)).length;
}

async function checkWith(
  reader: RepoReader,
  options: CheckOptions,
  poolFor: (pagesToRead: number) => { pool: RenderPool | undefined; checkHereToo: boolean },
): Promise<CheckResult> {
  const analysis = await analyzeRepository(reader, options);
  const diagnostics: Diagnostic[] = [...analysis.diagnostics];
  const pageLinks = new Map<string, PageLinks>();
  const { config, navigation } = analysis;
  // Exactly the pages a build renders: none when nothing would be published.
  const blocked = config === undefined || navigation === undefined || findPublishBlocker(analysis, false) !== undefined;
  const pages = blocked ? [] : analysis.pages.filter((page) => page.source === 'mdx' && page.file !== undefined);
  const pageRenderer = sitePageRenderer(config, reader, options.readerAccess);
  const cache = options.pageCache;
  cache?.useRenderSettings(renderSettingsKey(pageRenderer.settings));
  let done = 0;
  const report = (checked: CheckedPage, path: string) => {
    diagnostics.push(...checked.diagnostics);
    if (checked.links !== undefined) pageLinks.set(path, checked.links);
    options.onProgress?.({ phase: 'render', done: ++done, total: pages.length });
  };
  // The pages whose text and snippets are as the cache has them are taken from it; the rest are read.
  const toRead: { page: (typeof pages)[number]; file: string; source: string }[] = [];
  await mapWithConcurrency(pages, 16, async (page) => {
    const file = page.file as string;
    const source = analysis.pageSources.get(file) ?? (await pageRenderer.readText(file)) ?? '';
    const cached = await cache?.get(file, source, pageRenderer.readText);
    if (cached === undefined) toRead.push({ page, file, source });
    else report(cached, page.path);
  });
  const reusedPages = pages.length - toRead.length;
  const { pool, checkHereToo } = poolFor(toRead.length);
  // One page at a time on this thread (when it helps; never a large one), the rest on the pool's threads.
  let thisThreadFree = pool === undefined || checkHereToo;
  const inFlight = pool === undefined ? 1 : pool.size * 4 + (checkHereToo ? 1 : 0);
  await mapWithConcurrency(toRead, inFlight, async ({ page, file, source }) => {
    const frontMatter = analysis.pageSources.get(file) === source ? analysis.pageFrontMatter.get(file) : undefined;
    const here = thisThreadFree && (pool === undefined || Buffer.byteLength(source) <= LARGEST_PAGE_CHECKED_HERE);
    if (pool !== undefined && here) thisThreadFree = false;
    try {
      const checked = await pageRenderer.check(file, source, here ? undefined : pool, frontMatter);
      report(checked, page.path);
      // A page broken by the machine rather than by its text (a thread's crash, a Folio bug) is read again next time.
      if (cache !== undefined && isPageWorthKeeping(checked))
        await cache.set(file, source, checked.dependencies, checked, pageRenderer.readText);
    } catch (error) {
      diagnostics.push(pageFailureDiagnostic(file, error));
      options.onProgress?.({ phase: 'render', done: ++done, total: pages.length });
    } finally {
      if (pool !== undefined && here) {
        // A page checked here runs to its end without giving the event loop a turn (the page's
        // source is in memory, so its awaits resolve at once): the threads' answers would wait,
        // and the next pages with them, until this thread had checked every page alone. Let them
        // in before this thread takes its next page, so the threads are fed meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
        thisThreadFree = true;
      }
    }
  });
  cache?.retain(new Set(pages.map((page) => page.file as string)));
  const links = blocked
    ? { diagnostics: [], broken: [], external: [], checked: 0 }
    : checkSiteLinks(analysis, pageLinks);
  diagnostics.push(...links.diagnostics);
  return {
    analysis,
    diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
    links,
    pageLinks,
    checkedPages: pages.length,
    reusedPages,
  };
}
