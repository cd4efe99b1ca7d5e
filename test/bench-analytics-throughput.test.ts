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
