import type { AnalyticsBatch, AnalyticsKeys, FeedbackVote } from '@folio/platform';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  addAnalyticsCounts,
  claimAnalyticsBatches,
  raiseVisitorDays,
  storeFeedbackVotes,
  type CountRow,
  type VisitorDayRow,
} from '../db/analytics-rollups.ts';

/** A stream entry read by the consumer: its id and its batch (`null` when it is not one). */
export interface StreamEntry {
  id: string;
  batch: AnalyticsBatch | null;
}

/** Where a fold is, for tests that stop the process at that point (`onStage`). */
export type FoldStage = 'folded' | 'committed';

/** What one fold did. */
export interface FoldReport {
  /** Batches folded in now. */
  batches: number;
  /** Batches skipped because an earlier delivery had folded them in already. */
  duplicates: number;
  /** Rows of `analytics_counts` written. */
  countRows: number;
  votes: number;
}

/** What {@link foldAnalyticsEntries} needs. */
export interface FoldDeps {
  db: pg.Pool;
  redis: Redis;
  keys: AnalyticsKeys;
  /** Called inside the transaction before COMMIT (`folded`) and after it (`committed`). */
  onStage?: (stage: FoldStage, entryIds: readonly string[]) => Promise<void> | void;
}

// A HyperLogLog is kept a few days after its day, for batches that arrive late.
const VISITOR_KEY_TTL_SECONDS = 4 * 86_400;
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Folds stream entries into the rollups, exactly once per batch id: visitor hashes go into each
 * site's HyperLogLog of the day (adding a hash twice changes nothing), then one Postgres
 * transaction records the batch ids it has not seen, adds only those batches' counts and votes,
 * and raises the visitor days to the HyperLogLogs' counts. Killed before COMMIT, nothing of it
 * is kept and the entries are read again; killed after, the batch ids are taken and a second
 * delivery adds nothing. Deadlocks between consumers are retried.
 */
export async function foldAnalyticsEntries(deps: FoldDeps, entries: readonly StreamEntry[]): Promise<FoldReport> {
  const batches = new Map<string, AnalyticsBatch>();
  for (const entry of entries)
    if (entry.batch !== null && !batches.has(entry.batch.id)) batches.set(entry.batch.id, entry.batch);
  const visitorDays = await countVisitors(deps, [...batches.values()]);
  const entryIds = entries.map((entry) => entry.id);
  for (let attempt = 1; ; attempt++) {
    const client = await deps.db.connect();
    try {
      await client.query('BEGIN');
      const claimed = await claimAnalyticsBatches(client, [...batches.keys()]);
      const fresh = [...batches.values()].filter((batch) => claimed.has(batch.id));
      const rows = mergeCounts(fresh);
      const votes = mergeVotes(fresh);
      await addAnalyticsCounts(client, rows);
      await storeFeedbackVotes(client, votes);
      await raiseVisitorDays(client, visitorDays);
      await deps.onStage?.('folded', entryIds);
      await client.query('COMMIT');
      client.release();
      await deps.onStage?.('committed', entryIds);
      return {
        batches: fresh.length,
        duplicates: batches.size - fresh.length,
        countRows: rows.length,
        votes: votes.length,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || code === undefined || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** Adds the batches' visitor hashes to their HyperLogLogs and reads each touched one's count. */
async function countVisitors(deps: FoldDeps, batches: readonly AnalyticsBatch[]): Promise<VisitorDayRow[]> {
  const touched = new Map<string, { siteId: string; day: string }>();
  const adding = deps.redis.pipeline();
  for (const batch of batches) {
    for (const group of batch.visitors) {
      const key = deps.keys.visitors(group.siteId, group.day);
      touched.set(key, { siteId: group.siteId, day: group.day });
      if (group.hashes.length > 0) adding.pfadd(key, ...group.hashes);
      adding.expire(key, VISITOR_KEY_TTL_SECONDS);
    }
  }
  if (touched.size === 0) return [];
  for (const [error] of (await adding.exec()) ?? []) if (error) throw error;
  const counting = deps.redis.pipeline();
  for (const key of touched.keys()) counting.pfcount(key);
  const counted = (await counting.exec()) ?? [];
  const rows = [...touched.values()].map((place, index) => {
    const answer = counted[index];
    if (answer === undefined || answer[0]) throw answer?.[0] ?? new Error('Redis did not count a HyperLogLog');
    return { ...place, visitors: Number(answer[1]) };
  });
  return rows.sort((a, b) => compare(a.siteId, b.siteId) || compare(a.day, b.day));
}

/** The batches' counts, one row per key, in key order (the order rows are locked in). */
function mergeCounts(batches: readonly AnalyticsBatch[]): CountRow[] {
  const merged = new Map<string, CountRow>();
  for (const batch of batches) {
    for (const [siteId, hour, metric, key, detail, n] of batch.counts) {
      const id = `${siteId}\0${metric}\0${hour}\0${key}\0${detail}`;
      const row = merged.get(id);
      if (row !== undefined) row.n += n;
      else merged.set(id, { siteId, hour, metric, key, detail, n });
    }
  }
  return [...merged.values()].sort(
    (a, b) =>
      compare(a.siteId, b.siteId) ||
      compare(a.metric, b.metric) ||
      a.hour - b.hour ||
      compare(a.key, b.key) ||
      compare(a.detail, b.detail),
  );
}

/** The batches' votes, one per id (a copy with a comment wins), in id order. */
function mergeVotes(batches: readonly AnalyticsBatch[]): FeedbackVote[] {
  const votes = new Map<string, FeedbackVote>();
  for (const batch of batches) {
    for (const vote of batch.feedback) {
      const known = votes.get(vote.id);
      if (known === undefined || (known.comment === null && vote.comment !== null)) votes.set(vote.id, vote);
    }
  }
  return [...votes.values()].sort((a, b) => compare(a.id, b.id));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
