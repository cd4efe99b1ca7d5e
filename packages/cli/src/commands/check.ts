import { parseArgs } from 'node:util';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { analyzeRepository, createDirectoryReader } from '@folio/builder';
import { formatDiagnostic } from '@folio/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.ts';
import type { Terminal } from '../terminal.ts';
import { fetchDocument } from '../fetch-document.ts';
import { toCheckReport } from '../check-report.ts';
import { createProgressReporter } from '../progress-reporter.ts';

/** `folio check --help`. */
export const CHECK_HELP = `Usage: folio check [dir] [--json] [--strict] [--offline]

Validates a docs repository the way the hosted build does: docs.json (every navigation rule),
page front matter, OpenAPI documents, and the resolved navigation. Prints every problem at once
with file:line:column, JSON path, a stable code and a hint.

Arguments:
  dir            the repository folder holding docs.json (default: current folder)

Options:
  --json         print one JSON object { diagnostics, navigation, pages } (see README)
  --strict       treat warnings as errors
  --offline      do not fetch https:// OpenAPI documents (they are reported as not checked)
  -h, --help     show this help

Exit codes: 0 no errors; 1 errors found (or warnings with --strict); 2 usage error or the folder
cannot be read.

Examples:
  folio check
  folio check ./docs --strict
  folio check ./docs --json > report.json`;

/** Runs `folio check`. */
export async function runCheck(args: string[], terminal: Terminal): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        offline: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    terminal.err(`folio check: ${(error as Error).message}\n\n${CHECK_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.positionals.length > 1) {
    terminal.err(`folio check: expected at most one folder, got ${parsed.positionals.length}\n\n${CHECK_HELP}`);
    return EXIT_USAGE;
  }
  const dir = resolve(parsed.positionals[0] ?? '.');
  const info = await stat(dir).catch(() => undefined);
  if (info === undefined || !info.isDirectory()) {
    terminal.err(`folio check: ${dir} is not a folder`);
    return EXIT_USAGE;
  }

  const started = performance.now();
  const progress = createProgressReporter(terminal);
  const fetchUrl = parsed.values.offline ? refuseOffline : fetchDocument;
  const analysis = await analyzeRepository(createDirectoryReader(dir), { fetchUrl, onProgress: progress.update });
  progress.done();
  const seconds = (performance.now() - started) / 1000;

  const errors = analysis.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = analysis.diagnostics.length - errors;
  const failed = errors > 0 || (parsed.values.strict && warnings > 0);

  if (parsed.values.json) {
    terminal.out(JSON.stringify(toCheckReport(analysis), null, 2));
  } else {
    for (const diagnostic of analysis.diagnostics) terminal.out(formatDiagnostic(diagnostic, { color: terminal.color }));
    const summary = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${analysis.pages.length} pages (${seconds.toFixed(2)} s)`;
    terminal.out(`${analysis.diagnostics.length > 0 ? '\n' : ''}${failed ? '✖' : '✔'} ${summary}`);
  }
  return failed ? EXIT_PROBLEMS : EXIT_OK;
}

async function refuseOffline(url: string): Promise<string> {
  throw new Error(`not fetched: --offline is set (${url})`);
}
