import type { PathSegment } from '@folio/diagnostics';
import type { NavigationContext } from './navigation-context.ts';

/**
 * Resolves one navigation element or entry so that an exception Folio did not expect (a bug met on
 * this element) costs that element only: it is left out of the navigation and reported as
 * `NAV_INTERNAL_ERROR` at its place in docs.json, and every other element still resolves.
 */
export function guardElement<T>(
  segments: readonly PathSegment[],
  context: NavigationContext,
  work: () => T,
): T | undefined {
  try {
    return work();
  } catch (error) {
    const reason = (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
      .split('\n')[0]
      ?.slice(0, 300);
    context.report(
      'NAV_INTERNAL_ERROR',
      segments,
      `Folio failed while resolving this navigation entry (${reason}); this is a bug in Folio, not in docs.json`,
    );
    return undefined;
  }
}
