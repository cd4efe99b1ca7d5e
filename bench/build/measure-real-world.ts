import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureColdRawParse } from './cold-raw-parse.ts';
import { ONE_SHOT_V8_FLAGS } from './one-shot-tuning.ts';
import { createRawParser } from './raw-parser.ts';
import type { RepositoryBuild } from './build-repository.ts';

/** How fast one kind of build went: medians over the rounds, and the spread of the ratio. */
export interface BuildFigures {
  seconds: number;
  /** CPU seconds of the build, all threads. */
  cpuSeconds: number;
  pagesPerSecond: number;
  /** Build rate over raw parse rate × cores, median of the rounds. */
  ratio: number;
  /** The lowest and highest ratio of the rounds: how noisy the machine was. */
  ratioRange: [number, number];
  targetRatio: number;
  /**
   * CPU seconds of the raw parse over CPU seconds of the build (medians): what the ratio would be
   * with every core busy all build long. Unlike wall-clock time, CPU time barely moves with the
   * machine's load, so this is the figure to compare two versions of the builder by.
   */
  cpuRatio: number;
  timingsMs: Record<string, number>;
}

/** One repository's figures. */
export interface RealWorldFigures {
  pages: number;
  /** Raw `@mdx-js/mdx` parse of the same pages on one core (this process), in the same run. */
  rawParsePagesPerSecond: number;
  cores: number;
  /** `folio build`: a fresh process, whose render threads start cold. */
  cold: BuildFigures;
  /**
   * The raw parse alone on as many fresh threads as cores, beside each round's builds (medians):
   * the most a cold build that parses every page with `@mdx-js/mdx` can reach here. `ratio` is its
   * rate over the same baseline as the builds' (a ceiling below `cold.targetRatio` means no such
   * build meets that aim on this machine); `coldShare` is the cold build's rate over this one.
   */
  coldRawParse: { threads: number; pagesPerSecond: number; ratio: number; coldShare: number };
  /** The hosted worker: render threads that built another repository before. */
  warm: BuildFigures;
  /**
   * The worker's build after a push that changed one page (medians): fresh render threads, loaded
   * while the build thread waited, and the site's rendered pages and compressed variants kept from
   * its last build.
   */
  onePageRebuild: { seconds: number; cpuSeconds: number; rendered: number };
  /**
   * `folio build` again from its disk cache, nothing changed (medians): pages per second against
   * the raw parse rate of one core (aim ≥ 5), and how many pages it rendered (0 expected).
   */
  warmCache: {
    seconds: number;
    cpuSeconds: number;
    pagesPerSecond: number;
    ratio: number;
    targetRatio: number;
    rendered: number;
    cacheBytes: number;
  };
  /** CPU use of the `folio build` process while its pages render (median; 100 = one core; aim ≥ 90 × cores). */
  renderCpuPercent: number;
  targetRenderCpuPercent: number;
  /** Peak resident memory of a `folio build` process, its render threads included. */
  peakRssBytes: number;
  targetPeakRssBytes: number;
  /** Bytes the deployment stores (bodies and compressed variants), and the site before compression. */
  outputBytes: number;
  siteBytes: number;
  files: number;
}

const GIGABYTE = 1024 ** 3;
const TARGET_RATIO = 0.5;
/** A warm-cache rebuild's pages per second over the raw parse rate of one core. */
const TARGET_WARM_CACHE_RATIO = 5;
/** CPU use while rendering, per core: 180% on 2 cores. */
const TARGET_RENDER_CPU_PER_CORE = 90;
const BUILD_SCRIPT = new URL('./build-repository.ts', import.meta.url).pathname;

/**
 * Builds every repository of `fixturesDir` `rounds` times each way (cold, as `folio build`; warm,
 * as the hosted worker), each build in a fresh process, with the raw parse of the same pages
 * measured right before and after each round's builds (interleaved, so both see the same machine
 * load), and reports medians. `only` names the repositories to build (default all).
 */
export async function measureRealWorld(
  fixturesDir: string,
  options: { rounds: number; only?: readonly string[]; log: (line: string) => void },
): Promise<Record<string, RealWorldFigures>> {
  const { rounds, only, log } = options;
  const all = (await readdir(fixturesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const figures: Record<string, RealWorldFigures> = {};
  for (const [index, name] of all.entries()) {
    if (only !== undefined && !only.includes(name)) continue;
    const dir = join(fixturesDir, name);
    // The worker's threads were warmed by some other site: the next fixture.
    const other = join(fixturesDir, all[(index + 1) % all.length]!);
    const cold: RepositoryBuild[] = [];
    const warm: RepositoryBuild[] = [];
    const parseRates: number[] = [];
    const parseCpuSeconds: number[] = [];
    const coldParseRates: number[] = [];
    let sources: string[] | undefined;
    for (let round = 0; round < rounds; round++) {
      const before = sources === undefined ? undefined : measureParse(sources);
      const coldBuild = await buildInChild([dir]);
      const warmBuild = await buildInChild([dir, other]);
      sources ??= await Promise.all(coldBuild.pageFiles.map((file) => readFile(join(dir, file), 'utf8')));
      const after = measureParse(sources);
      coldParseRates.push((await measureColdRawParse(sources, coldBuild.cores, ONE_SHOT_V8_FLAGS)).pagesPerSecond);
      const rate = ((before ?? after).pagesPerSecond + after.pagesPerSecond) / 2;
      cold.push(coldBuild);
      warm.push(warmBuild);
      parseRates.push(rate);
      parseCpuSeconds.push(((before ?? after).cpuSeconds + after.cpuSeconds) / 2);
      log(
        `  ${name} round ${round + 1}: cold ${coldBuild.seconds.toFixed(2)} s, warm ${warmBuild.seconds.toFixed(2)} s, parse ${Math.round(rate)} pages/s`,
      );
    }
    const last = cold[cold.length - 1]!;
    const coldParseRate = median(coldParseRates);
    const coldFigures = buildFigures(cold, parseRates, median(parseCpuSeconds));
    figures[name] = {
      pages: last.pageFiles.length,
      rawParsePagesPerSecond: Math.round(median(parseRates)),
      cores: last.cores,
      cold: coldFigures,
      coldRawParse: {
        threads: last.cores,
        pagesPerSecond: Math.round(coldParseRate),
        ratio: round3(coldParseRate / (median(parseRates) * last.cores)),
        coldShare: round3(coldFigures.pagesPerSecond / coldParseRate),
      },
      warm: buildFigures(warm, parseRates, median(parseCpuSeconds)),
      onePageRebuild: {
        seconds: round3(median(warm.map((build) => build.onePageRebuild?.seconds ?? NaN))),
        cpuSeconds: round3(median(warm.map((build) => build.onePageRebuild?.cpuSeconds ?? NaN))),
        rendered: warm[0]?.onePageRebuild?.rendered ?? 0,
      },
      warmCache: warmCacheFigures(cold, median(parseRates)),
      renderCpuPercent: Math.round(median(cold.map((build) => build.renderCpuPercent ?? Number.NaN))),
      targetRenderCpuPercent: TARGET_RENDER_CPU_PER_CORE * last.cores,
      peakRssBytes: Math.max(...cold.map((build) => build.peakRssBytes)),
      targetPeakRssBytes: GIGABYTE,
      outputBytes: last.outputBytes,
      siteBytes: last.siteBytes,
      files: last.files,
    };
  }
  return figures;
}

/** Medians of the cold builds' warm-cache rebuilds, against the median raw parse rate of one core. */
function warmCacheFigures(builds: readonly RepositoryBuild[], parseRate: number): RealWorldFigures['warmCache'] {
  const pages = builds[0]!.pageFiles.length;
  const seconds = median(builds.map((build) => build.warmCache?.seconds ?? Number.NaN));
  return {
    seconds: round3(seconds),
    cpuSeconds: round3(median(builds.map((build) => build.warmCache?.cpuSeconds ?? Number.NaN))),
    pagesPerSecond: Math.round(pages / seconds),
    ratio: round3(pages / seconds / parseRate),
    targetRatio: TARGET_WARM_CACHE_RATIO,
    rendered: builds[0]!.warmCache?.rendered ?? 0,
    cacheBytes: builds[0]!.warmCache?.cacheBytes ?? 0,
  };
}

/** Medians of one kind of build; each round's ratio is against that round's parse rate. */
function buildFigures(
  builds: readonly RepositoryBuild[],
  parseRates: readonly number[],
  parseCpuSeconds: number,
): BuildFigures {
  const pages = builds[0]!.pageFiles.length;
  const ratios = builds.map((build, round) => pages / build.seconds / (parseRates[round]! * build.cores));
  const seconds = median(builds.map((build) => build.seconds));
  return {
    seconds: round3(seconds),
    cpuSeconds: round3(median(builds.map((build) => build.cpuSeconds))),
    pagesPerSecond: Math.round(pages / seconds),
    ratio: round3(median(ratios)),
    ratioRange: [round3(Math.min(...ratios)), round3(Math.max(...ratios))],
    targetRatio: TARGET_RATIO,
    cpuRatio: round3(parseCpuSeconds / median(builds.map((build) => build.cpuSeconds))),
    timingsMs: builds[builds.length - 1]!.timingsMs,
  };
}

const parser = createRawParser();

/**
 * The raw parse of `sources` on this thread (a short warm-up first): pages per second of wall-clock
 * time, and CPU seconds (this process runs nothing else meanwhile).
 */
function measureParse(sources: readonly string[]): { pagesPerSecond: number; cpuSeconds: number } {
  if (sources.length === 0) return { pagesPerSecond: 0, cpuSeconds: 0 };
  for (const source of sources.slice(0, 10)) parser.parse(source);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const source of sources) parser.parse(source);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    pagesPerSecond: sources.length / ((performance.now() - started) / 1000),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

function buildInChild(args: string[]): Promise<RepositoryBuild> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', BUILD_SCRIPT, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`building ${args.join(' after ')} exited ${code}`));
      else resolve(JSON.parse(line) as RepositoryBuild);
    });
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
