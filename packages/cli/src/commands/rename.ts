import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSite, createDirectoryReader } from '@folio/builder';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.ts';
import type { Terminal } from '../terminal.ts';
import { documentFetcher } from '../fetch-document.ts';
import { repositoryFolder } from '../repository-folder.ts';
import { createProgressReporter } from '../progress-reporter.ts';
import { applyFixes } from '../fix/apply-fixes.ts';
import { formatFix } from '../fix/format-fix.ts';
import { planRename, toPagePath } from '../rename/plan-rename.ts';
import { openCheckPageCache } from '../check-page-cache.ts';

/** `folio rename --help`. */
export const RENAME_HELP = `Usage: folio rename <old> <new> [--dir <dir>] [--json] [--no-cache]

Moves a page and keeps every link to it working: the page file moves (its extension kept), every
link to it in pages, snippets and docs.json (navbar, footer, tabs, anchors, banner) is rewritten
to the new URL, navigation entries and redirects that name it follow, its own relative links and
snippet imports are written from the site root where the new folder would change them, and a
redirect from the old URL to the new one is added to docs.json.

Arguments:
  old            the page: a file, a page path or a URL path (guides/setup.mdx, guides/setup, /guides/setup)
  new            where it goes, the same ways (start/setup)

Options:
  --dir <dir>    the repository folder holding docs.json (default: current folder)
  --json         print { "from", "to", "changes": [...] } instead of text
  --no-cache     read every page to find the links, and neither read nor write
                 .folio-cache/check.bin (the pages the last check read; see folio check)
  -h, --help     show this help

Exit codes: 0 moved; 1 the page cannot be moved (not a page, the new path is taken); 2 usage
error or the folder cannot be read.

Examples:
  folio rename guides/setup start/setup
  folio rename /api/errors reference/errors --dir ./docs`;

/** The command line of `folio rename`, parsed; throws on an unknown or malformed option. */
function parseRenameArgs(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      json: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
    },
  });
}

/** Runs `folio rename`. */
export async function runRename(args: string[], terminal: Terminal): Promise<number> {
  let parsed: ReturnType<typeof parseRenameArgs>;
  try {
    parsed = parseRenameArgs(args);
  } catch (error) {
    terminal.err(`folio rename: ${(error as Error).message}\n\n${RENAME_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.positionals.length !== 2) {
    terminal.err(
      `folio rename: expected the old and the new page, got ${parsed.positionals.length} arguments\n\n${RENAME_HELP}`,
    );
    return EXIT_USAGE;
  }
  const folder = await repositoryFolder(parsed.values.dir === undefined ? [] : [parsed.values.dir]);
  if ('error' in folder) {
    terminal.err(`folio rename: ${folder.error}`);
    return EXIT_USAGE;
  }
  const { dir } = folder;
  const [oldName, newName] = parsed.positionals as [string, string];
  const reader = createDirectoryReader(dir);
  const progress = createProgressReporter(terminal);
  // The links are known from the check's own pass over every page.
  const { pageCache, save: saveCache } = await openCheckPageCache(dir, !parsed.values['no-cache']);
  const checked = await checkSite(reader, {
    fetchUrl: documentFetcher(true),
    onProgress: progress.update,
    ...(pageCache === undefined ? {} : { pageCache }),
  });
  progress.done();
  // Kept as read, before the move: the files it changes are read again by the next check.
  await saveCache();
  let plan: Awaited<ReturnType<typeof planRename>>;
  try {
    plan = await planRename(checked, toPagePath(oldName), toPagePath(newName), (file) => reader.readText(file));
  } catch (error) {
    terminal.err(`folio rename: ${(error as Error).message}`);
    return EXIT_PROBLEMS;
  }
  const applied = await applyFixes(plan.fixes, {
    readText: (file) => reader.readText(file),
    writeText: (file, text) => writeFile(join(dir, file), text),
  });
  await mkdir(dirname(join(dir, plan.to)), { recursive: true });
  await rename(join(dir, plan.from), join(dir, plan.to));

  if (parsed.values.json) {
    terminal.out(
      JSON.stringify(
        { from: plan.from, to: plan.to, changes: applied.map(({ edits: _edits, ...fix }) => fix) },
        null,
        2,
      ),
    );
  } else {
    const files = new Set(applied.map((fix) => fix.file)).size;
    terminal.out(`Moved ${plan.from} → ${plan.to}`);
    terminal.out(
      `Updated ${applied.length} ${applied.length === 1 ? 'value' : 'values'} in ${files} ${files === 1 ? 'file' : 'files'}:`,
    );
    for (const fix of applied) terminal.out(`  ${formatFix(fix)}`);
  }
  return EXIT_OK;
}
