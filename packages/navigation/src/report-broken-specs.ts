import type { NavigationContext } from './navigation-context.ts';
import type { OpenApiScope } from './openapi-scope.ts';

/**
 * Reports each document of an `openapi` setting that cannot be used (not loaded, unreachable,
 * invalid, OpenAPI 2.0) at the setting's JSON path, with the document's own first problems. Nothing
 * is generated from such a document; everything else still resolves.
 */
export function reportBrokenSpecs(scope: OpenApiScope, context: NavigationContext): void {
  for (const { source, spec } of scope.broken) {
    const reasons = spec?.diagnostics.slice(0, 3).map((diagnostic) => diagnostic.message) ?? [];
    const why =
      spec === undefined
        ? 'it was not found'
        : reasons.length > 0
          ? reasons.join('; ')
          : 'it is not a valid OpenAPI 3 document';
    context.report(
      'NAV_OPENAPI_INVALID',
      scope.settingPath,
      `OpenAPI document "${source}" cannot be used (${why}), so no API pages are generated from it`,
      `run \`folio openapi-check ${source}\` and fix what it reports (OpenAPI 2.0 must be converted to 3)${spec === undefined ? '; check the path or URL' : ''}`,
    );
  }
}
