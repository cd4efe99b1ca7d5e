import { parseArgs } from 'node:util';
import { type BuildCache, checkSite, createDirectoryReader, type CheckResult, type RepoReader } from '@folio/builder';
import type { CheckedPage } from '@folio/content/check';
import { countNoun, formatDiagnostic, sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.ts';
import type { Terminal } from '../terminal.ts';
import type { DocumentFetcher } from '@folio/playground-proxy';
import { documentFetcher } from '../fetch-document.ts';
import { repositoryFolder } from '../repository-folder.ts';
import { toCheckReport } from '../check-report.ts';
import { createProgressReporter } from '../progress-reporter.ts';
import { fixRepository } from '../fix/fix-repository.ts';
import { formatFix } from '../fix/format-fix.ts';
import type { TextFix } from '../fix/text-fix.ts';
import { parseDuration } from '../parse-duration.ts';
import type { ExternalCheck } from '../external/check-external-links.ts';
import { checkSiteExternalLinks, DEFAULT_EXTERNAL_CACHE_FILE } from '../external/check-site-external-links.ts';
import { countByStatus, formatExternalSummary } from '../external/external-link-report.ts';
import { accessOptionHelp, readAccessOption } from '../read-access-option.ts';
import type { ReaderAccessMode } from '@folio/deployment';
import { openCheckPageCache } from '../check-page-cache.ts';
import { BUILD_CACHE_FOLDER } from '../build-cache-folder-name.ts';

/** `folio check --help`. */
export const CHECK_HELP = `Usage: folio check [dir] [--access <mode>] [--fix] [--json] [--strict] [--offline] [--no-cache]
                   [--external]

Validates a docs repository the way the hosted build does: docs.json (every navigation rule),
OpenAPI documents, the resolved navigation, every page as the build reads it (front matter, MDX,
snippets, components, lint; no HTML is written), and every link: pages, anchors, images and
docs.json links and redirects (LINK_* warnings with the closest target; docs.json
"checks": { "links": "error" } makes them errors). Prints every problem at once with
file:line:column, JSON path, a stable code and a hint.

Arguments:
  dir            the repository folder holding docs.json (default: current folder)

Options:
  --fix          rewrite in place what is mechanically fixable, print each change, then check
                 again and print what remains. Fixed: lower-case methods in navigation operation
                 entries and in page front matter openapi: values (get /pets → GET /pets),
                 leading slashes in navigation page entries (/api/errors → api/errors), and a
                 trailing slash the OpenAPI document does not have (GET /pets/ → GET /pets),
                 and a broken link whose closest target is unambiguous (a page that moved,
                 a link to its file, a heading's id, the end of a redirect chain).
                 Only the fixed values change; formatting and comments elsewhere stay as written.
  --json         print one JSON object { diagnostics, navigation, pages } (see README);
                 with --fix it also holds "fixes"
  ${accessOptionHelp(15)}
  --strict       treat warnings as errors
  --offline      do not fetch https:// OpenAPI documents (they are reported as not checked)
  --no-cache     read every page again, and neither read nor write .folio-cache/check.bin (each
                 page's problems and links as the last check read them, reused while the page,
                 its snippets, the settings it is read with and Folio itself are unchanged)
  --external     also ask every link to another site whether it still answers (HEAD, then GET;
                 public addresses only; 2 requests at a time per host; timeouts, 429 and 5xx
                 retried with backoff); broken ones are LINK_EXTERNAL_BROKEN, and a summary by
                 status follows. Answers are cached (see below).
  --external-cache <time>       how long an answer stays cached: 90s, 30m, 12h, 7d (default 1d; 0:
                                no cache)
  --external-cache-file <path>  where (default ~/.cache/folio/external-links.json)
  -h, --help     show this help

Exit codes: 0 no errors (after fixing, with --fix); 1 errors found (or warnings with --strict);
2 usage error or the folder cannot be read.

Examples:
  folio check
  folio check ./docs --strict
  folio check --fix
  folio check ./docs --json > report.json`;

/** The command line of `folio check`, parsed; throws on an unknown or malformed option. */
function parseCheckArgs(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      access: { type: 'string' },
      strict: { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      fix: { type: 'boolean', default: false },
      external: { type: 'boolean', default: false },
      'external-cache': { type: 'string', default: '1d' },
      'external-cache-file': { type: 'string' },
    },
  });
}

/** Runs `folio check`. */
export async function runCheck(args: string[], terminal: Terminal): Promise<number> {
  let parsed: ReturnType<typeof parseCheckArgs>;
  try {
    parsed = parseCheckArgs(args);
  } catch (error) {
    terminal.err(`folio check: ${(error as Error).message}\n\n${CHECK_HELP}`);
    return EXIT_USAGE;
  }
  const folder = await repositoryFolder(parsed.positionals);
  if ('error' in folder) {
    terminal.err(`folio check: ${folder.error}${folder.showUsage ? `\n\n${CHECK_HELP}` : ''}`);
    return EXIT_USAGE;
  }
  const { dir } = folder;
  const access = readAccessOption(parsed.values.access);
  if ('error' in access) {
    terminal.err(`folio check: ${access.error}\n\n${CHECK_HELP}`);
    return EXIT_USAGE;
  }
  const cacheTtl = parseDuration(parsed.values['external-cache']);
  if (cacheTtl === undefined) {
    terminal.err(
      `folio check: --external-cache "${parsed.values['external-cache']}" is not a time such as 30m, 12h or 7d`,
    );
    return EXIT_USAGE;
  }

  const started = performance.now();
  const reader = createDirectoryReader(dir);
  const fetchUrl = documentFetcher(parsed.values.offline);
  const { pageCache, save: saveCache } = await openCheckPageCache(dir, !parsed.values['no-cache']);
  const run = () => check(reader, { fetchUrl, readerAccess: access.mode, pageCache }, terminal);
  let checked = await run();
  let fixes: TextFix[] | undefined;
  if (parsed.values.fix) {
    try {
      fixes = await fixRepository(dir, reader, checked);
    } catch (error) {
      terminal.err(`folio check: cannot write a fix: ${(error as Error).message}`);
      return EXIT_USAGE;
    }
    // What remains is what a fresh check of the rewritten files reports.
    if (fixes.length > 0) checked = await run();
  }
  // Written before the external links are asked, which can take a while: an interrupted run keeps it.
  const cacheError = await saveCache();
  const { analysis } = checked;
  let diagnostics: Diagnostic[] = checked.diagnostics;
  let external: ExternalCheck | undefined;
  if (parsed.values.external) {
    const found = await checkSiteExternalLinks(checked, {
      cacheFile: parsed.values['external-cache-file'] ?? DEFAULT_EXTERNAL_CACHE_FILE,
      ttlMs: cacheTtl,
      terminal,
    });
    external = found.check;
    diagnostics = sortDiagnostics([...diagnostics, ...found.diagnostics]);
  }
  const seconds = (performance.now() - started) / 1000;

  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const notes = diagnostics.length - errors - warnings;
  const failed = errors > 0 || (parsed.values.strict && warnings > 0);

  if (parsed.values.json) {
    const report = toCheckReport({ ...checked, diagnostics });
    terminal.out(
      JSON.stringify(
        {
          ...report,
          ...(fixes === undefined ? {} : { fixes: fixes.map(({ edits: _edits, ...fix }) => fix) }),
          ...(external === undefined
            ? {}
            : {
                external: {
                  urls: external.verdicts.size,
                  fromCache: external.fromCache,
                  byStatus: countByStatus(external.verdicts),
                },
              }),
        },
        null,
        2,
      ),
    );
  } else {
    if (fixes !== undefined) terminal.out(describeFixes(fixes));
    for (const diagnostic of diagnostics) terminal.out(formatDiagnostic(diagnostic, { color: terminal.color }));
    if (external !== undefined)
      terminal.out(
        `${diagnostics.length > 0 ? '\n' : ''}${formatExternalSummary(external.verdicts, external.fromCache)}`,
      );
    const broken = diagnostics.filter((d) => d.code.startsWith('LINK_')).length;
    const reused = checked.reusedPages;
    const summary = `${countNoun(errors, 'error')}, ${countNoun(warnings, 'warning')}${notes === 0 ? '' : `, ${countNoun(notes, 'note')}`}${fixes === undefined ? '' : ' left'} in ${countNoun(analysis.pages.length, 'page')}${broken === 0 ? '' : `; ${countNoun(broken, 'broken link')}`} (${seconds.toFixed(2)} s${reused === 0 ? '' : `; ${countNoun(reused, 'unchanged page')} reused from ${BUILD_CACHE_FOLDER}/`})`;
    terminal.out(`${diagnostics.length > 0 ? '\n' : ''}${failed ? '✖' : '✔'} ${summary}`);
    if (cacheError !== undefined)
      terminal.out(
        `  ${BUILD_CACHE_FOLDER}/ could not be written (${cacheError.message}): the next check reads every page`,
      );
  }
  return failed ? EXIT_PROBLEMS : EXIT_OK;
}

async function check(
  reader: RepoReader,
  options: {
    fetchUrl: DocumentFetcher;
    readerAccess: ReaderAccessMode;
    pageCache: BuildCache<CheckedPage> | undefined;
  },
  terminal: Terminal,
): Promise<CheckResult> {
  const progress = createProgressReporter(terminal);
  const { pageCache, ...rest } = options;
  const checked = await checkSite(reader, {
    ...rest,
    ...(pageCache === undefined ? {} : { pageCache }),
    onProgress: progress.update,
  });
  progress.done();
  return checked;
}

function describeFixes(fixes: readonly TextFix[]): string {
  if (fixes.length === 0) return 'Nothing to fix mechanically.\n\n';
  const files = new Set(fixes.map((fix) => fix.file)).size;
  const heading = `Fixed ${fixes.length} problem${fixes.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}:`;
  return `${heading}\n${fixes.map((fix) => `  ${formatFix(fix)}`).join('\n')}\n\n`;
}
