import type { Terminal } from './terminal.ts';

/** One `folio` subcommand: its line in `folio --help`, its own `--help`, and how to run it. */
export interface Command {
  summary: string;
  /** Full help text, with examples and exit codes. */
  help: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run: (args: string[], terminal: Terminal) => Promise<number>;
}
