import type { PageLinks } from '@folio/content/check';
import type { RepositoryAnalysis } from '../analyze-repository.ts';
import { guardTenantWorkSync } from '../guard-tenant-work.ts';
import { internalErrorDiagnostic } from '../internal-error-diagnostic.ts';
import { checkLinks, type LinkReport } from './check-links.ts';

/**
 * `checkLinks` on an analysed repository and the links of the pages read in this pass, behind its
 * guard: a Folio bug in the link graph costs the link report (as a `BUILD_INTERNAL_FILE_ERROR`),
 * never the build.
 */
export function checkSiteLinks(analysis: RepositoryAnalysis, pageLinks: ReadonlyMap<string, PageLinks>): LinkReport {
  const { config, locate } = analysis;
  if (config === undefined) return { diagnostics: [], broken: [], external: [], checked: 0 };
  return guardTenantWorkSync(
    () =>
      checkLinks({
        config,
        locate,
        pages: analysis.pages,
        files: analysis.files,
        pageLinks,
        frontMatterOf: (file) => analysis.pageFrontMatter.get(file)?.data,
        specs: analysis.specs,
      }),
    (error) => ({
      diagnostics: [internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', 'docs.json', 'checking the links of', error)],
      broken: [],
      external: [],
      checked: 0,
    }),
  );
}
