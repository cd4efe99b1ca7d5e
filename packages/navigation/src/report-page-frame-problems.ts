import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { navigationCodes } from './codes.ts';
import { PAGE_MODES } from './read-page-frame.ts';
import type { PageFile } from './types.ts';

/**
 * Front matter `mode` values the format does not define: the page is laid out in the default
 * mode, and this says so at the line of `mode` (`readPageFrame` leaves such a value out).
 */
export function reportPageFrameProblems(pages: readonly PageFile[], diagnostics: Diagnostic[]): void {
  for (const page of pages) {
    const mode = page.frontMatter.mode;
    if (mode === undefined || (typeof mode === 'string' && (PAGE_MODES as readonly string[]).includes(mode))) continue;
    const line = page.frontMatterLines?.mode;
    diagnostics.push(
      createDiagnostic(navigationCodes, 'NAV_PAGE_MODE_UNKNOWN', {
        message: `front matter \`mode\` ${JSON.stringify(mode)} is not one of ${PAGE_MODES.map((m) => `"${m}"`).join(', ')}; the page uses the default layout`,
        file: page.file,
        ...(line === undefined ? {} : { line, column: 1 }),
      }),
    );
  }
}
