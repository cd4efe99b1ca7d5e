import type { PageFile } from '@folio/navigation';
import { parseOperationRef } from '@folio/openapi';
import { normaliseSpecSource } from './collect-spec-sources.ts';

/**
 * The repository files that pages' `openapi` front matter names by path (`openapi: "api/store.yaml
 * GET /orders"`), so that such a document is loaded, and its problems reported, even when it is
 * too broken to be recognised as OpenAPI (a JSON file with a syntax error). Names without a
 * folder or extension (`store`) are found among the recognised documents, as before.
 */
export function frontMatterSpecFiles(pages: readonly PageFile[], files: readonly string[]): string[] {
  const existing = new Set(files);
  const named = new Set<string>();
  for (const page of pages) {
    const value = page.frontMatter.openapi;
    const token = typeof value === 'string' ? parseOperationRef(value)?.spec : undefined;
    if (token === undefined) continue;
    const path = normaliseSpecSource(token);
    if (/\.(json|ya?ml)$/i.test(path) && existing.has(path)) named.add(path);
  }
  return [...named];
}
