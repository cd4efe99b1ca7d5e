import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The installed `folio` command and the compiled bundle it runs. */
export const FOLIO_BIN = new URL('../../packages/cli/bin/folio.cjs', import.meta.url).pathname;
const BUNDLE = new URL('../../packages/cli/dist/bundle/main.mjs', import.meta.url).pathname;

/** Whether the CLI is compiled (`npm run build`), so that the installed command can run. */
export const isCommandCompiled = (): boolean => existsSync(BUNDLE);

// What a user's shell gives the command: none of the repository's NODE_OPTIONS (npm run bench sets them).
const userEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };

/** Wall-clock seconds of `node ...args` (exit 0 or 1: a check that finds problems still ran). */
export function timeCommand(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { env: userEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return seconds;
}
