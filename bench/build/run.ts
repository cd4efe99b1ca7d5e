// bench/build: full-build throughput against raw @mdx-js/mdx parse throughput of the same pages
// in the same run (COMPAT.md measured the parser at ~136 pages/s per core), and the time for a
// rebuild after one page changes. Generated site: 1,000 MDX pages and 500 operations.
// Aims (issue 3): full build under 20 s, one-page rebuild under 300 ms, build rate at least half
// the raw parse rate. `pageWeight`: the brotli bytes of HTML, CSS and JS of a typical page.
// Then every repository of the shared real-world fixtures (issue 16), each build in its own
// process, interleaved with the raw parse of its pages: pages/s, the ratio to raw parse × cores
// (aim ≥ 0.5) beside the ceiling any cold build parsing with @mdx-js/mdx has (the raw parse alone on
// fresh threads, cold-raw-parse.ts), peak memory (aim ≤ 1 GB) and output bytes; BENCH_BUILD_ROUNDS rounds (default 3),
// medians; BENCH_BUILD_REPOS=a,b builds only those. The per-repository table goes to stderr; stdout gets one JSON line.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildCache, buildSite, createDirectoryReader, RenderPool, selectPageFiles } from '@folio/builder';
import { generateSite } from '../check/generate-site.ts';
import { REAL_WORLD_FIXTURES } from '../../test/shared-fixtures.ts';
import { createRawParser } from './raw-parser.ts';
import { measureRealWorld } from './measure-real-world.ts';
import { formatRealWorldTable } from './format-real-world-table.ts';

const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));
const round = (n: number) => Math.round(n * 1000) / 1000;

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-build-'));
try {
  await generateSite(dir, 1000, 500);
  const reader = createDirectoryReader(dir);
  const pageFiles = selectPageFiles(await reader.listFiles(), undefined);
  const sources = await Promise.all(pageFiles.map((file) => readFile(join(dir, file), 'utf8')));

  // Raw parse: the floor any build sits on (one core, parse only, no rendering).
  const parser = createRawParser();
  for (const source of sources.slice(0, 50)) parser.parse(source); // warm up
  const parseStarted = performance.now();
  for (const source of sources) parser.parse(source);
  const parseSeconds = (performance.now() - parseStarted) / 1000;
  const rawParsePagesPerSecond = sources.length / parseSeconds;

  // As in watch mode (folio dev), the cache and the render threads live across builds.
  const cache = new BuildCache();
  const buildStarted = performance.now();
  const renderPool = new RenderPool();
  const full = await buildSite(reader, { fetchUrl: offline, cache, renderPool });
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const mdxPages = full.rendered;

  const changed = join(dir, 'section-3/page-150.mdx');
  await writeFile(changed, (await readFile(changed, 'utf8')).replace('## Overview', '## Overview, edited'));
  const rebuildStarted = performance.now();
  const rebuild = await buildSite(reader, { fetchUrl: offline, cache, renderPool });
  const rebuildMs = performance.now() - rebuildStarted;
  await renderPool.close();

  const buildPagesPerSecond = mdxPages / buildSeconds;
  const realWorld = await measureRealWorld(REAL_WORLD_FIXTURES, {
    rounds: Number(process.env.BENCH_BUILD_ROUNDS ?? 3),
    ...(process.env.BENCH_BUILD_REPOS ? { only: process.env.BENCH_BUILD_REPOS.split(',') } : {}),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stderr.write(`\n${formatRealWorldTable(realWorld)}\n\n`);
  console.log(
    JSON.stringify({
      bench: 'build',
      site: { mdxPages, operations: 500, pages: full.analysis.pages.length, files: full.files.length },
      rawParse: { pagesPerSecond: Math.round(rawParsePagesPerSecond), seconds: round(parseSeconds) },
      fullBuild: {
        seconds: round(buildSeconds),
        mdxPagesPerSecond: Math.round(buildPagesPerSecond),
        timingsMs: roundAll(full.timings),
        targetSeconds: 20,
      },
      // Build rate (MDX pages per second of the full build) over the raw parse rate.
      ratio: round(buildPagesPerSecond / rawParsePagesPerSecond),
      targetRatio: 0.5,
      rebuildOnePage: {
        ms: Math.round(rebuildMs),
        rendered: rebuild.rendered,
        reused: rebuild.reused,
        timingsMs: roundAll(rebuild.timings),
        targetMs: 300,
      },
      // The page-weight budget: HTML + CSS + JS a reader downloads for a typical page, brotli as served.
      pageWeight:
        full.pageWeight === undefined
          ? null
          : {
              page: full.pageWeight.page,
              htmlBytes: full.pageWeight.htmlBytes,
              cssBytes: full.pageWeight.cssBytes,
              jsBytes: full.pageWeight.jsBytes,
              totalBytes: full.pageWeight.totalBytes,
            },
      realWorld,
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}

function roundAll(timings: object): Record<string, number> {
  return Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v as number)]));
}
