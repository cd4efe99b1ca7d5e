import { sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import { loadDocsConfig, type DocsConfig } from '@folio/docs-config';
import { findSpecFiles, loadSpec, type LoadedSpec } from '@folio/openapi';
import { resolveNavigation, type PageFile, type SitePage } from '@folio/navigation';
import type { Navigation } from '@folio/docs-config';
// The front matter parser alone: the renderer (shiki, MDX) is not loaded for an analysis.
import { parseFrontMatter, type FrontMatter } from '@folio/content/front-matter';
import { collectSpecSources, normaliseSpecSource } from './collect-spec-sources.ts';
import { pagePathOf, selectPageFiles } from './select-page-files.ts';
import type { RepoReader } from './repo-reader.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { dedupeDiagnostics } from './dedupe-diagnostics.ts';
import type { AnalysisCache } from './analysis-cache.ts';

/** Options of `analyzeRepository`. */
export interface AnalyzeOptions {
  /** Fetches an `https://` OpenAPI document; absent means URL documents are reported unreachable. */
  fetchUrl?: (url: string) => Promise<string>;
  /** Parsed front matter and documents from earlier analyses of the same repository. */
  cache?: AnalysisCache;
  /** Called as work proceeds, for progress output on long runs. */
  onProgress?: (event: { phase: 'scan' | 'config' | 'pages' | 'openapi' | 'navigation' | 'render'; done: number; total: number }) => void;
}

/** What a repository is, before rendering: its config, page tree, pages and every problem. */
export interface RepositoryAnalysis {
  config: DocsConfig | undefined;
  navigation: Navigation | undefined;
  pages: SitePage[];
  pageFiles: PageFile[];
  specs: LoadedSpec[];
  diagnostics: Diagnostic[];
  /** Every repository file, for incremental rebuilds and watch mode. */
  files: string[];
  /** The text of every page file as read for this analysis (the renderer takes it from here). */
  pageSources: Map<string, string>;
  /** The parsed front matter of every page file, from that same text (the renderer reuses it). */
  pageFrontMatter: Map<string, FrontMatter>;
}

/**
 * The first phase of every build (`folio check`, `folio dev`, the hosted worker): read docs.json,
 * every page's front matter and every OpenAPI document, resolve the navigation, and collect every
 * problem at once. Nothing from the repository is executed.
 */
export async function analyzeRepository(reader: RepoReader, options: AnalyzeOptions = {}): Promise<RepositoryAnalysis> {
  const progress = options.onProgress ?? (() => {});
  const files = await reader.listFiles();
  progress({ phase: 'scan', done: files.length, total: files.length });

  const readFile = (path: string) => reader.readText(path);
  const loaded = await loadDocsConfig({ readFile });
  progress({ phase: 'config', done: 1, total: 1 });
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];

  const ignoreText = (await reader.readText('.docsignore')) ?? (await reader.readText('.mintignore'));
  const pageFileNames = selectPageFiles(files, ignoreText);
  let pagesDone = 0;
  const pageSources = new Map<string, string>();
  const pageFrontMatter = new Map<string, FrontMatter>();
  const pageFiles = await mapWithConcurrency(pageFileNames, 32, async (file): Promise<PageFile> => {
    const text = (await reader.readText(file)) ?? '';
    pageSources.set(file, text);
    const parsed = options.cache ? options.cache.frontMatterOf(file, text, () => parseFrontMatter(text, file)) : parseFrontMatter(text, file);
    pageFrontMatter.set(file, parsed);
    diagnostics.push(...parsed.diagnostics);
    progress({ phase: 'pages', done: ++pagesDone, total: pageFileNames.length });
    return { path: pagePathOf(file), file, frontMatter: parsed.data, frontMatterLines: parsed.lines };
  });

  if (loaded.config === undefined) {
    return { config: undefined, navigation: undefined, pages: [], pageFiles, specs: [], diagnostics: sortDiagnostics(diagnostics), files, pageSources, pageFrontMatter };
  }

  const referenced = collectSpecSources(loaded.config);
  const found = await findSpecFiles(files, readFile);
  const sources = [...new Set([...referenced, ...found.map(normaliseSpecSource)])];
  let specsDone = 0;
  const specIO = options.fetchUrl ? { readFile, fetchUrl: options.fetchUrl } : { readFile };
  const specs = await mapWithConcurrency(sources, 4, async (source) => {
    const spec = options.cache
      ? await options.cache.specOf(source, /^https:\/\//i.test(source) ? undefined : await reader.readText(source), () => loadSpec(source, specIO))
      : await loadSpec(source, specIO);
    progress({ phase: 'openapi', done: ++specsDone, total: sources.length });
    return spec;
  });

  const resolved = resolveNavigation({ config: loaded.config, locate: loaded.locate, pages: pageFiles, specs });
  progress({ phase: 'navigation', done: 1, total: 1 });

  // A spec's own problems matter when something uses it; a stray unused spec file is not the
  // author's concern on every check.
  const used = new Set<string>(referenced);
  for (const page of resolved.pages) if (page.spec !== undefined) used.add(page.spec);
  for (const spec of specs) if (used.has(spec.source)) diagnostics.push(...spec.diagnostics);
  diagnostics.push(...resolved.diagnostics);

  return {
    config: loaded.config,
    navigation: resolved.navigation,
    pages: resolved.pages,
    pageFiles,
    specs,
    diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
    files,
    pageSources,
    pageFrontMatter,
  };
}
