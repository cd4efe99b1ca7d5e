import { createDiagnostic } from '@folio/diagnostics';
import type { SitePage } from '@folio/navigation';
import type { SiteLayout } from './build-site-layout.ts';
import { siteCodes } from './codes.ts';
import { errorSummary } from './lib/error-summary.ts';
import { renderSitePage } from './render-site-page.ts';
import type { RenderedSitePage } from './rendered-site-page.ts';
import type { PageContent } from './types.ts';

const BROKEN: PageContent = {
  html: '<p class="page-error" role="alert">This page could not be laid out. The build reported why.</p>',
  headings: [],
  markdown: '',
};

/**
 * `renderSitePage`, with an exception Folio did not expect (a bug met on this page's content or
 * operation) costing this page only: it is laid out again with an error notice in place of its
 * content and API section, and reported as `SITE_INTERNAL_PAGE_ERROR` on its file.
 */
export function renderSitePageGuarded(
  page: SitePage,
  content: PageContent | undefined,
  layout: SiteLayout,
  thumbnail?: string,
): RenderedSitePage {
  try {
    return renderSitePage(page, content, layout, thumbnail);
  } catch (error) {
    const reason = errorSummary(error);
    const file = page.file ?? page.spec ?? 'docs.json';
    const fallback = renderSitePage(
      page,
      { ...BROKEN, ...(content?.title === undefined ? {} : { title: content.title }) },
      { ...layout, operations: new Map() },
    );
    const diagnostic = createDiagnostic(siteCodes, 'SITE_INTERNAL_PAGE_ERROR', {
      message: `Folio failed while laying out page "${page.path}" from "${file}" (${reason}); this is a bug in Folio, not in the file`,
      file,
      line: 1,
      column: 1,
    });
    return { ...fallback, events: [{ diagnostic }, ...fallback.events] };
  }
}
