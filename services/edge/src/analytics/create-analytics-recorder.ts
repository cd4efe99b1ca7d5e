import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  ANALYTICS_BATCH_FIELD,
  analyticsKeys,
  epochHour,
  serializeAnalyticsBatch,
  utcDay,
  type AnalyticsBatch,
  type FeedbackVote,
} from '@folio/platform';
import type { Redis } from 'ioredis';
import { withTimeout } from '../limits/with-timeout.ts';
import { classifySiteRequest, mayBeView, type AgentRead, type ServedResource } from './classify-site-request.ts';
import { createAnalyticsTally, type TallyLimits } from './create-analytics-tally.ts';
import { createHourClock } from './create-hour-clock.ts';
import { createRecentViews } from './create-recent-views.ts';
import { createVisitorHasher } from './create-visitor-hasher.ts';
import { normalizeSearchQuery } from './normalize-search-query.ts';
import { statusClassOf } from './playground-operation.ts';

/** Settings of {@link createAnalyticsRecorder} (the edge's `ANALYTICS_*` variables). */
export interface AnalyticsSettings extends TallyLimits {
  /** Off: nothing is counted and nothing written (`ANALYTICS_ENABLED=false`). */
  enabled: boolean;
  /** The Redis stream batches are added to. */
  stream: string;
  /** How often the tally is written to the stream. */
  flushIntervalMs: number;
  /** Approximate cap of the stream's length (`XADD MAXLEN ~`): what dead consumers can leave behind. */
  streamMaxLength: number;
}

/** Told what the recorder did, for metrics and logs. */
export interface AnalyticsEvents {
  written(batches: number): void;
  failed(error: unknown): void;
  /** Batches waiting to be written again, and increments dropped at a bound, so far. */
  backlog(pending: number, dropped: number): void;
}

/**
 * The edge's analytics: every count goes into an in-memory tally (no I/O on the request path),
 * written to the Redis stream as batches every `flushIntervalMs` and at close. Other parts of the
 * edge (the search endpoint, the MCP server) count through the `record*` calls.
 */
export interface AnalyticsRecorder {
  readonly enabled: boolean;
  /** Settles once the day's shared salt was fetched (or could not be, within a bounded time). */
  readonly ready: Promise<void>;
  /**
   * A site request the edge answered: a page view, agent traffic, a 404, or nothing.
   * `addressOf(request)` gives the reader's address, asked only for a page view (its visitor hash).
   */
  recordSiteRequest<R>(
    method: string | undefined,
    headers: IncomingHttpHeaders,
    served: ServedResource,
    addressOf: (request: R) => string,
    request: R,
  ): void;
  /** One request of an agent of `family` (see `agentFamilyOf`), e.g. an MCP call. */
  recordAgentRequest(siteId: string, family: string, read?: AgentRead): void;
  /** A search and how many results it found; the query is normalised and bounded here. */
  recordSearch(siteId: string, query: string, resultCount: number): void;
  /** A reader opened result `path` of a search for `query`. */
  recordSearchClick(siteId: string, query: string, path: string): void;
  /** A playground call of `operation` and the upstream status (`null`: no answer). */
  recordPlaygroundCall(siteId: string, operation: string, status: number | null): void;
  /** Adds a feedback vote to the stream now: resolved once Redis has it, rejected otherwise. */
  addFeedback(vote: FeedbackVote): Promise<void>;
  /** Writes what was counted so far (and batches that failed before). */
  flush(): Promise<void>;
  /** Stops the timer and flushes one last time. */
  close(): Promise<void>;
}

/** Dependencies of {@link createAnalyticsRecorder}. */
export interface AnalyticsRecorderDeps {
  redis: Redis;
  settings: Readonly<AnalyticsSettings>;
  events: AnalyticsEvents;
  now?: () => number;
}

const MAX_COUNTS_PER_BATCH = 2_000;
const MAX_HASHES_PER_BATCH = 5_000;
/** Batches kept for another try while Redis fails (about 15 minutes of flushes at 2 s). */
const MAX_PENDING_BATCHES = 500;
const REDIS_TIMEOUT_MS = 2_000;
/** Characters of a user agent that go into the visitor hash (and are held until the flush). */
const MAX_AGENT = 512;

/** Creates the recorder and starts its flush timer (unless disabled). */
export function createAnalyticsRecorder(deps: AnalyticsRecorderDeps): AnalyticsRecorder {
  const { redis, settings, events } = deps;
  const now = deps.now ?? Date.now;
  const keys = analyticsKeys(settings.stream);
  const tally = createAnalyticsTally(settings);
  // The hour a page view is counted in, kept by a timer rather than read per view; other counts,
  // far rarer, read the clock.
  const clock = settings.enabled ? createHourClock(now) : undefined;
  const recentViews = createRecentViews();
  const hasher = createVisitorHasher({ redis, keys, timeoutMs: REDIS_TIMEOUT_MS, now, onError: events.failed });
  // Written in order; a failed batch is tried again with the same id (the consumer folds an id in once).
  const pending: AnalyticsBatch[] = [];
  let pendingDropped = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;

  const write = (batch: AnalyticsBatch) =>
    withTimeout(
      redis.xadd(
        keys.stream,
        'MAXLEN',
        '~',
        String(settings.streamMaxLength),
        '*',
        ANALYTICS_BATCH_FIELD,
        serializeAnalyticsBatch(batch),
      ),
      REDIS_TIMEOUT_MS,
    );

  const flushOnce = async (): Promise<void> => {
    clock?.sync();
    await hasher.refresh();
    // Repeat views held in the table of recent views reach their counters before the drain.
    recentViews.settle(tally.generation);
    pending.push(...tally.drain(MAX_COUNTS_PER_BATCH, MAX_HASHES_PER_BATCH, epochHour(now()), hasher.hash));
    if (pending.length > MAX_PENDING_BATCHES)
      pendingDropped += pending.splice(0, pending.length - MAX_PENDING_BATCHES).length;
    let written = 0;
    while (pending.length > 0) {
      try {
        await write(pending[0]!);
      } catch (error) {
        events.failed(error);
        break;
      }
      pending.shift();
      written++;
    }
    if (written > 0) events.written(written);
    events.backlog(pending.length, tally.dropped + pendingDropped);
  };
  const flush = (): Promise<void> => {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = settings.enabled ? setInterval(() => void flush(), settings.flushIntervalMs) : undefined;
  timer?.unref();
  const ready = settings.enabled ? hasher.refresh() : Promise.resolve();

  // The day's name, made once a day: toISOString costs as much as the rest of counting a view.
  let dayNumber = -1;
  let dayName = '';
  const dayOf = (hour: number): string => {
    const number = Math.floor(hour / 24);
    if (number !== dayNumber) {
      dayNumber = number;
      dayName = utcDay(hour * 3_600_000);
    }
    return dayName;
  };
  const count = (siteId: string, metric: Parameters<typeof tally.count>[2], key: string, detail = '', n = 1) =>
    tally.count(siteId, epochHour(now()), metric, key, detail, n);

  return {
    enabled: settings.enabled,
    ready,
    recordSiteRequest(method, headers, served, addressOf, request) {
      if (!settings.enabled || closed) return;
      const { siteId } = served;
      // A reader's next view of a page this hour (most views): found in the table of recent views
      // by comparing everything that decides its counts with the view counted before, and added
      // to that entry, with no classification, no map lookup and no clock read.
      const hour = clock!.hour;
      let address: string | undefined;
      if (mayBeView(method, headers, served)) {
        const userAgent = headers['user-agent'];
        if (userAgent !== undefined) {
          address = addressOf(request);
          const seen = recentViews.find(
            siteId,
            served.path,
            served.host,
            hour,
            userAgent,
            address,
            headers.referer,
            headers['sec-fetch-site'] === 'same-origin',
            tally.generation,
          );
          if (seen !== undefined) {
            seen.pending++;
            return;
          }
        }
      }
      const counted = classifySiteRequest(method, headers, served);
      if (counted === null) return;
      switch (counted.kind) {
        case 'view': {
          const { path, referrer } = counted;
          address ??= addressOf(request);
          // Hashed at the next flush, off the request path (see the tally). Held until then, so
          // bounded: no browser's user agent comes near 512 characters, a made-up one may (and
          // is not held in the table of recent views either).
          const agent = counted.userAgent;
          const long = agent.length > MAX_AGENT;
          const generation = tally.generation;
          const view = tally.count(siteId, hour, 'view', path, '');
          const held = tally.visitor(siteId, dayOf(hour), address, long ? agent.slice(0, MAX_AGENT) : agent);
          const referred = referrer === null ? null : tally.count(siteId, hour, 'referrer', referrer, '');
          // Only a view counted in full is repeated from the table (none dropped at a bound).
          if (view !== null && held && (referrer === null || referred !== null) && !long)
            recentViews.remember({
              siteId,
              path,
              host: served.host,
              hour,
              userAgent: agent,
              address,
              referer: headers.referer,
              sameOrigin: headers['sec-fetch-site'] === 'same-origin',
              generation,
              view,
              referred,
            });
          return;
        }
        case 'not_found':
          count(siteId, 'not_found', counted.path.slice(0, 512));
          return;
        case 'agent':
          count(siteId, 'agent', counted.family, counted.read);
      }
    },
    recordAgentRequest(siteId, family, read = 'mcp') {
      if (settings.enabled && !closed) count(siteId, 'agent', family.slice(0, 64), read);
    },
    recordSearch(siteId, query, resultCount) {
      if (!settings.enabled || closed) return;
      const normalized = normalizeSearchQuery(query);
      if (normalized === null) return;
      const results = Math.max(0, Math.min(10_000, Math.trunc(resultCount) || 0));
      count(siteId, 'search', normalized);
      if (results > 0) count(siteId, 'search_results', normalized, '', results);
      else count(siteId, 'search_zero', normalized);
    },
    recordSearchClick(siteId, query, path) {
      if (!settings.enabled || closed) return;
      const normalized = normalizeSearchQuery(query);
      if (normalized !== null) count(siteId, 'search_click', normalized, path.slice(0, 512));
    },
    recordPlaygroundCall(siteId, operation, status) {
      if (settings.enabled && !closed) count(siteId, 'playground', operation.slice(0, 512), statusClassOf(status));
    },
    async addFeedback(vote) {
      await write({ id: randomUUID(), counts: [], visitors: [], feedback: [vote] });
    },
    flush,
    async close() {
      if (closed) return;
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      clock?.stop();
      if (settings.enabled) await flush();
    },
  };
}
