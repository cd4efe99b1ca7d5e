// bench/cli: start-up of the installed `folio` command. `folio --version` (bin/folio.cjs, as npm
// links it) against a bare `node -e 0`, on the same machine at the same moment: 25 rounds, each
// timing one of each back to back; `startupSlowdown` is the median of the rounds' ratios (a round's
// two runs share the machine's load of that moment, which on a shared machine moves more than
// either start-up; aim, issue 16: at most 2), beside the medians of each and the ratio of the
// fastest runs (noise only ever adds time). Also the
// first command that loads the compiled bundle (`folio help rules`), and `--version` from the
// TypeScript sources through tsx (how the command ran before it was compiled). Prints one JSON line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = `${ROOT}packages/cli/bin/folio.cjs`;
const BUNDLE = `${ROOT}packages/cli/dist/bundle/main.mjs`;
const ROUNDS = 25;
// What a user's shell gives the command: none of the repository's NODE_OPTIONS (npm run bench sets them).
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };

/** Wall-clock milliseconds of one run of `node ...args`, which must succeed. */
function time(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round = (value: number) => Math.round(value * 10) / 10;

if (!existsSync(BUNDLE)) {
  console.log(JSON.stringify({ bench: 'cli', skipped: 'the compiled command is missing: run npm run build' }));
} else {
  // One warm-up each: the first run pays for the file system cache.
  time(['-e', '0']);
  time([BIN, '--version']);
  const node: number[] = [];
  const folio: number[] = [];
  const help: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    node.push(time(['-e', '0']));
    folio.push(time([BIN, '--version']));
    help.push(time([BIN, 'help', 'rules']));
  }
  const sources: number[] = [];
  for (let i = 0; i < 3; i++)
    sources.push(
      time(['--conditions=@folio/source', '--import', 'tsx', `${ROOT}packages/cli/src/main.ts`, '--version']),
    );
  console.log(
    JSON.stringify({
      bench: 'cli',
      rounds: ROUNDS,
      nodeMs: round(median(node)),
      versionMs: round(median(folio)),
      startupSlowdown: Math.round(median(folio.map((ms, i) => ms / node[i]!)) * 100) / 100,
      fastestSlowdown: Math.round((Math.min(...folio) / Math.min(...node)) * 100) / 100,
      targetStartupSlowdown: 2,
      helpMs: round(median(help)),
      fromSourcesMs: round(median(sources)),
    }),
  );
}
