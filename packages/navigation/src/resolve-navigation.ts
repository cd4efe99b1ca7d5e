import type { Diagnostic } from '@folio/diagnostics';
import type { Navigation } from '@folio/docs-config';
import { collectClaims } from './collect-claims.ts';
import { createConfigReporter, type NavigationContext } from './navigation-context.ts';
import { resolveOpenApiScope } from './openapi-scope.ts';
import { createPageRegistry } from './page-registry.ts';
import { reportBrokenSpecs } from './report-broken-specs.ts';
import { reportPageFrameProblems } from './report-page-frame-problems.ts';
import { reportUnlistedOperations } from './report-unlisted-operations.ts';
import { resolveElement } from './resolve-element.ts';
import { resolveFrontMatterOperations } from './resolve-front-matter-operations.ts';
import { resolveFrontMatterChannels } from './resolve-front-matter-channels.ts';
import type { ResolveNavigationInput, ResolvedNavigation } from './types.ts';

/**
 * Resolves docs.json's `navigation` against the repository's page files and loaded OpenAPI
 * documents: page paths normalised and checked, operation entries matched, pages generated for
 * elements whose `openapi` lists no operations, front matter operations attached to their pages.
 * Returns the navigation in docs.json's own shape with only page paths left in `pages`, every
 * page of the site (navigation order first, then the hidden ones), and every problem found.
 * Never throws for bad content: a broken document or page costs only its own part of the site.
 */
export function resolveNavigation(input: ResolveNavigationInput): ResolvedNavigation {
  const diagnostics: Diagnostic[] = [];
  const frontMatter = resolveFrontMatterOperations(input.pages, input.specs, diagnostics);
  resolveFrontMatterChannels(input.pages, input.asyncapis ?? [], frontMatter.byPage, diagnostics);
  const api = input.config.api;
  const apiScope =
    api?.openapi === undefined
      ? undefined
      : resolveOpenApiScope(api.openapi, api, ['api', 'openapi'], input.specs, false);
  const claims = collectClaims(input.config.navigation, apiScope?.owner);
  const context: NavigationContext = {
    specs: input.specs,
    ...(input.asyncapis === undefined ? {} : { asyncapis: input.asyncapis }),
    registry: createPageRegistry(input.pages),
    frontMatter,
    listed: claims.listed,
    delegated: claims.delegated,
    scopes: [],
    placed: new Set(),
    diagnostics,
    report: createConfigReporter(input.locate, diagnostics),
  };
  if (apiScope !== undefined) {
    reportBrokenSpecs(apiScope, context);
    context.scopes.push(apiScope);
  }
  const navigation = resolveElement(
    input.config.navigation as unknown as Record<string, unknown>,
    { segments: ['navigation'], scope: apiScope, isGroup: false, isNestedGroup: false },
    context,
  );
  for (const [label, file] of frontMatter.byOperation) {
    if (context.registry.isShown(file.path)) context.placed.add(label);
  }
  reportUnlistedOperations(context);
  reportPageFrameProblems(input.pages, diagnostics);
  return { navigation: navigation as Navigation, pages: context.registry.list(frontMatter.byPage), diagnostics };
}
