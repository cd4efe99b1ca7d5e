// The throughput part's arithmetic, apart from processes and sockets so a test can hold it to
// account (test/bench-analytics-throughput.test.ts): per-round ratios, their median and
// interquartile range, CPU per request, and the verdict on the aim.

/** One edge serving one role for one round: answers completed and the edge's CPU meanwhile. */
export interface RoleMeasure {
  requests: number;
  seconds: number;
  /** CPU time (user + system) the edge process used during the round, in microseconds. */
  cpuUs: number;
}

/** One round: the counting edge and the non-counting edge, measured one after the other. */
export interface ThroughputRound {
  on: RoleMeasure;
  off: RoleMeasure;
}

/** Quartiles and median of a spread of figures. */
export interface Spread {
  median: number;
  /** First and third quartiles (linear interpolation between the sorted figures). */
  low: number;
  high: number;
}

const requestsPerSecond = (m: RoleMeasure): number => (m.seconds > 0 ? m.requests / m.seconds : 0);
export const cpuUsPerRequest = (m: RoleMeasure): number => (m.requests > 0 ? m.cpuUs / m.requests : Number.NaN);

/** The `q`-quantile (0…1) of `values`, interpolated linearly; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(1, Math.max(0, q)) * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

export function spreadOf(values: readonly number[]): Spread {
  return { median: quantile(values, 0.5), low: quantile(values, 0.25), high: quantile(values, 0.75) };
}

/** Each round's counting-on over counting-off requests per second (higher is better for counting). */
export const rpsRatios = (rounds: readonly ThroughputRound[]): number[] =>
  rounds.map((r) => requestsPerSecond(r.on) / requestsPerSecond(r.off));

/**
 * Each round's CPU per request with counting off over with counting on: the throughput ratio an
 * edge bound by its own CPU would show, less swayed by what else the machine runs.
 */
export const cpuRatios = (rounds: readonly ThroughputRound[]): number[] =>
  rounds.map((r) => cpuUsPerRequest(r.off) / cpuUsPerRequest(r.on));

/**
 * The throughput ratio counting's own cost allows at most: 1 − its CPU per request over the CPU a
 * request costs without it (`hookUs` 2, `requestUs` 60 → 0.967).
 */
export const inProcessBound = (hookUs: number, requestUs: number): number =>
  requestUs > 0 ? 1 - hookUs / requestUs : Number.NaN;

/** Whether the aim is met, in words and as a flag. */
export interface Verdict {
  met: boolean;
  /** The aim is met yet the lower quartile falls short: a noisy machine could have decided it. */
  withinNoise: boolean;
  text: string;
}

/**
 * The verdict on the aim (on/off ≥ `target`): met when the median round ratio reaches it. When the
 * interquartile range straddles the target the verdict says so (the figure is within the noise),
 * and it names the in-process bound when there is one, which the machine's load does not sway.
 */
export function verdictOf(ratio: Spread, target: number, bound?: number): Verdict {
  const met = ratio.median >= target;
  const withinNoise = ratio.low < target && ratio.high >= target;
  const f = (n: number) => n.toFixed(3);
  const parts = [
    `${met ? 'aim met' : 'aim NOT met'}: median counting on/off ${f(ratio.median)} ${met ? '≥' : '<'} ${target}`,
    `(IQR ${f(ratio.low)}–${f(ratio.high)}${withinNoise ? ', straddles the aim: within the noise' : ''})`,
  ];
  if (bound !== undefined && Number.isFinite(bound)) {
    parts[parts.length - 1] += ';';
    parts.push(`in-process bound ${f(bound)} ${bound >= target ? '≥' : '<'} ${target}`);
  }
  return { met, withinNoise, text: parts.join(' ') };
}

/** Rounds' figures summarised: rps and CPU per request by role, their ratios, and the verdict. */
export function summarizeThroughput(rounds: readonly ThroughputRound[], target: number, bound?: number) {
  const ratio = spreadOf(rpsRatios(rounds));
  const cpu = spreadOf(cpuRatios(rounds));
  return {
    countingOnRequestsPerSecond: quantile(
      rounds.map((r) => requestsPerSecond(r.on)),
      0.5,
    ),
    countingOffRequestsPerSecond: quantile(
      rounds.map((r) => requestsPerSecond(r.off)),
      0.5,
    ),
    ratio,
    cpuPerRequestRatio: cpu,
    countingOnCpuUsPerRequest: quantile(
      rounds.map((r) => cpuUsPerRequest(r.on)),
      0.5,
    ),
    countingOffCpuUsPerRequest: quantile(
      rounds.map((r) => cpuUsPerRequest(r.off)),
      0.5,
    ),
    verdict: verdictOf(ratio, target, bound),
  };
}

/**
 * The order of roles round by round, A/B/B/A: in even rounds edge A counts and runs first, in odd
 * rounds edge B counts and edge A runs first again (so first and second place, and each process,
 * serve both roles equally often over two rounds).
 */
export function roundPlan(round: number): { counting: 'A' | 'B'; first: 'A' | 'B' } {
  // Rounds 0, 1, 2, 3: A counts and runs first · B counts, A first · A counts, B first · B counts
  // and runs first; then again.
  const counting = round % 2 === 0 ? 'A' : 'B';
  const first = Math.floor(round / 2) % 2 === 0 ? 'A' : 'B';
  return { counting, first };
}
