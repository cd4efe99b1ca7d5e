import { ANALYTICS_BATCH_FIELD, ANALYTICS_CONSUMER_GROUP, analyticsKeys, parseAnalyticsBatch } from '@folio/platform';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import { deleteExpiredAnalytics } from '../db/analytics-rollups.ts';
import { foldAnalyticsEntries, type FoldReport, type FoldStage, type StreamEntry } from './fold-analytics-entries.ts';

/** Settings of the analytics consumer (the worker's `ANALYTICS_*` variables). */
export interface AnalyticsConsumerSettings {
  /** The Redis stream the edges write (`ANALYTICS_STREAM`). */
  stream: string;
  /** Rollups, visitor days and feedback are kept this many days (`ANALYTICS_RETENTION_DAYS`). */
  retentionDays: number;
  /** Entries folded per transaction at most (`ANALYTICS_BATCH_ENTRIES`). */
  batchEntries: number;
  /** This consumer's name in the group (default: host name and process id). */
  consumer?: string;
  /** How long an entry another consumer read may stay unacknowledged before this one takes it (default 60 s). */
  claimIdleMs?: number;
  /** How long one read waits for new entries (default 1 s). */
  blockMs?: number;
  /** How often expired analytics are deleted (default hourly; 0: only at start). */
  retentionIntervalMs?: number;
}

/** What {@link startAnalyticsConsumer} needs. */
export interface AnalyticsConsumerDeps extends AnalyticsConsumerSettings {
  db: pg.Pool;
  /** Duplicated for the consumer's blocking reads; used as is for HyperLogLogs and acknowledgements. */
  redis: Redis;
  logger: Logger;
  /** Told of each fold (the bench counts rollup writes). */
  onFold?: (report: FoldReport) => void;
  /** Tests stop the process here: inside the transaction (`folded`) or right after COMMIT (`committed`). */
  onStage?: (stage: FoldStage, entryIds: readonly string[]) => Promise<void> | void;
}

/** A running consumer. */
export interface AnalyticsConsumer {
  /** Stops after the fold under way (entries read but not folded stay pending for the next reader). */
  close(): Promise<void>;
}

/** Batch ids are remembered a week: no copy of a batch arrives later than that. */
const BATCH_ID_DAYS = 7;
const RETENTION_ROWS_PER_PASS = 10_000;

type StreamReply = [stream: string, entries: [id: string, fields: string[] | null][]][] | null;

/**
 * Reads the analytics stream in the consumer group `rollups` (each entry goes to one worker) and
 * folds each read into the Postgres rollups in one transaction ({@link foldAnalyticsEntries}),
 * acknowledging and deleting the entries only after COMMIT. On start, and after any failure, it
 * first reads its own unacknowledged entries again; entries a dead consumer left unacknowledged
 * for `claimIdleMs` are claimed (`XAUTOCLAIM`). Batch ids make every replay harmless. Expired
 * rows are deleted every `retentionIntervalMs`.
 */
export function startAnalyticsConsumer(deps: AnalyticsConsumerDeps): AnalyticsConsumer {
  const keys = analyticsKeys(deps.stream);
  const consumer = deps.consumer ?? `${process.env.HOSTNAME ?? 'worker'}-${process.pid}`;
  const claimIdleMs = deps.claimIdleMs ?? 60_000;
  const blockMs = deps.blockMs ?? 1_000;
  const reader = deps.redis.duplicate({ maxRetriesPerRequest: null });
  reader.on('error', (err: Error) => deps.logger.debug({ err }, 'analytics consumer: Redis connection error'));
  let closed = false;
  let reading = false;
  // Wakes the back-off wait at close.
  let wake = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const ensureGroup = async () => {
    try {
      await deps.redis.xgroup('CREATE', deps.stream, ANALYTICS_CONSUMER_GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String((error as Error).message).startsWith('BUSYGROUP')) throw error;
    }
  };
  const toEntries = (reply: StreamReply): StreamEntry[] =>
    (reply?.[0]?.[1] ?? []).map(([id, fields]) => {
      const at = fields?.indexOf(ANALYTICS_BATCH_FIELD) ?? -1;
      const text = fields !== null && fields !== undefined && at >= 0 ? fields[at + 1] : undefined;
      return { id, batch: text === undefined ? null : parseAnalyticsBatch(text) };
    });
  const read = async (from: '0' | '>'): Promise<StreamEntry[]> => {
    const args: (string | number)[] = ['GROUP', ANALYTICS_CONSUMER_GROUP, consumer, 'COUNT', deps.batchEntries];
    if (from === '>') args.push('BLOCK', blockMs);
    reading = true;
    try {
      return toEntries((await reader.call('XREADGROUP', ...args, 'STREAMS', deps.stream, from)) as StreamReply);
    } finally {
      reading = false;
    }
  };
  const claimAbandoned = async (): Promise<number> => {
    const reply = (await deps.redis.call(
      'XAUTOCLAIM',
      deps.stream,
      ANALYTICS_CONSUMER_GROUP,
      consumer,
      claimIdleMs,
      '0-0',
      'COUNT',
      deps.batchEntries,
      'JUSTID',
    )) as [string, string[]];
    return reply[1]?.length ?? 0;
  };
  const fold = async (entries: StreamEntry[]) => {
    const bad = entries.filter((entry) => entry.batch === null).length;
    if (bad > 0) deps.logger.warn({ entries: bad }, 'analytics consumer: dropped stream entries that are not batches');
    const report = await foldAnalyticsEntries(
      { db: deps.db, redis: deps.redis, keys, ...(deps.onStage ? { onStage: deps.onStage } : {}) },
      entries,
    );
    const ids = entries.map((entry) => entry.id);
    await deps.redis
      .pipeline()
      .xack(deps.stream, ANALYTICS_CONSUMER_GROUP, ...ids)
      .xdel(deps.stream, ...ids)
      .exec();
    deps.onFold?.(report);
  };

  const loop = (async () => {
    let ownPending = true;
    let failures = 0;
    let nextClaim = 0;
    let grouped = false;
    while (!closed) {
      try {
        if (!grouped) {
          await ensureGroup();
          grouped = true;
        }
        if (Date.now() >= nextClaim) {
          nextClaim = Date.now() + Math.max(1_000, claimIdleMs / 2);
          if ((await claimAbandoned()) > 0) ownPending = true;
        }
        const entries = await read(ownPending ? '0' : '>');
        if (ownPending && entries.length === 0) ownPending = false;
        if (entries.length > 0 && !closed) await fold(entries);
        failures = 0;
      } catch (error) {
        if (closed) break;
        if (String((error as Error).message).startsWith('NOGROUP')) grouped = false;
        ownPending = true;
        failures++;
        deps.logger.warn({ err: error, failures }, 'analytics consumer: folding failed; reading the entries again');
        await pause(Math.min(30_000, 250 * 2 ** Math.min(failures, 7)));
      }
    }
  })();

  const sweep = async () => {
    try {
      // Short passes until a pass finds less than a full page in every table.
      for (let pass = 0; pass < 100 && !closed; pass++) {
        const report = await deleteExpiredAnalytics(
          deps.db,
          deps.retentionDays,
          BATCH_ID_DAYS,
          RETENTION_ROWS_PER_PASS,
        );
        if (Object.values(report).some((n) => n > 0)) deps.logger.info(report, 'analytics: deleted expired rows');
        if (Object.values(report).every((n) => n < RETENTION_ROWS_PER_PASS)) break;
      }
    } catch (err) {
      deps.logger.warn({ err }, 'analytics: deleting expired rows failed');
    }
  };
  void sweep();
  const interval = deps.retentionIntervalMs ?? 3_600_000;
  const timer = interval > 0 ? setInterval(() => void sweep(), interval) : undefined;
  timer?.unref();

  return {
    async close() {
      if (closed) return;
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      wake();
      // A blocking read holds nothing: cut it. A fold under way finishes first.
      if (reading) reader.disconnect();
      await loop;
      reader.disconnect();
    },
  };
}
