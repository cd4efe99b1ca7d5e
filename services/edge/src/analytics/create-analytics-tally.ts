import { randomUUID } from 'node:crypto';
import type { AnalyticsBatch, AnalyticsCount, AnalyticsMetric, AnalyticsVisitors } from '@folio/platform';
import { textSlot } from './text-slot.ts';

/** Bounds of one edge's tally (see {@link createAnalyticsTally}). */
export interface TallyLimits {
  /**
   * Distinct keys of one open-ended metric (referrers, 404 paths, playground operations, search
   * queries) a site may add in one hour on this edge; later new keys are counted as `(other)`.
   */
  keysPerSiteHour: number;
  /** Counters held between two flushes; increments beyond are dropped (and counted as dropped). */
  maxCounters: number;
  /** Distinct visitors (address and user agent) held between two flushes, likewise. */
  maxVisitorHashes: number;
}

/** The keyed visitor hash of a reader on a site and day (`VisitorHasher.hash`). */
export type HashVisitor = (day: string, siteId: string, address: string, userAgent: string) => string;

/** What an edge counted since its last flush. */
export interface AnalyticsTally {
  /**
   * `n` more of (`metric`, `key`, `detail`) for a site in an hour (whole hours since the epoch).
   * Returns the counter it added to (under `(other)` when the key was not admitted), or `null` when
   * the increment was dropped at a bound. Until the next drain (see `generation`), adding to that
   * counter's last element is the same as counting the same arguments again.
   */
  count(
    siteId: string,
    hour: number,
    metric: AnalyticsMetric,
    key: string,
    detail: string,
    n?: number,
  ): AnalyticsCount | null;
  /**
   * A reader (address and user agent) seen on a site on a UTC day. Held as given only until the
   * next {@link AnalyticsTally.drain}, which hashes it: the request path does no hashing, and an
   * address and user agent seen again before the next flush cost a map lookup and a comparison.
   */
  visitor(siteId: string, day: string, address: string, userAgent: string): boolean;
  /**
   * Takes everything held as batches of at most `maxCounts` counts and `maxHashes` hashes each,
   * and starts again empty, with every reader replaced by `hashVisitor`'s hash of it (the raw
   * address and user agent are dropped here). `currentHour` lets it forget the key caps of hours
   * that are over.
   */
  drain(maxCounts: number, maxHashes: number, currentHour: number, hashVisitor: HashVisitor): AnalyticsBatch[];
  /** Increments dropped because a bound was reached, since the tally was made. */
  readonly dropped: number;
  /** Drains so far: counters handed out by `count` belong to the tally while this stays the same. */
  readonly generation: number;
}

/** Size of the table of readers recorded lately (see `visitor`). */
const RECENT_SLOTS = 1_024;

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
  // day → site → address → the user agents seen from it (one, or a set when several): readers
  // as the requests gave them, until the next drain hashes them. The address string is the one
  // Node keeps per connection and the day and site strings are shared, so V8 has hashed them
  // already; a reader seen again is found by a lookup and a string comparison.
  let visitors = new Map<string, Map<string, Map<string, string | Set<string>>>>();
  let readers = 0;
  // In front of those maps, the readers recorded lately by slot (of the user agent and address):
  // a reader's next request finds itself here with four comparisons, without hashing its user
  // agent (a new string each request) as a Set of several agents behind one address would.
  const recentAgents: (string | undefined)[] = new Array(RECENT_SLOTS).fill(undefined);
  const recentAddresses: (string | undefined)[] = new Array(RECENT_SLOTS).fill(undefined);
  const recentSites: (string | undefined)[] = new Array(RECENT_SLOTS).fill(undefined);
  const recentDays: (string | undefined)[] = new Array(RECENT_SLOTS).fill(undefined);
  let dropped = 0;
  let generation = 0;
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
      let counter = keys.get(id);
      if (counter !== undefined) counter[5] += n;
      else if (counterCount < limits.maxCounters) {
        counter = [siteId, hour, metric, kept, detail, n];
        keys.set(id, counter);
        counterCount++;
      } else {
        dropped += n;
        return null;
      }
      return counter;
    },
    visitor(siteId, day, address, userAgent) {
      const slot = (textSlot(userAgent, RECENT_SLOTS) + textSlot(address, RECENT_SLOTS)) & (RECENT_SLOTS - 1);
      if (
        recentAgents[slot] === userAgent &&
        recentAddresses[slot] === address &&
        recentSites[slot] === siteId &&
        recentDays[slot] === day
      )
        return true;
      let sites = visitors.get(day);
      if (sites === undefined) {
        sites = new Map();
        visitors.set(day, sites);
      }
      let addresses = sites.get(siteId);
      if (addresses === undefined) {
        addresses = new Map();
        sites.set(siteId, addresses);
      }
      const seen = addresses.get(address);
      if (seen !== userAgent && !(typeof seen === 'object' && seen.has(userAgent))) {
        if (readers >= limits.maxVisitorHashes) {
          dropped++;
          return false;
        }
        readers++;
        if (seen === undefined) addresses.set(address, userAgent);
        else if (typeof seen === 'string') addresses.set(address, new Set([seen, userAgent]));
        else seen.add(userAgent);
      }
      recentAgents[slot] = userAgent;
      recentAddresses[slot] = address;
      recentSites[slot] = siteId;
      recentDays[slot] = day;
      return true;
    },
    drain(maxCounts, maxHashes, currentHour, hashVisitor) {
      const counts: AnalyticsCount[] = [];
      for (const sites of counters.values())
        for (const metrics of sites.values())
          for (const keys of metrics.values()) for (const count of keys.values()) counts.push(count);
      const groups = hashReaders(visitors, hashVisitor);
      counters = new Map();
      counterCount = 0;
      generation++;
      visitors = new Map();
      readers = 0;
      for (const recent of [recentAgents, recentAddresses, recentSites, recentDays]) recent.fill(undefined);
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
    get generation() {
      return generation;
    },
  };
}

/** Each site and day's readers as their distinct hashes (two readers may share one). */
function hashReaders(
  visitors: Map<string, Map<string, Map<string, string | Set<string>>>>,
  hashVisitor: HashVisitor,
): AnalyticsVisitors[] {
  const groups: AnalyticsVisitors[] = [];
  for (const [day, sites] of visitors) {
    for (const [siteId, addresses] of sites) {
      const hashes = new Set<string>();
      for (const [address, agents] of addresses) {
        if (typeof agents === 'string') hashes.add(hashVisitor(day, siteId, address, agents));
        else for (const agent of agents) hashes.add(hashVisitor(day, siteId, address, agent));
      }
      groups.push({ siteId, day, hashes: [...hashes] });
    }
  }
  return groups;
}
