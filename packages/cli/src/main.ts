import { runCheck, CHECK_HELP } from './commands/check.ts';
import { EXIT_USAGE } from './exit-codes.ts';
import { createTerminal, type Terminal } from './terminal.ts';
import { readVersion } from './read-version.ts';

const COMMANDS: Record<string, { summary: string; help: string; run: (args: string[], terminal: Terminal) => Promise<number> }> = {
  check: { summary: 'validate docs.json, pages and OpenAPI documents; print every problem', help: CHECK_HELP, run: runCheck },
};

const USAGE = `folio — build, preview and check documentation sites (docs.json + MDX + OpenAPI)

Usage: folio <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, command]) => `  ${name.padEnd(14)} ${command.summary}`)
  .join('\n')}

Options:
  -h, --help       show help (also: folio <command> --help)
  -v, --version    print the version

Exit codes: 0 success, 1 problems found, 2 usage error or unreadable input.`;

/**
 * Runs the `folio` command line with `argv` (without `node` and the script) and returns the
 * process exit code. Never calls `process.exit` itself, so tests can run it in-process.
 */
export async function main(argv: string[], terminal: Terminal = createTerminal()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    terminal.out(USAGE);
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === '-v' || name === '--version') {
    terminal.out(await readVersion());
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    terminal.err(`folio: unknown command "${name}"\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (rest.includes('-h') || rest.includes('--help')) {
    terminal.out(command.help);
    return 0;
  }
  return command.run(rest, terminal);
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntryPoint) {
  process.exitCode = await main(process.argv.slice(2));
}
