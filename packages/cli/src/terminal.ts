/** Where the CLI writes, and whether it may use colour and progress output. */
export interface Terminal {
  out(text: string): void;
  err(text: string): void;
  /** True when stdout is a terminal and NO_COLOR is unset or empty: colours only then. */
  color: boolean;
  /** True when stderr is a terminal: progress lines only then. */
  interactive: boolean;
  /** Rewrites the current progress line on stderr (no-op when not interactive). */
  progress(text: string): void;
}

/** What {@link createTerminal} writes to and reads; the process's own streams and environment by default. */
export interface TerminalStreams {
  stdout: { isTTY?: boolean; write(text: string): unknown };
  stderr: { isTTY?: boolean; write(text: string): unknown };
  env: Record<string, string | undefined>;
}

/**
 * The process's real terminal. Colour follows https://no-color.org: off when stdout is not a
 * terminal (piped, redirected, CI logs) and off when NO_COLOR is set to anything but "".
 */
export function createTerminal(
  streams: TerminalStreams = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Terminal {
  const { stdout, stderr, env } = streams;
  const interactive = Boolean(stderr.isTTY);
  let progressShown = false;
  const clearProgress = () => {
    if (progressShown) stderr.write('\r\u001b[2K');
    progressShown = false;
  };
  return {
    out: (text) => {
      clearProgress();
      stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    err: (text) => {
      clearProgress();
      stderr.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    color: Boolean(stdout.isTTY) && (env.NO_COLOR === undefined || env.NO_COLOR === ''),
    interactive,
    progress: (text) => {
      if (!interactive) return;
      stderr.write(`\r\u001b[2K${text}`);
      progressShown = true;
    },
  };
}

/** A terminal that records what was written; for tests. */
export function createRecordingTerminal(): Terminal & { stdout: string; stderr: string } {
  const terminal = {
    stdout: '',
    stderr: '',
    color: false,
    interactive: false,
    out(text: string) {
      terminal.stdout += text.endsWith('\n') ? text : `${text}\n`;
    },
    err(text: string) {
      terminal.stderr += text.endsWith('\n') ? text : `${text}\n`;
    },
    progress() {},
  };
  return terminal;
}
