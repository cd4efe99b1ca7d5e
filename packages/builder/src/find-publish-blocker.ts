import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { RepositoryAnalysis } from './analyze-repository.ts';
import { builderCodes } from './codes.ts';

/**
 * Codes meaning docs.json (or a file it loads) is not a JSON object Folio could read. The parser
 * recovers after a syntax error, but what it recovers is a guess: publishing it could replace a
 * working site with half of one.
 */
const UNREADABLE = new Set(['CONFIG_FILE_MISSING', 'CONFIG_JSON_SYNTAX', 'CONFIG_NOT_OBJECT']);

/** Why an analysed repository publishes nothing. */
export interface PublishBlocker {
  /** A diagnostic to add that says why, when none of the analysis does already. */
  diagnostic?: Diagnostic;
}

/**
 * Whether a build may publish (COMPAT.md "any other problem confined to one element or value"):
 * only a docs.json that cannot be read, or a navigation with no page left, stops it. Every other
 * configuration problem has already skipped its element or value with its diagnostic. With
 * `strict` (the site's `strict_builds`), any configuration error stops it, as before.
 *
 * @returns `undefined` when the site is published.
 */
export function findPublishBlocker(analysis: RepositoryAnalysis, strict: boolean): PublishBlocker | undefined {
  if (analysis.config === undefined || analysis.navigation === undefined) return {};
  if (analysis.diagnostics.some((d) => UNREADABLE.has(d.code))) return {};
  if (strict && analysis.diagnostics.some((d) => d.severity === 'error' && d.code.startsWith('CONFIG_'))) return {};
  if (analysis.pages.some((page) => page.hidden !== true)) return undefined;
  return {
    diagnostic: createDiagnostic(builderCodes, 'BUILD_NO_PAGES', {
      message: 'the navigation lists no page that exists, so nothing is published; the previous deployment stays live',
      file: 'docs.json',
      path: 'navigation',
      line: 1,
      column: 1,
    }),
  };
}
