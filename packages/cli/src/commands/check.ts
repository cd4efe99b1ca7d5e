import { parseArgs } from 'node:util';
import { checkSite, createDirectoryReader, type CheckResult, type RepoReader } from '@folio/builder';
import { countNoun, formatDiagnostic } from '@folio/diagnostics';
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

/** `folio check --help`. */
export const CHECK_HELP = `Usage: folio check [dir] [--fix] [--json] [--strict] [--offline]

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
  --strict       treat warnings as errors
  --offline      do not fetch https:// OpenAPI documents (they are reported as not checked)
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
      strict: { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
      fix: { type: 'boolean', default: false },
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

  const started = performance.now();
  const reader = createDirectoryReader(dir);
  const fetchUrl = documentFetcher(parsed.values.offline);
  let checked = await check(reader, fetchUrl, terminal);
  let fixes: TextFix[] | undefined;
  if (parsed.values.fix) {
    try {
      fixes = await fixRepository(dir, reader, checked);
    } catch (error) {
      terminal.err(`folio check: cannot write a fix: ${(error as Error).message}`);
      return EXIT_USAGE;
    }
    // What remains is what a fresh check of the rewritten files reports.
    if (fixes.length > 0) checked = await check(reader, fetchUrl, terminal);
  }
  const seconds = (performance.now() - started) / 1000;
  const { analysis, diagnostics } = checked;

  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const notes = diagnostics.length - errors - warnings;
  const failed = errors > 0 || (parsed.values.strict && warnings > 0);

  if (parsed.values.json) {
    const report = toCheckReport(checked);
    terminal.out(
      JSON.stringify(
        fixes === undefined ? report : { ...report, fixes: fixes.map(({ edits: _edits, ...fix }) => fix) },
        null,
        2,
      ),
    );
  } else {
    if (fixes !== undefined) terminal.out(describeFixes(fixes));
    for (const diagnostic of diagnostics) terminal.out(formatDiagnostic(diagnostic, { color: terminal.color }));
    const broken = checked.links.broken.length;
    const summary = `${countNoun(errors, 'error')}, ${countNoun(warnings, 'warning')}${notes === 0 ? '' : `, ${countNoun(notes, 'note')}`}${fixes === undefined ? '' : ' left'} in ${countNoun(analysis.pages.length, 'page')}${broken === 0 ? '' : `; ${countNoun(broken, 'broken link')}`} (${seconds.toFixed(2)} s)`;
    terminal.out(`${diagnostics.length > 0 ? '\n' : ''}${failed ? '✖' : '✔'} ${summary}`);
  }
  return failed ? EXIT_PROBLEMS : EXIT_OK;
}

async function check(reader: RepoReader, fetchUrl: DocumentFetcher, terminal: Terminal): Promise<CheckResult> {
  const progress = createProgressReporter(terminal);
  const checked = await checkSite(reader, { fetchUrl, onProgress: progress.update });
  progress.done();
  return checked;
}

function describeFixes(fixes: readonly TextFix[]): string {
  if (fixes.length === 0) return 'Nothing to fix mechanically.\n\n';
  const files = new Set(fixes.map((fix) => fix.file)).size;
  const heading = `Fixed ${fixes.length} problem${fixes.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}:`;
  return `${heading}\n${fixes.map((fix) => `  ${formatFix(fix)}`).join('\n')}\n\n`;
}
