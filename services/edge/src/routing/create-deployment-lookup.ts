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
  /** Most hosts remembered; the least recently used is forgotten first. */
  maxHosts: number;
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
  /** Hosts currently remembered. */
  readonly size: number;
}

interface Entry {
  value: LiveDeployment | null;
  expiresAt: number;
}

/**
 * Creates the edge's host cache. Concurrent misses for one host share one query; a failed refresh
 * keeps serving the previous answer (stale-if-error) and reports it through `onStale`.
 */
export function createDeploymentLookup(options: DeploymentLookupOptions): DeploymentLookup {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<LiveDeployment | null>>();
  // Bumped by every invalidation: a query that started before it must not overwrite what follows it.
  let generation = 0;
  // Deleted sites: an answer naming one (from a query that raced the deletion) is never kept.
  const forgotten = new Set<string>();

  const remember = (hostname: string, value: LiveDeployment | null) => {
    entries.delete(hostname);
    entries.set(hostname, { value, expiresAt: now() + (value === null ? options.negativeTtlMs : options.ttlMs) });
    while (entries.size > options.maxHosts) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  const refresh = (hostname: string): Promise<LiveDeployment | null> => {
    const running = inflight.get(hostname);
    if (running !== undefined) return running;
    const started = generation;
    const promise = options
      .find(hostname)
      .then(
        (value) => {
          if (value !== null && forgotten.has(value.siteId)) return null;
          remember(hostname, value);
          // Changed meanwhile: keep the answer as a fallback, but ask again next time.
          if (started !== generation) entries.get(hostname)!.expiresAt = 0;
          return value;
        },
        (error: unknown) => {
          const previous = entries.get(hostname);
          if (previous === undefined) throw error;
          previous.expiresAt = now() + options.retryMs;
          options.onStale(hostname, error);
          return previous.value;
        },
      )
      .finally(() => inflight.delete(hostname));
    inflight.set(hostname, promise);
    return promise;
  };

  const expireWhere = (match: (hostname: string, entry: Entry) => boolean) => {
    generation++;
    for (const [hostname, entry] of entries) if (match(hostname, entry)) entry.expiresAt = 0;
  };

  return {
    lookup(hostname) {
      const entry = entries.get(hostname);
      if (entry !== undefined && entry.expiresAt > now()) return Promise.resolve(entry.value);
      return refresh(hostname);
    },
    peek(hostname) {
      const entry = entries.get(hostname);
      return entry !== undefined && entry.expiresAt > now() ? entry.value : undefined;
    },
    refreshSite(siteId) {
      expireWhere((_, entry) => entry.value?.siteId === siteId);
    },
    forgetSite(siteId) {
      generation++;
      forgotten.add(siteId);
      for (const [hostname, entry] of entries) if (entry.value?.siteId === siteId) entries.delete(hostname);
    },
    refreshHost(hostname) {
      expireWhere((candidate) => candidate === hostname);
    },
    refreshAll() {
      expireWhere(() => true);
    },
    get size() {
      return entries.size;
    },
  };
}
