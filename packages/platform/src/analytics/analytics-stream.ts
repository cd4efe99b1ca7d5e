/** The Redis stream edges add analytics batches to (`ANALYTICS_STREAM` of the edge and the worker). */
export const DEFAULT_ANALYTICS_STREAM = 'folio:analytics';

/** The consumer group the workers read the stream in: each entry goes to one worker. */
export const ANALYTICS_CONSUMER_GROUP = 'rollups';

/**
 * Where the Redis keys of one analytics stream live, all under the stream's name so a test (or a
 * second installation on the same Redis) has its own:
 * - `salt(day)`: the day's random salt of visitor hashes, shared by the edges, expiring two days
 *   after it was made (never written anywhere else, so a past day's hashes cannot be recomputed);
 * - `visitors(siteId, day)`: that day's HyperLogLog of a site's visitor hashes, kept a few days
 *   for late batches.
 */
export interface AnalyticsKeys {
  stream: string;
  salt(day: string): string;
  visitors(siteId: string, day: string): string;
}

/** The keys of the stream `stream`. */
export function analyticsKeys(stream: string): AnalyticsKeys {
  return {
    stream,
    salt: (day) => `${stream}:salt:${day}`,
    visitors: (siteId, day) => `${stream}:visitors:${siteId}:${day}`,
  };
}

/** The UTC day (`YYYY-MM-DD`) of a time in milliseconds. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole hours since the Unix epoch (UTC) of a time in milliseconds: the hour a count belongs to. */
export function epochHour(ms: number): number {
  return Math.floor(ms / 3_600_000);
}
