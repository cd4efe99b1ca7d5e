import type { Command } from './command.ts';
import { EXIT_OK, EXIT_USAGE } from './exit-codes.ts';
import { createTerminal, type Terminal } from './terminal.ts';
import { readVersion } from './read-version.ts';

/** Every subcommand, one file each under `commands/`, in the order `folio --help` lists them. */
const COMMANDS: Record<string, Command> = {
  dev: {
    summary: 'live preview with rebuild on save, page reload, problems overlay and the API playground',
    load: async () => {
      const { runDev, DEV_HELP } = await import('./commands/dev.ts');
      return { help: DEV_HELP, run: runDev };
    },
  },
  build: {
    summary: 'build the static site into a folder any static host can serve',
    load: async () => {
      const { runBuild, BUILD_HELP } = await import('./commands/build.ts');
      return { help: BUILD_HELP, run: runBuild };
    },
  },
  check: {
    summary: 'validate docs.json, pages and OpenAPI documents; print every problem (--fix repairs some)',
    load: async () => {
      const { runCheck, CHECK_HELP } = await import('./commands/check.ts');
      return { help: CHECK_HELP, run: runCheck };
    },
  },
  rename: {
    summary: 'move a page and update every link, navigation entry and redirect to it',
    load: async () => {
      const { runRename, RENAME_HELP } = await import('./commands/rename.ts');
      return { help: RENAME_HELP, run: runRename };
    },
  },
  'openapi-check': {
    summary: 'validate one OpenAPI document (file or https:// URL); convert OpenAPI 2.0',
    load: async () => {
      const { runOpenapiCheck, OPENAPI_CHECK_HELP } = await import('./commands/openapi-check.ts');
      return { help: OPENAPI_CHECK_HELP, run: runOpenapiCheck };
    },
  },
  rules: {
    summary: 'write the page conventions as an AI editor rules file (.cursor/rules/folio-docs.mdc)',
    load: async () => {
      const { runRules, RULES_HELP } = await import('./commands/rules.ts');
      return { help: RULES_HELP, run: runRules };
    },
  },
};

const USAGE = `folio — build, preview and check documentation sites (docs.json + MDX + OpenAPI)

Usage: folio <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, command]) => `  ${name.padEnd(14)} ${command.summary}`)
  .join('\n')}

Options:
  -h, --help       show help (also: folio <command> --help, folio help <command>)
  -v, --version    print the version

Colours are used only when the output is a terminal and NO_COLOR is not set.
Exit codes: 0 success, 1 problems found, 2 usage error or unreadable input.

Examples:
  folio check ./docs
  folio check --fix
  folio rename guides/setup start/setup
  folio openapi-check api/openapi.yaml
  folio rules`;

/**
 * Runs the `folio` command line with `argv` (without `node` and the script) and returns the
 * process exit code. Never calls `process.exit` itself, so tests can run it in-process.
 */
export async function main(argv: string[], terminal: Terminal = createTerminal()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help') {
    terminal.out(USAGE);
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === 'help') return showHelp(rest[0], terminal);
  if (name === '-v' || name === '--version') {
    terminal.out(await readVersion());
    return EXIT_OK;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    terminal.err(`folio: unknown command "${name}"\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  // Help wins over everything else on the line.
  const loaded = await command.load();
  if (rest.includes('-h') || rest.includes('--help')) {
    terminal.out(loaded.help);
    return EXIT_OK;
  }
  return loaded.run(rest, terminal);
}

async function showHelp(name: string | undefined, terminal: Terminal): Promise<number> {
  if (name === undefined) {
    terminal.out(USAGE);
    return EXIT_OK;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    terminal.err(`folio: unknown command "${name}"\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  terminal.out((await command.load()).help);
  return EXIT_OK;
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntryPoint) {
  process.exitCode = await main(process.argv.slice(2));
}
