import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkSite, createDirectoryReader } from '@folio/builder';
import { measureColdRawParse } from '../build/cold-raw-parse.ts';
import { ONE_SHOT_V8_FLAGS } from '../build/one-shot-tuning.ts';
import { createRawParser } from '../build/raw-parser.ts';
import type { RepositoryCheck } from './check-repository.ts';
import { measureCachedCheck, type CachedCheckFigures } from './measure-cached-check.ts';

/** `folio check` with links on one repository, against the raw parse of its pages × cores. */
export interface CheckLinksFigures {
  repository: string;
  pages: number;
  links: number;
  brokenLinks: number;
  cores: number;
  /** Raw `@mdx-js/mdx` parse of the same pages on one core, in the same run (median). */
  rawParsePagesPerSecond: number;
  seconds: number;
  cpuSeconds: number;
  pagesPerSecond: number;
  /** Check rate over raw parse rate × cores, median of the rounds. */
  ratio: number;
  ratioRange: [number, number];
  targetRatio: number;
  /**
   * Raw parse CPU seconds over the check's CPU seconds: what the ratio would be with every core
   * busy all check long (CPU time barely moves with the machine's load).
   */
  cpuRatio: number;
  /**
   * Raw parse CPU seconds over the CPU seconds of the same check on one thread of this process
   * once its code is warm (no thread start-up, no cold JIT): the ceiling `cpuRatio` could reach
   * with warm, long-lived threads. Below the target, the work per page must shrink too.
   */
  warmCpuRatio: number;
  /**
   * The raw parse alone, of the same pages on as many fresh threads as cores (thread start-up and
   * cold JIT included, as the check pays them), each round beside the check: the most any command
   * that parses every page with `@mdx-js/mdx` in a fresh process can reach. `ratio` is its rate
   * over the same baseline as the check's (the target applies to the check: a ceiling below it
   * means no such check can meet it here); `checkShare` is the check's rate over this one.
   */
  coldRawParse: { threads: number; pagesPerSecond: number; ratio: number; checkShare: number };
  /**
   * The installed command again on a copy whose `.folio-cache/check.bin` an earlier check wrote,
   * one page edited before each round: the check a writer repeats. Absent when the CLI is not compiled.
   */
  cachedCheck?: CachedCheckFigures;
}

const CHECK_SCRIPT = new URL('./check-repository.ts', import.meta.url).pathname;
const TARGET_RATIO = 0.8;

/**
 * Checks `dir` `rounds` times, each in a fresh process (threads start cold, as `folio check`
 * does), with the raw parse of the same pages measured before and after each round (interleaved,
 * so both see the same machine load), and reports medians.
 */
export async function measureCheckLinks(dir: string, rounds: number): Promise<CheckLinksFigures> {
  const parser = createRawParser();
  const checks: RepositoryCheck[] = [];
  const parseRates: number[] = [];
  const parseCpu: number[] = [];
  const coldParseRates: number[] = [];
  let sources: string[] | undefined;
  for (let round = 0; round < rounds; round++) {
    const before = sources === undefined ? undefined : measureParse(parser, sources);
    const check = await checkInChild(dir);
    sources ??= await Promise.all(check.pageFiles.map((file) => readFile(join(dir, file), 'utf8')));
    const after = measureParse(parser, sources);
    coldParseRates.push((await measureColdRawParse(sources, check.cores, ONE_SHOT_V8_FLAGS)).pagesPerSecond);
    checks.push(check);
    parseRates.push(((before ?? after).pagesPerSecond + after.pagesPerSecond) / 2);
    parseCpu.push(((before ?? after).cpuSeconds + after.cpuSeconds) / 2);
  }
  const warm = await measureWarmCheck(dir);
  const cachedCheck = await measureCachedCheck(dir, checks[0]!.pageFiles, median(parseRates), rounds, TARGET_RATIO);
  const last = checks[checks.length - 1]!;
  const pages = last.pageFiles.length;
  const ratios = checks.map((check, round) => pages / check.seconds / (parseRates[round]! * check.cores));
  const seconds = median(checks.map((check) => check.seconds));
  const coldParseRate = median(coldParseRates);
  const cpuSeconds = median(checks.map((check) => check.cpuSeconds));
  return {
    repository: dir.split('/').pop() ?? dir,
    pages,
    links: last.links,
    brokenLinks: last.brokenLinks,
    cores: last.cores,
    rawParsePagesPerSecond: Math.round(median(parseRates)),
    seconds: round3(seconds),
    cpuSeconds: round3(cpuSeconds),
    pagesPerSecond: Math.round(pages / seconds),
    ratio: round3(median(ratios)),
    ratioRange: [round3(Math.min(...ratios)), round3(Math.max(...ratios))],
    targetRatio: TARGET_RATIO,
    cpuRatio: round3(median(parseCpu) / cpuSeconds),
    warmCpuRatio: round3(measureParse(parser, sources!).cpuSeconds / warm),
    coldRawParse: {
      threads: last.cores,
      pagesPerSecond: Math.round(coldParseRate),
      ratio: round3(coldParseRate / (median(parseRates) * last.cores)),
      checkShare: round3(pages / seconds / coldParseRate),
    },
    ...(cachedCheck === undefined ? {} : { cachedCheck }),
  };
}

const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

/** CPU seconds of one check of `dir` on this thread, after two to warm its code up (least of two). */
async function measureWarmCheck(dir: string): Promise<number> {
  const once = async () => {
    const before = process.cpuUsage();
    await checkSite(createDirectoryReader(dir), { fetchUrl: offline, renderPool: false });
    const cpu = process.cpuUsage(before);
    return (cpu.user + cpu.system) / 1e6;
  };
  await once();
  await once();
  return Math.min(await once(), await once());
}

function measureParse(
  parser: ReturnType<typeof createRawParser>,
  sources: readonly string[],
): { pagesPerSecond: number; cpuSeconds: number } {
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

function checkInChild(dir: string): Promise<RepositoryCheck> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHECK_SCRIPT, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`checking ${dir} exited ${code}`));
      else resolve(JSON.parse(line) as RepositoryCheck);
    });
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
