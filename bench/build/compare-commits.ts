// bench/build/compare-commits.ts: the full-build cost of one checkout of this project against
// another's, on the same generated site (issue 15: the page design may add at most 15%).
//   node --conditions=@folio/source --import tsx bench/build/compare-commits.ts <base checkout> <head checkout>
// Each checkout needs its own `npm ci`. Every build runs in a process of its own
// (bench/build/build-checkout.ts) with a TMPDIR per side, as the render-thread bundle is recorded
// per checkout; rounds alternate the order (base-head, head-base, ...) so drift in machine load
// falls on both sides. COMPARE_ROUNDS (default 5), COMPARE_PAGES (1000), COMPARE_OPERATIONS (500).
// COMPARE_BUILD_OPTIONS: more buildSite options as JSON, for both sides (options a side does not know are ignored).
// COMPARE_SITE: a repository folder to build instead of the generated site (e.g. one of
// ../shared/fixtures/real-world/), read where it is, never written.
// Extra node flags for the head side's builds (e.g. `--cpu-prof --cpu-prof-dir=...`): COMPARE_HEAD_NODE_FLAGS.
// Prints each build to stderr and one JSON line of medians and head/base ratios to stdout.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { generateSite } from '../check/generate-site.ts';
import type { CheckoutBuild } from './build-checkout.ts';

const run = promisify(execFile);
const [baseCheckout, headCheckout] = process.argv.slice(2).map((path) => resolve(path));
if (baseCheckout === undefined || headCheckout === undefined)
  throw new Error('usage: compare-commits.ts <base checkout> <head checkout>');
const rounds = Number(process.env.COMPARE_ROUNDS ?? 5);
const runner = join(import.meta.dirname, 'build-checkout.ts');
const headFlags = (process.env.COMPARE_HEAD_NODE_FLAGS ?? '').split(' ').filter(Boolean);

const work = await mkdtemp(join(tmpdir(), 'folio-compare-commits-'));
try {
  const site = process.env.COMPARE_SITE === undefined ? join(work, 'site') : resolve(process.env.COMPARE_SITE);
  if (process.env.COMPARE_SITE === undefined)
    await generateSite(site, Number(process.env.COMPARE_PAGES ?? 1000), Number(process.env.COMPARE_OPERATIONS ?? 500));
  const sides = {
    base: { checkout: baseCheckout, flags: [] as string[], builds: [] as CheckoutBuild[] },
    head: { checkout: headCheckout, flags: headFlags, builds: [] as CheckoutBuild[] },
  };
  for (const side of Object.values(sides)) await mkdir(join(work, `tmp-${side === sides.base ? 'base' : 'head'}`));
  const loads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['base', 'head'] as const) : (['head', 'base'] as const);
    for (const name of order) {
      const side = sides[name];
      loads.push(loadavg()[0] as number);
      const { stdout } = await run(
        process.execPath,
        ['--conditions=@folio/source', '--import', 'tsx', ...side.flags, runner, side.checkout, site],
        {
          cwd: side.checkout,
          env: { ...process.env, TMPDIR: join(work, `tmp-${name}`) },
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      const build = JSON.parse(stdout.trim().split('\n').at(-1) as string) as CheckoutBuild;
      side.builds.push(build);
      process.stderr.write(
        `round ${round + 1} ${name}: ${build.seconds.toFixed(2)} s wall, ${build.cpuSeconds.toFixed(2)} s CPU, ${build.files} files, ${JSON.stringify(build.timingsMs)}\n`,
      );
    }
  }
  const summary = (builds: CheckoutBuild[]) => ({
    seconds: round3(median(builds.map((b) => b.seconds))),
    cpuSeconds: round3(median(builds.map((b) => b.cpuSeconds))),
    files: builds[0]?.files,
    timingsMs: Object.fromEntries(
      Object.keys(builds[0]?.timingsMs ?? {}).map((phase) => [
        phase,
        median(builds.map((b) => b.timingsMs[phase] ?? 0)),
      ]),
    ),
  });
  const base = summary(sides.base.builds);
  const head = summary(sides.head.builds);
  console.log(
    JSON.stringify({
      bench: 'compare-commits',
      rounds,
      site: process.env.COMPARE_SITE ?? 'generated',
      base: { checkout: baseCheckout, ...base },
      head: { checkout: headCheckout, ...head },
      // Head over base: 1.15 is the issue-15 budget for the page design.
      ratio: { seconds: round3(head.seconds / base.seconds), cpuSeconds: round3(head.cpuSeconds / base.cpuSeconds) },
      loadAverage: { min: round3(Math.min(...loads)), median: round3(median(loads)), max: round3(Math.max(...loads)) },
    }),
  );
} finally {
  await rm(work, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
