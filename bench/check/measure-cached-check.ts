import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOLIO_BIN, isCommandCompiled, timeCommand } from './installed-command.ts';

/** `folio check` again after one page was edited, its other pages taken from `.folio-cache/check.bin`. */
export interface CachedCheckFigures {
  /** Wall seconds of the installed command, Node's start-up included (median of the rounds). */
  seconds: number;
  range: [number, number];
  pagesPerSecond: number;
  /** Its rate over the raw parse rate of the same pages × the cores. */
  ratio: number;
  /** The cold check's aim, shown beside it (the aim itself is judged on the cold check). */
  targetRatio: number;
}

/**
 * The check a writer runs over and over: the installed command on a copy of `dir` whose cache the
 * first check wrote, each round after appending a paragraph to one page (another one each round),
 * so that one page is read and the rest reused. `rawParsePagesPerSecond`: the cold figure's
 * baseline, measured in the same run. Undefined when the CLI is not compiled.
 */
export async function measureCachedCheck(
  dir: string,
  pageFiles: readonly string[],
  rawParsePagesPerSecond: number,
  rounds: number,
  targetRatio: number,
): Promise<CachedCheckFigures | undefined> {
  if (!isCommandCompiled() || pageFiles.length === 0) return undefined;
  const copy = join(await mkdtemp(join(tmpdir(), 'folio-bench-check-cache-')), 'site');
  try {
    await cp(dir, copy, { recursive: true });
    timeCommand([FOLIO_BIN, 'check', copy, '--offline']);
    const seconds: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const page = pageFiles[(round * 7) % pageFiles.length]!;
      await appendFile(join(copy, page), `\n\nEdited in round ${round} of the benchmark.\n`);
      seconds.push(timeCommand([FOLIO_BIN, 'check', copy, '--offline']));
    }
    const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
    const pagesPerSecond = pageFiles.length / median;
    const round3 = (value: number) => Math.round(value * 1000) / 1000;
    return {
      seconds: round3(median),
      range: [round3(Math.min(...seconds)), round3(Math.max(...seconds))],
      pagesPerSecond: Math.round(pagesPerSecond),
      ratio: round3(pagesPerSecond / (rawParsePagesPerSecond * availableParallelism())),
      targetRatio,
    };
  } finally {
    await rm(join(copy, '..'), { recursive: true, force: true });
  }
}
