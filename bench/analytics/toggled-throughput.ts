// The analytics bench's throughput measured in one edge process: its counting turned on and off
// while one load client keeps it busy, in segments of about a second, so the two states share the
// process (its place in memory, its JIT), the load client and the machine's moment. Between two
// processes the bench's control (off vs off) reads 1.01–1.07 on this 2-core machine: a difference
// between processes larger than what is measured. Blocks of four segments, on/off/off/on then
// off/on/on/off, so a drift within a block falls on both states. The figure is every on segment's
// rate over every off segment's, summed, with a bootstrap 95% interval over the blocks; after every
// two blocks comes a control block, planned alike but with counting left off, read the same way
// (what the method reads when nothing changes: the segment right after a switch, for one, runs
// about 5% faster than the next whatever the state, which the on/off/off/on order cancels). On this VM a second's rate swings by ±20% whatever the state, so the
// interval narrows only with many blocks (BENCH_TOGGLED_BLOCKS).
// The stream the edge writes is then read: it must hold at least the page views answered in the
// on segments and at most all views but those answered in the off segments, or counting did not
// follow the switch and the figures are refused.
import { forkLoadClient } from './load-client-process.ts';
import { quantile, spreadOf } from './throughput.ts';

/**
 * One segment: its place in the block's plan (`on`: an on place of on/off/off/on), whether the edge
 * counted (as planned, or never in a control block), answers completed, seconds, and the edge's
 * CPU meanwhile.
 */
export interface ToggledSegment {
  on: boolean;
  counting: boolean;
  requests: number;
  seconds: number;
  cpuUs: number;
}

/** The edge process as the bench drives it over IPC. */
export interface ToggledEdge {
  port: number;
  /** Turns counting on or off, resolved once the edge did. */
  setCounting(on: boolean): Promise<void>;
  /** The edge process's CPU time so far, in microseconds. */
  cpuUs(): Promise<number>;
}

export interface ToggledOptions {
  edge: ToggledEdge;
  host: string;
  connections: number;
  blocks: number;
  segmentMs: number;
  /** Before each segment, after the switch: requests in flight finish in the new state. */
  settleMs?: number;
  /** Command prefix that pins the load client (`['taskset', '-c', '1']`), or none. */
  pin?: string[];
  log?: (line: string) => void;
}

/** The segment order of block `i`: on/off/off/on in even blocks, off/on/on/off in odd ones. */
export function blockPlan(i: number): boolean[] {
  return i % 2 === 0 ? [true, false, false, true] : [false, true, true, false];
}

const rps = (s: ToggledSegment) => s.requests / s.seconds;
const cpuPerRequest = (s: ToggledSegment) => s.cpuUs / s.requests;

/**
 * The requests per second of every segment in an on place over every segment's in an off place,
 * summed (segments last alike): counting on over off for measured blocks, and the same reading of
 * control blocks, where the edge never counts, for what the method reads when nothing changes.
 */
export function ratioOfSums(blocks: readonly ToggledSegment[][]): number {
  let on = 0;
  let off = 0;
  for (const segment of blocks.flat()) {
    if (segment.on) on += rps(segment);
    else off += rps(segment);
  }
  return on / off;
}

/**
 * A 95% interval of `figure` over `blocks` by the bootstrap: `draws` resamplings of the blocks
 * with replacement, with a seeded generator so that the same segments give the same interval.
 */
export function bootstrapInterval(
  blocks: readonly ToggledSegment[][],
  figure: (blocks: readonly ToggledSegment[][]) => number,
  draws = 2_000,
  seed = 1,
): [low: number, high: number] {
  let state = seed >>> 0 || 1;
  // xorshift32: enough to pick blocks at random, and reproducible.
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const figures: number[] = [];
  for (let d = 0; d < draws; d++)
    figures.push(figure(Array.from(blocks, () => blocks[Math.floor(next() * blocks.length)]!)));
  return [quantile(figures, 0.025), quantile(figures, 0.975)];
}

/**
 * The figures of a toggled run: the ratio of summed on and off rates with its bootstrap interval
 * (the aim's figure: block medians waste the data when each second's rate swings by ±20% on this
 * machine), the same for the control blocks, per-block ratios and their spread, and CPU per
 * request in each state.
 */
export function summarizeToggled(blocks: readonly ToggledSegment[][], controlBlocks: readonly ToggledSegment[][]) {
  const ratios = blocks.map((block) => ratioOfSums([block]));
  const all = blocks.flat();
  return {
    ratio: ratioOfSums(blocks),
    ratioInterval: bootstrapInterval(blocks, ratioOfSums),
    control: ratioOfSums(controlBlocks),
    controlInterval: bootstrapInterval(controlBlocks, ratioOfSums),
    blockRatios: spreadOf(ratios),
    ratios,
    controls: controlBlocks.map((block) => ratioOfSums([block])),
    onCpuUsPerRequest: quantile(all.filter((s) => s.counting).map(cpuPerRequest), 0.5),
    offCpuUsPerRequest: quantile(all.filter((s) => !s.counting).map(cpuPerRequest), 0.5),
  };
}

/** Figures of {@link measureToggledThroughput}. */
export interface ToggledFigures extends ReturnType<typeof summarizeToggled> {
  /** Answers completed in on segments, in off segments, and in all (switches and warm-up included). */
  onRequests: number;
  offRequests: number;
  totalRequests: number;
  /** Every segment as measured, block by block, and the control blocks'. */
  segments: ToggledSegment[][];
  controlSegments: ToggledSegment[][];
}

/**
 * Runs `blocks` measured blocks against `edge` (counting on at the start) and half as many control
 * blocks, one after every two measured ones, and returns the figures.
 */
export async function measureToggledThroughput(options: ToggledOptions): Promise<ToggledFigures> {
  const { edge, blocks, segmentMs } = options;
  const settleMs = options.settleMs ?? 150;
  const client = await forkLoadClient({
    port: edge.port,
    host: options.host,
    connections: options.connections,
    pin: options.pin ?? [],
  });
  try {
    // Warm-up in both states: the JIT, the caches, the salt.
    for (const on of [true, false, true]) {
      await edge.setCounting(on);
      await sleep(1_000);
    }
    const measured: ToggledSegment[][] = [];
    const controls: ToggledSegment[][] = [];
    const controlBlocks = Math.max(1, Math.floor(blocks / 2));
    for (let k = 0; k < blocks + controlBlocks; k++) {
      const control = (k % 3 === 2 && controls.length < controlBlocks) || measured.length === blocks;
      const block: ToggledSegment[] = [];
      for (const on of blockPlan(control ? controls.length : measured.length)) {
        const counting = on && !control;
        await edge.setCounting(counting);
        await sleep(settleMs);
        const [requestsBefore, cpuBefore] = [await client.completed(), await edge.cpuUs()];
        const started = performance.now();
        await sleep(segmentMs);
        const [requestsAfter, cpuAfter] = [await client.completed(), await edge.cpuUs()];
        const seconds = (performance.now() - started) / 1000;
        block.push({ on, counting, requests: requestsAfter - requestsBefore, seconds, cpuUs: cpuAfter - cpuBefore });
      }
      (control ? controls : measured).push(block);
      options.log?.(
        `analytics toggled ${control ? `control block ${controls.length}/${controlBlocks}` : `block ${measured.length}/${blocks}`}: ${ratioOfSums([block]).toFixed(3)}`,
      );
    }
    await edge.setCounting(false);
    const totalRequests = await client.stop();
    const all = [...measured, ...controls].flat();
    return {
      ...summarizeToggled(measured, controls),
      onRequests: all.filter((s) => s.counting).reduce((n, s) => n + s.requests, 0),
      offRequests: all.filter((s) => !s.counting).reduce((n, s) => n + s.requests, 0),
      totalRequests,
      segments: measured,
      controlSegments: controls,
    };
  } finally {
    client.kill();
  }
}

/**
 * Whether the views the stream holds agree with the switch: at least the on segments' answers,
 * at most every answer but the off segments'. Undefined when they do, else why not.
 */
export function countingFollowedSwitch(figures: ToggledFigures, viewsCounted: number): string | undefined {
  const most = figures.totalRequests - figures.offRequests;
  if (viewsCounted >= figures.onRequests && viewsCounted <= most) return undefined;
  return `the stream holds ${viewsCounted} views; the switch allows ${figures.onRequests}–${most}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
