import { sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import { loadDocsConfig, type DocsConfig, type LoadedDocsConfig, type LocateValue } from '@folio/docs-config';
import { findSpecFiles, loadSpec, type LoadedAsyncApi, type LoadedSpec } from '@folio/openapi';
import { resolveNavigation, type PageFile, type ResolvedNavigation, type SitePage } from '@folio/navigation';
import type { Navigation } from '@folio/docs-config';
import type { ReaderAccessMode } from '@folio/deployment';
// The front matter parser alone: the renderer (shiki, MDX) is not loaded for an analysis.
import { parseFrontMatter, type FrontMatter } from '@folio/content/front-matter';
import { collectSpecSources, normaliseSpecSource } from './collect-spec-sources.ts';
import { collectUsedSpecs } from './collect-used-specs.ts';
import { frontMatterSpecFiles } from './front-matter-spec-files.ts';
import { collectSpecOverlays, specCacheText } from './collect-spec-overlays.ts';
import { pagePathOf, selectPageFiles } from './select-page-files.ts';
import { readRepositoryIgnore } from './repository-ignore.ts';
import type { RepoReader } from './repo-reader.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { dedupeDiagnostics } from './dedupe-diagnostics.ts';
import type { AnalysisCache } from './analysis-cache.ts';
import { guardTenantWork, guardTenantWorkSync } from './guard-tenant-work.ts';
import { internalErrorDiagnostic } from './internal-error-diagnostic.ts';
import { tagReaderErrors } from './tag-reader-errors.ts';
import { substituteVariables } from './substitute-variables.ts';
import { checkSiteIcons } from './check-site-icons.ts';
import { applyPageGroups } from './apply-page-groups.ts';
import { asyncApiDiagnostics, loadAsyncApiDocuments } from './load-asyncapi-documents.ts';

/** Options of `analyzeRepository`. */
export interface AnalyzeOptions {
  /**
   * How the site's readers get in (the site's access mode; `folio build --access`). Default
   * `public`: `{user.…}` values are warned about, and pages restricted to groups are not published.
   */
  readerAccess?: ReaderAccessMode;
  /** Fetches an `https://` OpenAPI document; absent means URL documents are reported unreachable. */
  fetchUrl?: (url: string) => Promise<string>;
  /** Parsed front matter and documents from earlier analyses of the same repository. */
  cache?: AnalysisCache;
  /** Called as work proceeds, for progress output on long runs. */
  onProgress?: (event: {
    phase: 'scan' | 'config' | 'pages' | 'openapi' | 'navigation' | 'render';
    done: number;
    total: number;
  }) => void;
}

/** What a repository is, before rendering: its config, page tree, pages and every problem. */
export interface RepositoryAnalysis {
  config: DocsConfig | undefined;
  navigation: Navigation | undefined;
  pages: SitePage[];
  pageFiles: PageFile[];
  specs: LoadedSpec[];
  /** AsyncAPI documents referenced by docs.json or front matter (absent when docs.json could not be read). */
  asyncapis?: LoadedAsyncApi[];
  diagnostics: Diagnostic[];
  /** Every repository file not ignored by `.docsignore` / `.mintignore`, for assets, incremental rebuilds and watch mode. */
  files: string[];
  /** The text of every page file as read for this analysis (the renderer takes it from here). */
  pageSources: Map<string, string>;
  /** The parsed front matter of every page file, from that same text (the renderer reuses it). */
  pageFrontMatter: Map<string, FrontMatter>;
  /** Where each value of docs.json is written (file, line, column), by its JSON path. */
  locate: LocateValue;
}

/**
 * The first phase of every build (`folio check`, `folio dev`, the hosted worker): read docs.json,
 * every page's front matter and every OpenAPI document, resolve the navigation, and collect every
 * problem at once. Nothing from the repository is executed.
 *
 * Never throws for the repository's content: an unexpected exception while handling one page,
 * document or docs.json is a `BUILD_INTERNAL_*` diagnostic on that file, and only an error of the
 * reader (I/O) rejects.
 */
export async function analyzeRepository(
  repository: RepoReader,
  options: AnalyzeOptions = {},
): Promise<RepositoryAnalysis> {
  const reader = tagReaderErrors(repository);
  const progress = options.onProgress ?? (() => {});
  // `.docsignore` / `.mintignore` apply everywhere: an ignored file is no page, asset or OpenAPI
  // document, so the list is filtered once here.
  const isIgnored = await readRepositoryIgnore(reader);
  const files = (await reader.listFiles()).filter((file) => !isIgnored(file));
  progress({ phase: 'scan', done: files.length, total: files.length });

  const readFile = (path: string) => reader.readText(path);
  const loaded = await guardTenantWork(
    () => loadDocsConfig({ readFile }),
    (error): LoadedDocsConfig => ({
      config: undefined,
      diagnostics: [internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', 'docs.json', 'reading', error)],
      locate: () => undefined,
      files: [],
    }),
  );
  progress({ phase: 'config', done: 1, total: 1 });
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];

  const pageFileNames = selectPageFiles(files);
  let pagesDone = 0;
  const pageSources = new Map<string, string>();
  const pageFrontMatter = new Map<string, FrontMatter>();
  const pageFiles = await mapWithConcurrency(pageFileNames, 32, async (file): Promise<PageFile> => {
    // docs.json `variables`, replaced before anything reads the page (front matter included).
    const text = substituteVariables((await reader.readText(file)) ?? '', loaded.config?.variables);
    pageSources.set(file, text);
    const parse = () =>
      guardTenantWorkSync(
        () => parseFrontMatter(text, file),
        (error) => brokenFrontMatter(file, text, error),
      );
    const parsed = options.cache ? options.cache.frontMatterOf(file, text, parse) : parse();
    pageFrontMatter.set(file, parsed);
    diagnostics.push(...parsed.diagnostics);
    progress({ phase: 'pages', done: ++pagesDone, total: pageFileNames.length });
    return { path: pagePathOf(file), file, frontMatter: parsed.data, frontMatterLines: parsed.lines };
  });

  if (loaded.config === undefined) {
    return {
      config: undefined,
      navigation: undefined,
      pages: [],
      pageFiles,
      specs: [],
      diagnostics: sortDiagnostics(diagnostics),
      files,
      pageSources,
      pageFrontMatter,
      locate: loaded.locate,
    };
  }

  const config = loaded.config;
  const referenced = await guardTenantWork(
    () => collectSpecSources(config),
    (error) => {
      diagnostics.push(
        internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', 'docs.json', 'collecting the OpenAPI documents of', error),
      );
      return [];
    },
  );
  const found = await findSpecFiles(files, readFile);
  const sources = [
    ...new Set([...referenced, ...found.map(normaliseSpecSource), ...frontMatterSpecFiles(pageFiles, files)]),
  ];
  let specsDone = 0;
  const specIO = options.fetchUrl ? { readFile, fetchUrl: options.fetchUrl } : { readFile };
  const overlaysOf = collectSpecOverlays(config);
  const specs = await mapWithConcurrency(sources, 4, async (source) => {
    const overlays = overlaysOf.get(source);
    const load = () =>
      guardTenantWork(
        () => loadSpec(source, specIO, overlays === undefined ? {} : { overlays }),
        (error) => brokenSpec(source, error),
      );
    const spec = options.cache
      ? await options.cache.specOf(source, await specCacheText(source, overlays, (path) => reader.readText(path)), load)
      : await load();
    progress({ phase: 'openapi', done: ++specsDone, total: sources.length });
    return spec;
  });

  const asyncapi = await loadAsyncApiDocuments(config, pageFiles, files, specIO);
  const asyncapis = asyncapi.documents;

  const resolved = await guardTenantWork(
    () => resolveNavigation({ config, locate: loaded.locate, pages: pageFiles, specs, asyncapis }),
    (error): ResolvedNavigation | undefined => {
      // Navigation guards each element itself; this is the last line, and it publishes nothing.
      diagnostics.push(
        internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', 'docs.json', 'resolving the navigation of', error, {
          path: 'navigation',
        }),
      );
      return undefined;
    },
  );
  if (resolved === undefined) {
    return {
      config,
      navigation: undefined,
      pages: [],
      pageFiles,
      specs,
      diagnostics: sortDiagnostics(diagnostics),
      files,
      pageSources,
      pageFrontMatter,
      locate: loaded.locate,
    };
  }
  progress({ phase: 'navigation', done: 1, total: 1 });

  // A spec's own problems matter when something uses it (docs.json, or a page's front matter, by
  // path or by file stem); a stray unused spec file is not the author's concern on every check.
  const used = collectUsedSpecs(referenced, resolved.pages, pageFiles, specs);
  for (const spec of specs) {
    if (!used.has(spec.source)) continue;
    // A source that is not a usable location (`/`, `ftp://…`) has no file of its own: the problem
    // is where docs.json names it (navigation reports that place too).
    for (const diagnostic of spec.diagnostics) {
      if (isUndownloadedUrl(spec, diagnostic)) continue;
      diagnostics.push(
        diagnostic.file === undefined || diagnostic.file === '' ? { ...diagnostic, file: 'docs.json' } : diagnostic,
      );
    }
  }
  diagnostics.push(...resolved.diagnostics);
  diagnostics.push(...asyncApiDiagnostics(asyncapi, resolved.pages));
  diagnostics.push(...checkFrameIcons(config, loaded.locate, resolved.pages, pageFiles, pageSources));
  // Front matter `groups`: kept for the edge, or the page withheld when no reader signs in.
  const grouped = applyPageGroups(resolved.navigation, resolved.pages, pageFiles, options.readerAccess ?? 'public');
  diagnostics.push(...grouped.diagnostics);

  return {
    config,
    navigation: grouped.navigation,
    pages: grouped.pages,
    pageFiles,
    specs,
    asyncapis,
    diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
    files,
    pageSources,
    pageFrontMatter,
    locate: loaded.locate,
  };
}

/**
 * A URL document that could not be downloaded has no file of its own to point at: navigation
 * reports it where docs.json names it (NAV_OPENAPI_INVALID, with this very message and a line), so
 * the document's own placeless diagnostic would only say the same thing twice.
 */
function isUndownloadedUrl(spec: LoadedSpec, diagnostic: Diagnostic): boolean {
  return (
    !spec.ok && /^https?:\/\//i.test(spec.source) && diagnostic.file === spec.source && diagnostic.line === undefined
  );
}

/** `checkSiteIcons` behind its guard: a Folio bug there costs the icon report, never the build. */
function checkFrameIcons(
  config: DocsConfig,
  locate: LocateValue,
  pages: SitePage[],
  pageFiles: PageFile[],
  sources: Map<string, string>,
): Diagnostic[] {
  const lines = new Map(pageFiles.map((page) => [page.file, page.frontMatterLines]));
  return guardTenantWorkSync(
    () =>
      checkSiteIcons({
        config,
        locate,
        pages,
        frontMatterLines: (file) => lines.get(file),
        sourceOf: (file) => sources.get(file),
      }),
    (error) => [internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', 'docs.json', 'checking the icons of', error)],
  );
}

/** A page whose front matter could not be read: laid out with none, and reported. */
function brokenFrontMatter(file: string, text: string, error: unknown): FrontMatter {
  return {
    data: {},
    lines: {},
    body: text,
    bodyLine: 1,
    diagnostics: [internalErrorDiagnostic('BUILD_INTERNAL_PAGE_ERROR', file, 'reading the front matter of', error)],
  };
}

/** An OpenAPI document that could not be loaded: unusable, and reported where it is used. */
function brokenSpec(source: string, error: unknown): LoadedSpec {
  return {
    source,
    ok: false,
    operations: [],
    tags: [],
    servers: [],
    diagnostics: [internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', source, 'loading the OpenAPI document', error)],
  };
}
