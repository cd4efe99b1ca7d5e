import type { RepositoryAnalysis } from './analyze-repository.ts';

/**
 * The API servers a site's playground may call, for its allow-list (ARCHITECTURE.md: "the OpenAPI
 * `servers` of the site's documents plus hosts the site owner adds"): every server of every
 * loaded OpenAPI document, and `api.mdx.server` of docs.json, which `api:` pages call. Each once.
 */
export function playgroundServerUrls(analysis: Pick<RepositoryAnalysis, 'specs' | 'config'>): string[] {
  return [
    ...new Set([...analysis.specs.flatMap((spec) => spec.servers), ...(analysis.config?.api?.mdx?.server ?? [])]),
  ];
}
