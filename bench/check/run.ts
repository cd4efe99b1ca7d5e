// bench/check: pages per second of the analysis phase every build and check runs (docs.json,
// front matter, OpenAPI, navigation: all `folio check` did before issue 28) on the largest
// real-world fixture and on a generated site of 5,000 MDX pages and 1,000 operations. Prints one
// JSON line. Aim (issue 2): the 5,000-page site analysed in under 2 s on 2 cores.
// Issue 28: `links`: `folio check` with the link graph on the largest fixture, each round in a fresh
// process (threads start cold), as a ratio to the raw `@mdx-js/mdx` parse rate of the same pages
// times the cores, interleaved in the same run (aim ≥ 0.8); `cpuRatio` is the same on CPU time,
// which the machine's load barely moves; `warmCpuRatio` is raw parse CPU over a warm one-thread
// check in the bench's own process (no thread start-up, no cold JIT): what warm, long-lived check
// threads could reach. `links.coldRawParse`: the raw parse alone on as many fresh threads as cores
// (cold, thread start-up included) beside each round, against the same baseline: the ceiling of any
// cold check that parses every page with `@mdx-js/mdx`, and the check's share of it. `links.cachedCheck`: the installed command again on a copy whose
// `.folio-cache/check.bin` a first check wrote, one page edited before each round (the check a
// writer repeats), start-up included, against the same baseline. BENCH_CHECK_ROUNDS rounds
// (default 3), medians; the cold rounds call `checkSite` with no cache.
// Issue 16: a 1,000-page site with 20 OpenAPI documents (1,000 operations) checked by the
// installed command (`packages/cli/bin/folio.cjs check --offline`, the compiled bundle; start-up
// included) in under 0.9 s: median of 5 runs, with a bare `node -e 0` interleaved for scale (set
// before issue 28, when the command read no page body; it now reads all 1,000).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeRepository, createDirectoryReader } from '@folio/builder';
import { generateSite } from './generate-site.ts';
import { REAL_WORLD_FIXTURES } from '../../test/shared-fixtures.ts';
import { measureCheckLinks } from './measure-check-links.ts';
import { FOLIO_BIN, isCommandCompiled, timeCommand } from './installed-command.ts';

const offline = async (url: string): Promise<string> => {
  throw new Error(`not fetched in the benchmark: ${url}`);
};

async function measure(
  dir: string,
  runs: number,
): Promise<{ pages: number; seconds: number; pagesPerSecond: number; errors: number }> {
  let best = Infinity;
  let pages = 0;
  let errors = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const analysis = await analyzeRepository(createDirectoryReader(dir), { fetchUrl: offline });
    best = Math.min(best, (performance.now() - started) / 1000);
    pages = analysis.pages.length;
    errors = analysis.diagnostics.filter((d) => d.severity === 'error').length;
  }
  return { pages, seconds: round(best), pagesPerSecond: Math.round(pages / best), errors };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const fixtures = REAL_WORLD_FIXTURES;
let largest = { name: '', files: 0 };
for (const name of await readdir(fixtures)) {
  if (name.endsWith('.tsv')) continue;
  const files = (await createDirectoryReader(join(fixtures, name)).listFiles()).length;
  if (files > largest.files) largest = { name, files };
}
const fixture = await measure(join(fixtures, largest.name), 3);
const links = await measureCheckLinks(join(fixtures, largest.name), Number(process.env.BENCH_CHECK_ROUNDS ?? 3));

/** `folio check` of the 1,000-page, 20-document site by the installed command, 5 rounds. */
function measureCommand(site: string): Record<string, unknown> {
  if (!isCommandCompiled()) return { skipped: 'the CLI is not compiled: run npm run build' };
  const command: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < 5; round++) {
    bare.push(timeCommand(['-e', '0']));
    command.push(timeCommand([FOLIO_BIN, 'check', site, '--offline', '--no-cache']));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    seconds: round(median(command)),
    range: [round(Math.min(...command)), round(Math.max(...command))],
    bareNodeSeconds: round(median(bare)),
    targetSeconds: 0.9,
  };
}

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-check-'));
const documentsDir = await mkdtemp(join(tmpdir(), 'folio-bench-check-documents-'));
try {
  await generateSite(dir, 5000, 1000);
  const generated = await measure(dir, 3);
  await generateSite(documentsDir, 1000, 1000, 20);
  const twentyDocuments = {
    mdxPages: 1000,
    documents: 20,
    operations: 1000,
    analysis: await measure(documentsDir, 3),
    command: measureCommand(documentsDir),
  };
  console.log(
    JSON.stringify({
      bench: 'check',
      fixture: { name: largest.name, ...fixture },
      links,
      generated: {
        mdxPages: 5000,
        operations: 1000,
        ...generated,
        targetSeconds: 2,
        meetsTarget: generated.seconds < 2,
      },
      twentyDocuments,
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
  await rm(documentsDir, { recursive: true, force: true });
}
