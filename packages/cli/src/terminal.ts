/** Where the CLI writes, and whether it may use colour and progress output. */
export interface Terminal {
  out(text: string): void;
  err(text: string): void;
  /** True when stdout is a terminal and NO_COLOR is unset: colours only then. */
  color: boolean;
  /** True when stderr is a terminal: progress lines only then. */
  interactive: boolean;
  /** Rewrites the current progress line on stderr (no-op when not interactive). */
  progress(text: string): void;
}

/** The process's real terminal. */
export function createTerminal(): Terminal {
  const interactive = Boolean(process.stderr.isTTY);
  let progressShown = false;
  const clearProgress = () => {
    if (progressShown) process.stderr.write('\r\u001b[2K');
    progressShown = false;
  };
  return {
    out: (text) => {
      clearProgress();
      process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    err: (text) => {
      clearProgress();
      process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    color: Boolean(process.stdout.isTTY) && process.env.NO_COLOR === undefined,
    interactive,
    progress: (text) => {
      if (!interactive) return;
      process.stderr.write(`\r\u001b[2K${text}`);
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
