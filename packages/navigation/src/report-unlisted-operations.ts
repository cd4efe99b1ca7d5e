import type { NavigationContext } from './navigation-context.ts';
import { operationLabel } from './operation-label.ts';

/** How many missing operations a warning names before it says "and N more". */
const NAMED = 3;

/**
 * SPEC.md "Operation missing from generated navigation": where operations are listed explicitly,
 * nothing else is generated, so visible operations of the document that appear nowhere in the
 * navigation are probably forgotten. Warns once per `openapi` setting, naming a few.
 */
export function reportUnlistedOperations(context: NavigationContext): void {
  for (const scope of context.scopes) {
    if (!context.listed.has(scope.owner)) continue;
    for (const spec of scope.specs) {
      const missing = spec.operations.filter(
        (operation) => !operation.hidden && !operation.excluded && !context.placed.has(operationLabel(spec, operation)),
      );
      if (missing.length === 0) continue;
      const names = missing.slice(0, NAMED).map((operation) => operationLabel({ source: '' }, operation).trim());
      const more = missing.length > NAMED ? ` and ${missing.length - NAMED} more` : '';
      context.report(
        'NAV_OPERATION_NOT_LISTED',
        scope.settingPath,
        `${missing.length} operation${missing.length === 1 ? '' : 's'} of "${spec.source}" appear${missing.length === 1 ? 's' : ''} nowhere in navigation: ${names.join(', ')}${more}`,
        'operations are listed explicitly under this element, so only those appear: list the missing ones, or mark them `x-hidden: true`',
      );
    }
  }
}
