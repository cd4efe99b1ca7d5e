// `folio dev` as an author runs it, for the tests: a child process, its output, and a poller.
import { spawn } from 'node:child_process';

// The `folio` command from its TypeScript sources (bin/folio.cjs runs the compiled bundle, which
// test/cli-install.test.ts installs and runs).
const FOLIO = ['--conditions=@folio/source', '--import', 'tsx', new URL('../src/main.ts', import.meta.url).pathname];

/** A running `folio dev` child process. */
export interface FolioDevProcess {
  /** `http://localhost:<port>` it said it serves at. */
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Polls `probe` every 25 ms until it returns a value; the timeout error quotes the output. */
  waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

/** Starts `folio dev <repo> --port 0 ...args` and waits until its first build is ready. */
export async function startFolioDev(
  repo: string,
  readyTimeoutMs = 60_000,
  args: readonly string[] = [],
): Promise<FolioDevProcess> {
  const child = spawn(process.execPath, [...FOLIO, 'dev', repo, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const waitFor: FolioDevProcess['waitFor'] = async (what, probe, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; folio dev said:\n${output}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  // Loading the sources through tsx may take a while on a busy machine: as long as the build may.
  const base = await waitFor(
    'the serving line',
    () => /serving .* at (http:\/\/localhost:\d+)/.exec(output)?.[1],
    readyTimeoutMs,
  );
  await waitFor('the first build', () => (output.includes('✔ ready in') ? true : undefined), readyTimeoutMs);
  return {
    base,
    output: () => output,
    waitFor,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
