import { sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import type { PageLinks } from './page-links.ts';
import { readPage, type ReadPageInput } from './read-page.ts';
import type { PageHeading } from './render-state.ts';

/** A page checked: what `renderPage` finds out about it, without its HTML. */
export interface CheckedPage {
  /** Every heading in document order, with the id the renderer gives it. */
  headings: PageHeading[];
  /** The same diagnostics `renderPage` reports for the page, sorted by position. */
  diagnostics: Diagnostic[];
  /** Repository files read besides the page (snippets), including missing ones. */
  dependencies: string[];
  /** The page's URLs and ids for the site's link graph; absent when the page could not be read. */
  links?: PageLinks;
}

/**
 * Checks one page for `folio check`: everything `renderPage` does up to the HTML (parse, imports,
 * snippets, components, URLs and ids, lint; see `readPage`), so it reports every diagnostic a
 * build reports for the page, without sanitising, highlighting code or writing HTML. Never throws.
 */
export async function checkPage(input: ReadPageInput): Promise<CheckedPage> {
  const read = await readPage(input);
  const checked: CheckedPage = {
    headings: read.headings,
    diagnostics: sortDiagnostics(read.diagnostics),
    dependencies: read.dependencies,
  };
  if (read.links !== undefined) checked.links = read.links;
  return checked;
}
