export { analyzeRepository, type AnalyzeOptions, type RepositoryAnalysis } from './analyze-repository.ts';
export { createDirectoryReader } from './directory-reader.ts';
export { createMemoryReader, type RepoReader } from './repo-reader.ts';
export { selectPageFiles, pagePathOf } from './select-page-files.ts';
export { collectSpecSources, normaliseSpecSource } from './collect-spec-sources.ts';
export { mapWithConcurrency } from './map-with-concurrency.ts';
export { diagnosticCatalogues } from './diagnostic-catalogues.ts';
export { toPageContent } from './page-content.ts';
export {
  buildSite,
  POOL_THRESHOLD,
  type BuildOptions,
  type BuildResult,
  type BuildTimings,
} from './build-site.ts';
export { checkSite, type CheckOptions, type CheckResult } from './check-site.ts';
export type { BrokenLink, ExternalLink, LinkReport } from './links/check-links.ts';
export { linkCodes, type LinkCode } from './links/link-codes.ts';
export { findLinksTo, findRelativeLinksOf, type LinkSite } from './links/find-links.ts';
export { BuildCache, type BuildCacheSnapshot } from './build-cache.ts';
export { decodeBuildCache, encodeBuildCache, encodeBuildCacheChunks } from './build-cache-bytes.ts';
export { rendererStamp } from './renderer-stamp.ts';
export { isPageWorthKeeping } from './is-page-worth-keeping.ts';
export { builderCodes } from './codes.ts';
export { RenderPool } from './render-pool.ts';
export { isSubstitutionOf } from './substitute-variables.ts';
export { sitePageRenderer, type SitePageRenderer } from './site-page-renderer.ts';
export type { PageRenderSettings } from './page-render-settings.ts';
export { dedupeDiagnostics } from './dedupe-diagnostics.ts';
export { AnalysisCache } from './analysis-cache.ts';
export { measurePageWeight, type PageWeight } from './measure-page-weight.ts';
export { playgroundServerUrls } from './playground-server-urls.ts';
