import type { Terminal } from './terminal.ts';

/** What a subcommand's module provides once loaded. */
export interface CommandModule {
  /** Full help text, with examples and exit codes. */
  help: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run: (args: string[], terminal: Terminal) => Promise<number>;
}

/**
 * One `folio` subcommand: its line in `folio --help`, and its module, loaded only when that
 * command runs (loading every command would load the whole builder for `folio --version`).
 */
export interface Command {
  summary: string;
  load: () => Promise<CommandModule>;
}
