// How the load rows judge a run: as ratios against a baseline measured in the same run on the same
// machine, and never against the server when the load generator itself was the limit.

/** What the load generator says about itself, beside what it measured of the server. */
export interface GeneratorSelf {
  /** Requests the schedule planned (open loop: rate × duration; closed loop: the requests sent). */
  planned: number;
  /** Requests actually started. */
  sent: number;
  /** Share of one core the generator's process used over the run (1 = a whole core). */
  cpu: number;
  /** The generator's own event-loop delay, 99th percentile, in milliseconds. */
  loopLagP99Ms: number;
}

/**
 * Above this share of one core, the single-threaded generator is saturated (a closed loop against
 * the edge measured it at 89% while nginx's run pinned it at 100%: both were its limit, not theirs).
 */
const GENERATOR_CPU_LIMIT = 0.85;
/** Above this event-loop delay (p99), the generator could not keep its own schedule. */
const GENERATOR_LAG_LIMIT_MS = 50;

/**
 * Why the generator, not the server, was the limit of a run, or `null`: it was saturated (CPU near
 * a whole core, or its event loop late) and — for an open-loop run — started fewer requests than
 * planned. A closed loop measures whichever side is slower, so a saturated generator alone
 * makes its figure a floor of the server's, not a measurement of it.
 */
export function generatorLimit(self: GeneratorSelf, openLoop: boolean): string | null {
  const saturated: string[] = [];
  if (self.cpu >= GENERATOR_CPU_LIMIT) saturated.push(`its CPU at ${Math.round(self.cpu * 100)}% of a core`);
  if (self.loopLagP99Ms >= GENERATOR_LAG_LIMIT_MS)
    saturated.push(`its event loop ${self.loopLagP99Ms.toFixed(0)} ms late (p99)`);
  if (saturated.length === 0) return null;
  const slipped = self.planned > 0 ? 1 - self.sent / self.planned : 0;
  if (openLoop && slipped < 0.01) return null;
  const schedule = openLoop ? `, ${self.planned - self.sent} of ${self.planned} planned requests not started` : '';
  return `generator-limited: ${saturated.join(' and ')}${schedule}`;
}

/** `measured / baseline`, rounded to two decimals (0 when the baseline is 0). */
export function ratio(measured: number, baseline: number): number {
  return baseline > 0 ? Math.round((measured / baseline) * 100) / 100 : 0;
}
