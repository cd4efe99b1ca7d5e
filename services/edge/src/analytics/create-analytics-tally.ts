import { randomUUID } from 'node:crypto';
import type { AnalyticsBatch, AnalyticsCount, AnalyticsMetric, AnalyticsVisitors } from '@folio/platform';

/** Bounds of one edge's tally (see {@link createAnalyticsTally}). */
export interface TallyLimits {
  /**
   * Distinct keys of one open-ended metric (referrers, 404 paths, playground operations, search
   * queries) a site may add in one hour on this edge; later new keys are counted as `(other)`.
   */
  keysPerSiteHour: number;
  /** Counters held between two flushes; increments beyond are dropped (and counted as dropped). */
  maxCounters: number;
  /** Visitor hashes held between two flushes, likewise. */
  maxVisitorHashes: number;
}

/** What an edge counted since its last flush. */
export interface AnalyticsTally {
  /** `n` more of (`metric`, `key`, `detail`) for a site in an hour (whole hours since the epoch). */
  count(siteId: string, hour: number, metric: AnalyticsMetric, key: string, detail: string, n?: number): void;
  /** A visitor hash seen on a site on a UTC day. */
  visitor(siteId: string, day: string, hash: string): void;
  /**
   * Takes everything held as batches of at most `maxCounts` counts and `maxHashes` hashes each,
   * and starts again empty. `currentHour` lets it forget the key caps of hours that are over.
   */
  drain(maxCounts: number, maxHashes: number, currentHour: number): AnalyticsBatch[];
  /** Increments dropped because a bound was reached, since the tally was made. */
  readonly dropped: number;
}

/** Key used for new keys of a capped metric once its site reached the cap in that hour. */
const OTHER_KEY = '(other)';

// Metrics whose keys are the reader's to choose (a referrer, a mistyped path, a query): capped.
// Page paths and agent families are bounded by the manifest and the family table already.
const CAP_GROUP: Partial<Record<AnalyticsMetric, string>> = {
  referrer: 'referrer',
  not_found: 'not_found',
  playground: 'playground',
  // One cap for a query's four metrics, so a query is either kept in all of them or in none.
  search: 'search',
  search_results: 'search',
  search_zero: 'search',
  search_click: 'search',
};

/**
 * An in-memory tally of increments, bounded so that no flood of requests (random 404 paths,
 * made-up queries, millions of visitors) can grow the edge's memory or the rollups without limit.
 */
export function createAnalyticsTally(limits: TallyLimits): AnalyticsTally {
  // hour → site → metric → key and detail → counter. Nested maps rather than one joined key: the
  // site id, metric and path are strings V8 has already hashed, where a joined key would be a new
  // string to build and hash on every request.
  let counters = new Map<number, Map<string, Map<AnalyticsMetric, Map<string, AnalyticsCount>>>>();
  let counterCount = 0;
  // day → site → its hashes.
  let visitors = new Map<string, Map<string, AnalyticsVisitors & { seen: Set<string> }>>();
  let hashes = 0;
  let dropped = 0;
  // site → cap group → keys admitted in its hour; kept across flushes until the hour is over.
  const admitted = new Map<string, Map<string, { hour: number; keys: Set<string> }>>();
  let admittedKeys = 0;

  const admit = (siteId: string, group: string, hour: number, key: string): string => {
    let groups = admitted.get(siteId);
    if (groups === undefined) {
      groups = new Map();
      admitted.set(siteId, groups);
    }
    let entry = groups.get(group);
    if (entry !== undefined && entry.hour === hour && entry.keys.has(key)) return key;
    if (entry === undefined || entry.hour !== hour) {
      if (entry !== undefined) admittedKeys -= entry.keys.size;
      entry = { hour, keys: new Set() };
      groups.set(group, entry);
    }
    if (entry.keys.size >= limits.keysPerSiteHour || admittedKeys >= limits.maxCounters) return OTHER_KEY;
    entry.keys.add(key);
    admittedKeys++;
    return key;
  };

  return {
    count(siteId, hour, metric, key, detail, n = 1) {
      const group = CAP_GROUP[metric];
      const kept = group === undefined ? key : admit(siteId, group, hour, key);
      let sites = counters.get(hour);
      if (sites === undefined) {
        sites = new Map();
        counters.set(hour, sites);
      }
      let metrics = sites.get(siteId);
      if (metrics === undefined) {
        metrics = new Map();
        sites.set(siteId, metrics);
      }
      let keys = metrics.get(metric);
      if (keys === undefined) {
        keys = new Map();
        metrics.set(metric, keys);
      }
      const id = detail === '' ? kept : `${kept}\0${detail}`;
      const counter = keys.get(id);
      if (counter !== undefined) counter[5] += n;
      else if (counterCount < limits.maxCounters) {
        keys.set(id, [siteId, hour, metric, kept, detail, n]);
        counterCount++;
      } else dropped += n;
    },
    visitor(siteId, day, hash) {
      let sites = visitors.get(day);
      if (sites === undefined) {
        sites = new Map();
        visitors.set(day, sites);
      }
      let entry = sites.get(siteId);
      if (entry === undefined) {
        entry = { siteId, day, hashes: [], seen: new Set() };
        sites.set(siteId, entry);
      }
      if (entry.seen.has(hash)) return;
      if (hashes >= limits.maxVisitorHashes) {
        dropped++;
        return;
      }
      entry.seen.add(hash);
      entry.hashes.push(hash);
      hashes++;
    },
    drain(maxCounts, maxHashes, currentHour) {
      const counts: AnalyticsCount[] = [];
      for (const sites of counters.values())
        for (const metrics of sites.values())
          for (const keys of metrics.values()) for (const count of keys.values()) counts.push(count);
      const groups = [...visitors.values()].flatMap((sites) => [...sites.values()]);
      counters = new Map();
      counterCount = 0;
      visitors = new Map();
      hashes = 0;
      for (const [siteId, groups] of admitted) {
        for (const [group, entry] of groups) {
          if (entry.hour < currentHour) {
            groups.delete(group);
            admittedKeys -= entry.keys.size;
          }
        }
        if (groups.size === 0) admitted.delete(siteId);
      }
      const batches: AnalyticsBatch[] = [];
      let batch: AnalyticsBatch | undefined;
      let batchHashes = 0;
      const current = (): AnalyticsBatch => {
        if (batch === undefined) {
          batch = { id: randomUUID(), counts: [], visitors: [], feedback: [] };
          batches.push(batch);
          batchHashes = 0;
        }
        return batch;
      };
      for (const count of counts) {
        current().counts.push(count);
        if (batch!.counts.length >= maxCounts) batch = undefined;
      }
      for (const group of groups) {
        for (let start = 0; start < group.hashes.length; ) {
          const target = current();
          const room = maxHashes - batchHashes;
          if (room <= 0) {
            batch = undefined;
            continue;
          }
          const part = group.hashes.slice(start, start + room);
          target.visitors.push({ siteId: group.siteId, day: group.day, hashes: part });
          batchHashes += part.length;
          start += part.length;
        }
      }
      return batches;
    },
    get dropped() {
      return dropped;
    },
  };
}
