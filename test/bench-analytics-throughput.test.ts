import { describe, expect, it } from 'vitest';
import {
  cpuRatios,
  inProcessBound,
  quantile,
  roundPlan,
  rpsRatios,
  spreadOf,
  summarizeThroughput,
  verdictOf,
  type ThroughputRound,
} from '../bench/analytics/throughput.ts';
import {
  blockPlan,
  bootstrapInterval,
  countingFollowedSwitch,
  ratioOfSums,
  summarizeToggled,
  type ToggledSegment,
} from '../bench/analytics/toggled-throughput.ts';

const round = (onRequests: number, offRequests: number, onCpuMs = 600, offCpuMs = 600): ThroughputRound => ({
  on: { requests: onRequests, seconds: 5, cpuUs: onCpuMs * 1000 },
  off: { requests: offRequests, seconds: 5, cpuUs: offCpuMs * 1000 },
});

describe('analytics bench throughput arithmetic', () => {
  it('takes quartiles by linear interpolation and the median of an even count as the mean of the middle two', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4, 5], 0.75)).toBe(4);
    expect(quantile([10, 20], 0.25)).toBe(12.5);
    expect(quantile([7], 0.75)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
    expect(spreadOf([0.9, 1.1, 1, 0.95, 1.05])).toEqual({ median: 1, low: 0.95, high: 1.05 });
  });

  it('divides counting-on by counting-off requests per second, and off by on CPU per request', () => {
    const rounds = [round(9_700, 10_000), round(10_500, 10_000, 630, 600)];
    expect(rpsRatios(rounds)).toEqual([0.97, 1.05]);
    // Round 2: on 630 ms / 10,500 = 60 µs, off 600 ms / 10,000 = 60 µs.
    expect(cpuRatios(rounds)[1]).toBeCloseTo(1, 10);
    // Round 1: on 600 ms / 9,700 = 61.86 µs, off 60 µs.
    expect(cpuRatios(rounds)[0]).toBeCloseTo(60 / (600_000 / 9_700), 10);
  });

  it('bounds the ratio by the hook’s cost over a request’s', () => {
    expect(inProcessBound(1.5, 60)).toBeCloseTo(0.975, 10);
    expect(inProcessBound(2.26, 60)).toBeLessThan(0.97);
    expect(inProcessBound(1, 0)).toBeNaN();
  });

  it('says the aim is met only when the median ratio reaches it, and when the spread straddles it', () => {
    const met = verdictOf({ median: 0.98, low: 0.95, high: 1.01 }, 0.97, 0.975);
    expect(met.met).toBe(true);
    expect(met.withinNoise).toBe(true);
    expect(met.text).toContain('aim met');
    expect(met.text).toContain('within the noise');
    expect(met.text).toContain('in-process bound 0.975 ≥ 0.97');
    const clear = verdictOf({ median: 1.0, low: 0.98, high: 1.02 }, 0.97);
    expect(clear).toMatchObject({ met: true, withinNoise: false });
    expect(clear.text).not.toContain('noise');
    const missed = verdictOf({ median: 0.969, low: 0.96, high: 0.975 }, 0.97, 0.96);
    expect(missed.met).toBe(false);
    expect(missed.text).toContain('aim NOT met');
    expect(missed.text).toContain('in-process bound 0.960 < 0.97');
  });

  it('summarises rounds by their medians, and fails the aim on a clear loss', () => {
    const summary = summarizeThroughput([round(9_000, 10_000), round(9_100, 10_000), round(8_900, 10_000)], 0.97);
    expect(summary.ratio.median).toBeCloseTo(0.9, 10);
    expect(summary.countingOffRequestsPerSecond).toBe(2_000);
    expect(summary.countingOnRequestsPerSecond).toBe(1_800);
    expect(summary.verdict.met).toBe(false);
  });

  it('balances which edge counts and which runs first over four rounds', () => {
    const plans = [0, 1, 2, 3].map(roundPlan);
    expect(plans.map((p) => `${p.counting}${p.first}`).sort()).toEqual(['AA', 'AB', 'BA', 'BB']);
    expect(plans.filter((p) => p.counting === 'A')).toHaveLength(2);
  });
});

describe('analytics bench, counting switched in one process', () => {
  /** A segment in an on or off place; counted as placed unless `counting` says otherwise (a control). */
  const segment = (on: boolean, requests: number, cpuMs = 60, counting = on): ToggledSegment => ({
    on,
    counting,
    requests,
    seconds: 1,
    cpuUs: cpuMs * 1000,
  });
  /** A control block: planned as block `i`, counting never on. */
  const controlBlock = (i: number, rates: number[]) => blockPlan(i).map((on, at) => segment(on, rates[at]!, 60, false));

  it('orders each block so that on and off take each place equally often over two blocks', () => {
    expect(blockPlan(0)).toEqual([true, false, false, true]);
    expect(blockPlan(1)).toEqual([false, true, true, false]);
    expect(blockPlan(2)).toEqual(blockPlan(0));
  });

  it('sums the on and off places’ rates over the blocks, and reads the control blocks the same way', () => {
    // A drift down through the block (1000 → 940) falls on both states and cancels out.
    const drifting = [segment(true, 1000), segment(false, 980), segment(false, 960), segment(true, 940)];
    const slower = [segment(false, 1000), segment(true, 900), segment(true, 900), segment(false, 1000)];
    // Control blocks: the segment after a switch runs faster than the next, in either order.
    const controls = [controlBlock(0, [1000, 1050, 1000, 1000]), controlBlock(1, [1000, 1050, 1000, 1000])];
    const summary = summarizeToggled([drifting, slower], controls);
    expect(summary.ratios[0]).toBeCloseTo(1, 10);
    expect(summary.ratios[1]).toBeCloseTo(0.9, 10);
    expect(summary.ratio).toBeCloseTo((1940 + 1800) / (1940 + 2000), 10);
    expect(summary.controls[0]).toBeCloseTo(2000 / 2050, 10);
    expect(summary.controls[1]).toBeCloseTo(2050 / 2000, 10);
    expect(summary.control).toBeCloseTo(1, 10);
    expect(summary.blockRatios.median).toBeCloseTo(0.95, 10);
    // CPU per request: the median over the segments of that state (60 ms each here).
    expect(summary.onCpuUsPerRequest).toBeCloseTo((60_000 / 940 + 60_000 / 900) / 2, 6);
  });

  it('gives a bootstrap interval that holds the figure, narrows with more blocks and repeats itself', () => {
    const noisy = (i: number) => {
      const swing = 1 + 0.2 * Math.sin(i * 1.7);
      return blockPlan(i).map((on) => segment(on, Math.round((on ? 980 : 1000) * swing)));
    };
    const few = Array.from({ length: 8 }, (_, i) => noisy(i));
    const many = Array.from({ length: 128 }, (_, i) => noisy(i));
    const [fewLow, fewHigh] = bootstrapInterval(few, ratioOfSums);
    const [low, high] = bootstrapInterval(many, ratioOfSums);
    expect(low).toBeLessThanOrEqual(ratioOfSums(many));
    expect(high).toBeGreaterThanOrEqual(ratioOfSums(many));
    expect(ratioOfSums(many)).toBeCloseTo(0.98, 2);
    expect(high - low).toBeLessThan(fewHigh - fewLow);
    expect(bootstrapInterval(many, ratioOfSums)).toEqual([low, high]);
  });

  it('refuses figures when the views counted do not follow the switch', () => {
    const block = [segment(true, 100), segment(false, 100), segment(false, 100), segment(true, 100)];
    const figures = {
      ...summarizeToggled([block], [controlBlock(0, [100, 100, 100, 100])]),
      onRequests: 200,
      offRequests: 200,
      totalRequests: 500,
      segments: [],
      controlSegments: [],
    };
    expect(countingFollowedSwitch(figures, 250)).toBeUndefined();
    expect(countingFollowedSwitch(figures, 199)).toMatch(/holds 199 views; the switch allows 200–300/);
    // Counting that never turned off would count the off segments' views too.
    expect(countingFollowedSwitch(figures, 500)).toMatch(/allows 200–300/);
  });
});
