import type { RepositoryAnalysis } from './analyze-repository.ts';

/**
 * The URLs a site's playground may call, for its allow-list (ARCHITECTURE.md: "the OpenAPI
 * `servers` of the site's documents plus hosts the site owner adds"): every server of every
 * loaded OpenAPI document, `api.mdx.server` of docs.json, which `api:` pages call, and the OAuth 2
 * token and refresh URLs and OpenID Connect discovery URLs the documents' security schemes declare
 * (the playground fetches tokens through the proxy, and only from an authorization server a
 * document names). Each once. The allow-list keeps their origins.
 */
export function playgroundServerUrls(analysis: Pick<RepositoryAnalysis, 'specs' | 'config'>): string[] {
  return [
    ...new Set([
      ...analysis.specs.flatMap((spec) => spec.servers),
      ...(analysis.config?.api?.mdx?.server ?? []),
      ...analysis.specs.flatMap((spec) => spec.authUrls ?? []),
    ]),
  ];
}
