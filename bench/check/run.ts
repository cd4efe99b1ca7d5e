// bench/check: pages per second for `folio check` (the analysis phase every build runs) on the
// largest real-world fixture and on a generated site of 5,000 MDX pages and 1,000 operations.
// Prints one JSON line. Aim (issue 2): the 5,000-page site checked in under 2 s on 2 cores.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeRepository, createDirectoryReader } from '@folio/builder';
import { generateSite } from './generate-site.ts';
import { REAL_WORLD_FIXTURES } from '../../test/shared-fixtures.ts';

const offline = async (url: string): Promise<string> => {
  throw new Error(`not fetched in the benchmark: ${url}`);
};

async function measure(dir: string, runs: number): Promise<{ pages: number; seconds: number; pagesPerSecond: number; errors: number }> {
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

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-check-'));
try {
  await generateSite(dir, 5000, 1000);
  const generated = await measure(dir, 3);
  console.log(
    JSON.stringify({
      bench: 'check',
      fixture: { name: largest.name, ...fixture },
      generated: { mdxPages: 5000, operations: 1000, ...generated, targetSeconds: 2, meetsTarget: generated.seconds < 2 },
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
