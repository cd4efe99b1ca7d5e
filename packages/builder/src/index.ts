export { analyzeRepository, type AnalyzeOptions, type RepositoryAnalysis } from './analyze-repository.ts';
export { createDirectoryReader } from './directory-reader.ts';
export { createMemoryReader, type RepoReader } from './repo-reader.ts';
export { selectPageFiles, pagePathOf } from './select-page-files.ts';
export { collectSpecSources, normaliseSpecSource } from './collect-spec-sources.ts';
export { mapWithConcurrency } from './map-with-concurrency.ts';
export { diagnosticCatalogues } from './diagnostic-catalogues.ts';
