import { createConcurrencyLimit } from '../limits/create-concurrency-limit.ts';
import type { LiveDeployment } from './live-deployment.ts';

/** Settings of {@link createDeploymentLookup}. */
export interface DeploymentLookupOptions {
  /** Reads the truth (Postgres); throws when the database is unavailable. */
  find(hostname: string): Promise<LiveDeployment | null>;
  /**
   * How long a found host is trusted without a Redis message (a safety net for a lost message;
   * changes normally arrive at once through the site events channel).
   */
  ttlMs: number;
  /** How long "no site here" is remembered (no event names a host that starts to exist). */
  negativeTtlMs: number;
  /** After a failed refresh, how long the stale answer is served before trying again. */
  retryMs: number;
  /** Most hosts with a site remembered; the least recently used is forgotten first. */
  maxHosts: number;
  /**
   * Most hosts without a site remembered (default 10,000; least recently used forgotten first), apart from the
   * others: a flood of made-up hosts must not push the real ones out.
   */
  maxUnknownHosts?: number;
  /** Database lookups at once (default 8); more wait, up to `maxQueuedFinds` (1,000), then fail (503). */
  maxConcurrentFinds?: number;
  maxQueuedFinds?: number;
  /** Called when a refresh failed and a stale answer was served instead. */
  onStale(hostname: string, error: unknown): void;
  now?: () => number;
}

/** Host → live deployment, cached, refreshed on demand and by site events. */
export interface DeploymentLookup {
  /** The live deployment at `hostname` (normalised), or `null`. Throws only when nothing is cached and the database fails. */
  lookup(hostname: string): Promise<LiveDeployment | null>;
  /**
   * The answer `lookup` would give at once from cache (fresh, not due for a refresh), without a
   * promise; `undefined` when it would have to ask the database.
   */
  peek(hostname: string): LiveDeployment | null | undefined;
  /** Marks every host of a site for refresh; the old answer stays available if the refresh fails. */
  refreshSite(siteId: string): void;
  /** Forgets every host of a deleted site outright: it must not be served even from cache. */
  forgetSite(siteId: string): void;
  /** Marks one host for refresh (a custom domain was added, verified or removed). */
  refreshHost(hostname: string): void;
  /** Marks every host for refresh (after Redis reconnects, messages may have been missed). */
  refreshAll(): void;
  /** Hosts currently remembered, with a site or without. */
  readonly size: number;
  /** Deleted sites still remembered, to drop answers of queries that raced their deletion. */
  readonly forgottenSites: number;
}

interface Entry {
  value: LiveDeployment | null;
  expiresAt: number;
}

/**
 * Creates the edge's host cache. Concurrent misses for one host share one query; a failed refresh
 * keeps serving the previous answer (stale-if-error) and reports it through `onStale`. Known and
 * unknown hosts are two least-recently-used maps (a hit moves the host to the newest end), and the
 * database sees at most `maxConcurrentFinds` queries from it at once.
 */
export function createDeploymentLookup(options: DeploymentLookupOptions): DeploymentLookup {
  const now = options.now ?? Date.now;
  // Map order is recency: oldest first. `null` answers live in `unknown`, the others in `known`.
  const known = new Map<string, Entry>();
  const unknown = new Map<string, Entry>();
  const inflight = new Map<string, { promise: Promise<LiveDeployment | null>; started: number }>();
  const finds = createConcurrencyLimit(
    'host lookups',
    options.maxConcurrentFinds ?? 8,
    options.maxQueuedFinds ?? 1_000,
  );
  // Bumped by every invalidation: a query that started before it must not overwrite what follows it.
  let generation = 0;
  // Deleted site → the generation it was deleted in: an answer naming it from a query that started
  // before is never kept. Needed only while such a query runs, so pruned as they finish.
  const forgotten = new Map<string, number>();
  // The most recently used known host: moving it again would change nothing.
  let newest: string | undefined;

  const get = (hostname: string): Entry | undefined => {
    const entry = known.get(hostname);
    if (entry === undefined) return unknown.get(hostname);
    // Most recently used last; a Map has no cheaper move, and the newest needs none.
    if (newest !== hostname) {
      known.delete(hostname);
      known.set(hostname, entry);
      newest = hostname;
    }
    return entry;
  };

  const remember = (hostname: string, value: LiveDeployment | null) => {
    known.delete(hostname);
    unknown.delete(hostname);
    const map = value === null ? unknown : known;
    const limit = value === null ? (options.maxUnknownHosts ?? 10_000) : options.maxHosts;
    map.set(hostname, { value, expiresAt: now() + (value === null ? options.negativeTtlMs : options.ttlMs) });
    if (value !== null) newest = hostname;
    for (const oldest of map.keys()) {
      if (map.size <= limit) break;
      map.delete(oldest);
    }
  };

  const pruneForgotten = () => {
    let oldestRunning = Infinity;
    for (const query of inflight.values()) oldestRunning = Math.min(oldestRunning, query.started);
    for (const [siteId, at] of forgotten) if (at <= oldestRunning) forgotten.delete(siteId);
  };

  const refresh = (hostname: string): Promise<LiveDeployment | null> => {
    const running = inflight.get(hostname);
    if (running !== undefined) return running.promise;
    const previous = get(hostname);
    // The database is busy with other hosts: a host we know keeps its answer a little longer.
    if (previous !== undefined && finds.isBusy) {
      previous.expiresAt = now() + options.retryMs;
      return Promise.resolve(previous.value);
    }
    const started = generation;
    const promise = finds
      .run(() => options.find(hostname))
      .then(
        (value) => {
          const forgottenAt = value === null ? undefined : forgotten.get(value.siteId);
          if (forgottenAt !== undefined && started < forgottenAt) return null;
          remember(hostname, value);
          // Changed meanwhile: keep the answer as a fallback, but ask again next time.
          if (started !== generation) get(hostname)!.expiresAt = 0;
          return value;
        },
        (error: unknown) => {
          const previous = get(hostname);
          if (previous === undefined) throw error;
          previous.expiresAt = now() + options.retryMs;
          options.onStale(hostname, error);
          return previous.value;
        },
      )
      .finally(() => {
        inflight.delete(hostname);
        if (forgotten.size > 0) pruneForgotten();
      });
    inflight.set(hostname, { promise, started });
    return promise;
  };

  const expireWhere = (match: (hostname: string, entry: Entry) => boolean) => {
    generation++;
    for (const map of [known, unknown])
      for (const [hostname, entry] of map) if (match(hostname, entry)) entry.expiresAt = 0;
  };

  return {
    lookup(hostname) {
      const entry = get(hostname);
      if (entry !== undefined && entry.expiresAt > now()) return Promise.resolve(entry.value);
      return refresh(hostname);
    },
    peek(hostname) {
      const entry = get(hostname);
      return entry !== undefined && entry.expiresAt > now() ? entry.value : undefined;
    },
    refreshSite(siteId) {
      generation++;
      for (const entry of known.values()) if (entry.value?.siteId === siteId) entry.expiresAt = 0;
    },
    forgetSite(siteId) {
      generation++;
      if (inflight.size > 0) forgotten.set(siteId, generation);
      for (const [hostname, entry] of known) if (entry.value?.siteId === siteId) known.delete(hostname);
    },
    refreshHost(hostname) {
      expireWhere((candidate) => candidate === hostname);
    },
    refreshAll() {
      expireWhere(() => true);
    },
    get size() {
      return known.size + unknown.size;
    },
    get forgottenSites() {
      return forgotten.size;
    },
  };
}
