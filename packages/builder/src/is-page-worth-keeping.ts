import type { RenderedPage } from '@folio/content';

/**
 * Pages published broken because their thread crashed or ran out of time, or the renderer threw:
 * the next build renders them again rather than keep a failure that may have been the machine's.
 */
const RETRIED_PAGE_CODES = new Set([
  'BUILD_PAGE_RENDER_FAILED',
  'BUILD_PAGE_RENDER_TIMEOUT',
  'BUILD_INTERNAL_PAGE_ERROR',
]);

/** Whether a rendered page belongs in a cache kept for later builds (`BuildCache.snapshot`'s `keep`). */
export function isPageWorthKeeping(page: Pick<RenderedPage, 'diagnostics'>): boolean {
  return !page.diagnostics.some((diagnostic) => RETRIED_PAGE_CODES.has(diagnostic.code));
}
