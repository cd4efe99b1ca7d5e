import type { PageFile, SitePage } from '@folio/navigation';
import { parseOperationRef, specsNamedBy, type LoadedSpec } from '@folio/openapi';

/**
 * The OpenAPI documents whose own problems an analysis reports, by source: the ones docs.json
 * names (`referenced`), the ones a page documents an operation of, and the ones a page's `openapi`
 * front matter names even when it matched nothing there — by path, file name or file name without
 * extension, or, for a reference without a document, the documents that leave that very operation
 * out, and every document when none can be used. However a document is referenced, its problems
 * are then shown once, at the document, and the page's own message names the first of them.
 */
export function collectUsedSpecs(
  referenced: readonly string[],
  pages: readonly SitePage[],
  pageFiles: readonly PageFile[],
  specs: readonly LoadedSpec[],
): Set<string> {
  const used = new Set<string>(referenced);
  const matched = new Set<string>();
  for (const page of pages) {
    if (page.spec === undefined) continue;
    used.add(page.spec);
    if (page.file !== undefined) matched.add(page.file);
  }
  for (const page of pageFiles) {
    const value = page.frontMatter.openapi;
    if (typeof value !== 'string' || matched.has(page.file)) continue;
    const ref = parseOperationRef(value);
    if (ref === undefined) continue;
    const named =
      ref.spec !== undefined
        ? specsNamedBy(ref.spec, specs)
        : specs.every((spec) => !spec.ok)
          ? specs
          : specs.filter((spec) =>
              spec.skipped?.some(
                ({ operation }) =>
                  operation.kind === ref.kind &&
                  operation.path === ref.path &&
                  (ref.kind === 'webhook' || operation.method === ref.method),
              ),
            );
    for (const spec of named) used.add(spec.source);
  }
  return used;
}
