/**
 * What the edges count, one row of `analytics_counts` each (migrations/0013): `key` and `detail`
 * mean what the migration says for each metric.
 */
export const ANALYTICS_METRICS = [
  'view',
  'referrer',
  'agent',
  'not_found',
  'playground',
  'search',
  'search_results',
  'search_zero',
  'search_click',
] as const;

/** One of {@link ANALYTICS_METRICS}. */
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** Longest `key` or `detail` of a count (the column's check). */
export const MAX_ANALYTICS_KEY_LENGTH = 512;
/** Longest feedback comment, in characters (the column's check). */
export const MAX_FEEDBACK_COMMENT_LENGTH = 1000;
/** Longest page path of a feedback vote. */
export const MAX_FEEDBACK_PATH_LENGTH = 1024;

/**
 * `n` more of (`metric`, `key`, `detail`) for a site during one hour, the hour written as whole
 * hours since the Unix epoch (UTC).
 */
export type AnalyticsCount = [
  siteId: string,
  hour: number,
  metric: AnalyticsMetric,
  key: string,
  detail: string,
  n: number,
];

/** Keyed visitor hashes seen on a site during one UTC day (`YYYY-MM-DD`), for its HyperLogLog. */
export interface AnalyticsVisitors {
  siteId: string;
  day: string;
  /** 16 hex digits each: the first 64 bits of the day's keyed hash. */
  hashes: string[];
}

/** One "Was this page helpful?" vote, with its comment when the reader wrote one. */
export interface FeedbackVote {
  /** Chosen by the edge, so the vote is stored once and its comment can find it. */
  id: string;
  siteId: string;
  deploymentId: string;
  /** The page's URL path in that deployment. */
  path: string;
  rating: 'up' | 'down';
  comment: string | null;
  /** ISO time the edge accepted it. */
  at: string;
}

/**
 * One entry of the analytics stream: increments, never raw requests. An edge writes one per
 * flush (and one per feedback vote, at once); the worker folds each into the rollups exactly once.
 */
export interface AnalyticsBatch {
  /**
   * Chosen by the edge when the batch is made, and kept when it is written again after a failed
   * or timed-out write: the consumer folds a batch id in once, however often it arrives.
   */
  id: string;
  counts: AnalyticsCount[];
  visitors: AnalyticsVisitors[];
  feedback: FeedbackVote[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HASH = /^[0-9a-f]{16}$/;
const METRICS: ReadonlySet<string> = new Set(ANALYTICS_METRICS);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The stream field an entry's JSON is written under. */
export const ANALYTICS_BATCH_FIELD = 'batch';

/** The JSON written to the stream. */
export function serializeAnalyticsBatch(batch: AnalyticsBatch): string {
  return JSON.stringify({ v: 1, id: batch.id, c: batch.counts, u: batch.visitors, f: batch.feedback });
}

/**
 * Reads a stream entry back, checking every value against the columns it is written to; `null`
 * for anything else (the consumer acknowledges and drops it, so one bad entry never blocks the
 * stream).
 */
export function parseAnalyticsBatch(text: string): AnalyticsBatch | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as { v?: unknown; id?: unknown; c?: unknown; u?: unknown; f?: unknown };
  if (
    raw.v !== 1 ||
    typeof raw.id !== 'string' ||
    !UUID.test(raw.id) ||
    !Array.isArray(raw.c) ||
    !Array.isArray(raw.u) ||
    !Array.isArray(raw.f)
  )
    return null;
  const counts: AnalyticsCount[] = [];
  for (const item of raw.c as unknown[]) {
    if (!Array.isArray(item) || item.length !== 6) return null;
    const [siteId, hour, metric, key, detail, n] = item as unknown[];
    if (
      typeof siteId !== 'string' ||
      !UUID.test(siteId) ||
      !Number.isSafeInteger(hour) ||
      (hour as number) < 0 ||
      typeof metric !== 'string' ||
      !METRICS.has(metric) ||
      !isText(key, MAX_ANALYTICS_KEY_LENGTH) ||
      !isText(detail, MAX_ANALYTICS_KEY_LENGTH) ||
      !Number.isSafeInteger(n) ||
      (n as number) < 1
    )
      return null;
    counts.push([siteId, hour as number, metric as AnalyticsMetric, key, detail, n as number]);
  }
  const visitors: AnalyticsVisitors[] = [];
  for (const item of raw.u as unknown[]) {
    const entry = item as Partial<AnalyticsVisitors> | null;
    if (
      typeof entry !== 'object' ||
      entry === null ||
      typeof entry.siteId !== 'string' ||
      !UUID.test(entry.siteId) ||
      typeof entry.day !== 'string' ||
      !DAY.test(entry.day) ||
      !Array.isArray(entry.hashes) ||
      !entry.hashes.every((hash) => typeof hash === 'string' && HASH.test(hash))
    )
      return null;
    visitors.push({ siteId: entry.siteId, day: entry.day, hashes: entry.hashes });
  }
  const feedback: FeedbackVote[] = [];
  for (const item of raw.f as unknown[]) {
    const vote = item as Partial<FeedbackVote> | null;
    if (
      typeof vote !== 'object' ||
      vote === null ||
      typeof vote.id !== 'string' ||
      !UUID.test(vote.id) ||
      typeof vote.siteId !== 'string' ||
      !UUID.test(vote.siteId) ||
      typeof vote.deploymentId !== 'string' ||
      !UUID.test(vote.deploymentId) ||
      !isText(vote.path, MAX_FEEDBACK_PATH_LENGTH) ||
      (vote.rating !== 'up' && vote.rating !== 'down') ||
      !(vote.comment === null || isText(vote.comment, MAX_FEEDBACK_COMMENT_LENGTH)) ||
      typeof vote.at !== 'string' ||
      Number.isNaN(Date.parse(vote.at))
    )
      return null;
    feedback.push({
      id: vote.id,
      siteId: vote.siteId,
      deploymentId: vote.deploymentId,
      path: vote.path,
      rating: vote.rating,
      comment: vote.comment,
      at: vote.at,
    });
  }
  return { id: raw.id, counts, visitors, feedback };
}
