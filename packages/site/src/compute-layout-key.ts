import { hashContent } from './lib/hash-content.ts';
import type { RenderSiteInput } from './types.ts';

/**
 * The sha256 of everything the site's chrome depends on: the configuration, the navigation, every
 * page's path, title and operation, the site URL and the OpenAPI documents. Two inputs with the
 * same key lay out every page identically; only page bodies can differ.
 */
export function computeLayoutKey(input: RenderSiteInput): string {
  return hashContent(
    JSON.stringify({
      config: input.config,
      navigation: input.navigation,
      pages: input.pages,
      // Titles from front matter are shown in the sidebar, prev/next links and switchers.
      titles: input.pages.map((page) => input.content.get(page.path)?.title ?? null),
      siteUrl: input.siteUrl ?? null,
      basePath: input.basePath ?? null,
      readerClaims: input.readerClaims === true,
      readersSignIn: input.readersSignIn === true,
      specs: input.specs.map((spec) => ({ source: spec.source, ok: spec.ok, document: spec.document ?? null })),
    }),
  );
}
