import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { hasReaderClaims, type ReaderAccessMode } from '@folio/deployment';
import type { Navigation } from '@folio/docs-config';
import { readPageGroups, type PageFile, type SitePage } from '@folio/navigation';
import { builderCodes } from './codes.ts';
import { withholdPages } from './withhold-pages.ts';

/** The site's navigation and pages once front matter `groups` is applied, and what was reported. */
export interface PageGroupsOutcome {
  navigation: Navigation;
  pages: SitePage[];
  diagnostics: Diagnostic[];
}

/**
 * Front matter `groups` for the site's reader access mode. With readers who sign in as
 * themselves (`oidc`, `jwt`), restricted pages are published with their groups, for the edge to
 * enforce. Otherwise no reader can be in a group, and publishing such a page to everyone would
 * show it to readers it was not meant for: it is withheld (404, in no navigation, search or
 * llms.txt) with `BUILD_PAGE_GROUPS_WITHOUT_SIGN_IN`. A `groups` value of no known shape is
 * `BUILD_PAGE_GROUPS_INVALID` (the page is for nobody).
 */
export function applyPageGroups(
  navigation: Navigation,
  pages: SitePage[],
  pageFiles: readonly PageFile[],
  access: ReaderAccessMode,
): PageGroupsOutcome {
  const restricted = pages.filter((page) => page.groups !== undefined && page.file !== undefined);
  if (restricted.length === 0) return { navigation, pages, diagnostics: [] };
  const files = new Map(pageFiles.map((file) => [file.file, file]));
  const diagnostics: Diagnostic[] = [];
  const withheld = new Set<string>();
  for (const page of restricted) {
    const file = files.get(page.file as string);
    const at = { file: page.file as string, path: 'groups', line: file?.frontMatterLines?.groups ?? 1, column: 1 };
    const problem = readPageGroups(file?.frontMatter.groups)?.problem;
    if (problem !== undefined) {
      diagnostics.push(
        createDiagnostic(builderCodes, 'BUILD_PAGE_GROUPS_INVALID', {
          message: `front matter groups is not read (${problem}), so no reader is shown this page`,
          ...at,
        }),
      );
    }
    if (!hasReaderClaims(access)) {
      withheld.add(page.path);
      diagnostics.push(
        createDiagnostic(builderCodes, 'BUILD_PAGE_GROUPS_WITHOUT_SIGN_IN', {
          message: `"${page.path}" is restricted to reader groups, but this site's readers do not sign in (access mode ${access}), so the page is not published`,
          ...at,
        }),
      );
    }
  }
  if (withheld.size === 0) return { navigation, pages, diagnostics };
  return {
    navigation: withholdPages(navigation, withheld),
    pages: pages.filter((page) => !withheld.has(page.path)),
    diagnostics,
  };
}
