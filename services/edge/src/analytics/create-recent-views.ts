import type { AnalyticsCount } from '@folio/platform';
import { textSlot } from './text-slot.ts';

/**
 * A page view counted lately, by what decided its counts: the site, page and host, the hour, the
 * reader (user agent as sent, and address), and its `Referer` as sent with whether it was
 * same-origin; with the tally's counters it added to (its page's, and its referrer's or `null`).
 */
export interface RecentView {
  siteId: string;
  path: string;
  host: string;
  hour: number;
  userAgent: string;
  address: string;
  referer: string | undefined;
  sameOrigin: boolean;
  /** The tally's generation the counters belong to (a drain hands them on and starts new ones). */
  generation: number;
  view: AnalyticsCount;
  referred: AnalyticsCount | null;
  /** Repeat views found here since `settle` last added them to the counters. */
  pending: number;
}

/** See {@link createRecentViews}. */
export interface RecentViews {
  /** The view counted lately with exactly these fields, if its slot still holds it. */
  find(
    siteId: string,
    path: string,
    host: string,
    hour: number,
    userAgent: string,
    address: string,
    referer: string | undefined,
    sameOrigin: boolean,
    generation: number,
  ): RecentView | undefined;
  /** Holds a view in its slot, in place of whichever view held it (settling that one first). */
  remember(view: Omit<RecentView, 'pending'>): void;
  /**
   * Adds every entry's pending repeat views to its counters (page and referrer): the tally must be
   * settled before it is drained, and only counters of `generation` (the tally's) are still its.
   */
  settle(generation: number): void;
}

/**
 * A table of the page views counted lately, in front of the classification and the tally's maps:
 * a reader's next view of the same page in the same hour finds its entry here by comparisons
 * (its user agent and referrer, new strings each request, compared once) and adds one to the
 * entry's pending views, which reach the counters at the next flush (`settle`) or eviction:
 * no agent family or referrer host to look up (both follow from the headers compared), no map
 * lookup, no visitor to record again (recorded in this tally generation already) and no referrer
 * to admit again (a key admitted in an hour stays admitted, one refused stays refused). Exact by
 * construction: an entry answers only a view equal in every field that decides its counts, and
 * only while its counters are the tally's (same generation); anything else misses and is counted
 * the long way. A slot holds the last view that landed on it (by user agent, address and path).
 */
export function createRecentViews(slots = 1_024): RecentViews {
  if (slots < 1 || (slots & (slots - 1)) !== 0) throw new Error('slots must be a power of two');
  const table: (RecentView | undefined)[] = new Array(slots).fill(undefined);
  const addPending = (entry: RecentView) => {
    if (entry.pending === 0) return;
    entry.view[5] += entry.pending;
    if (entry.referred !== null) entry.referred[5] += entry.pending;
    entry.pending = 0;
  };
  const slotOf = (path: string, userAgent: string, address: string) =>
    (textSlot(userAgent, slots) ^ (textSlot(address, slots) * 7) ^ (textSlot(path, slots) * 31)) & (slots - 1);
  return {
    find(siteId, path, host, hour, userAgent, address, referer, sameOrigin, generation) {
      const entry = table[slotOf(path, userAgent, address)];
      return entry !== undefined &&
        entry.generation === generation &&
        entry.hour === hour &&
        entry.siteId === siteId &&
        entry.path === path &&
        entry.address === address &&
        entry.host === host &&
        entry.sameOrigin === sameOrigin &&
        entry.referer === referer &&
        entry.userAgent === userAgent
        ? entry
        : undefined;
    },
    remember(view) {
      const slot = slotOf(view.path, view.userAgent, view.address);
      const entry = table[slot];
      if (entry === undefined) {
        table[slot] = { ...view, pending: 0 };
        return;
      }
      addPending(entry);
      Object.assign(entry, view);
    },
    settle(generation) {
      for (const entry of table) if (entry !== undefined && entry.generation === generation) addPending(entry);
    },
  };
}
