import { parseArgs } from 'node:util';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.ts';
import { PAGE_CONVENTIONS_RULES, RULES_FILE } from '../page-conventions-rules.ts';
import type { Terminal } from '../terminal.ts';

/** `folio rules --help`. */
export const RULES_HELP = `Usage: folio rules [dir] [--force]

Writes the page content conventions (front matter, heading levels, framed images with alt text,
no secrets in code, and the components pages may use) as an AI editor rules file:
${RULES_FILE} in the repository. These are project rules: commit the file so the whole
team's editor follows them. The rules apply to **/*.mdx and **/*.md files.

Arguments:
  dir          the repository folder holding docs.json (default: current folder)

Options:
  --force      replace the rules file even if it was changed by hand
  -h, --help   show this help

Exit codes: 0 written or already up to date; 1 the file exists with other content (nothing
written; use --force); 2 usage error, or the folder cannot be read or written.

Examples:
  folio rules
  folio rules ./docs
  folio rules --force`;

/** The command line of `folio rules`, parsed; throws on an unknown or malformed option. */
function parseRulesArgs(args: string[]) {
  return parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
}

/** Runs `folio rules`. */
export async function runRules(args: string[], terminal: Terminal): Promise<number> {
  let parsed: ReturnType<typeof parseRulesArgs>;
  try {
    parsed = parseRulesArgs(args);
  } catch (error) {
    terminal.err(`folio rules: ${(error as Error).message}\n\n${RULES_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.positionals.length > 1) {
    terminal.err(`folio rules: expected at most one folder, got ${parsed.positionals.length}\n\n${RULES_HELP}`);
    return EXIT_USAGE;
  }
  const dirArgument = parsed.positionals[0] ?? '.';
  const dir = resolve(dirArgument);
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
    terminal.err(`folio rules: ${dir} is not a folder`);
    return EXIT_USAGE;
  }
  const shown = join(dirArgument, RULES_FILE);
  const target = join(dir, RULES_FILE);
  const existing = await readFile(target, 'utf8').catch(() => undefined);
  if (existing === PAGE_CONVENTIONS_RULES) {
    terminal.out(`✔ ${shown} is up to date`);
    return EXIT_OK;
  }
  if (existing !== undefined && !parsed.values.force) {
    terminal.err(
      `folio rules: ${shown} exists and differs from Folio's page conventions (changed by hand?); nothing was written.\n  hint: keep your version, or re-run with --force to replace it with Folio's`,
    );
    return EXIT_PROBLEMS;
  }
  if ((await stat(join(dir, 'docs.json')).catch(() => undefined)) === undefined) {
    terminal.err(`folio rules: note: ${dir} has no docs.json; is it the documentation repository?`);
  }
  try {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, PAGE_CONVENTIONS_RULES);
  } catch (error) {
    terminal.err(`folio rules: cannot write ${shown}: ${(error as Error).message}`);
    return EXIT_USAGE;
  }
  terminal.out(
    `✔ ${existing === undefined ? 'wrote' : 'replaced'} ${shown}: page conventions for **/*.mdx and **/*.md as Cursor project rules; commit it to share it with your team`,
  );
  return EXIT_OK;
}
