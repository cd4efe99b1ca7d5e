// The structures that make a repeat page view cheap to count — the table of recent views, the hour
// clock, the slot function — and the recorder's counts with them: exact against a plain model of
// what it should count, through slot collisions, evictions, flushes and the turn of an hour.
import type { IncomingHttpHeaders } from 'node:http';
import { parseAnalyticsBatch, type AnalyticsCount } from '@folio/platform';
import { sumAnalyticsCounts } from '@folio/platform/testing';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createAnalyticsRecorder } from '../src/analytics/create-analytics-recorder.ts';
import { createHourClock } from '../src/analytics/create-hour-clock.ts';
import { createRecentViews, type RecentView } from '../src/analytics/create-recent-views.ts';
import { textSlot } from '../src/analytics/text-slot.ts';

const SITE = '6c0d3c8a-0d2b-4c55-9a4e-0a4f0f0f0f0f';
const OTHER_SITE = '7d1e4d9b-1e3c-4d66-8b5f-1b5a1a1a1a1a';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const HOUR = 3_600_000;

const counter = (key: string): AnalyticsCount => [SITE, 10, 'view', key, '', 1];
const viewOf = (overrides: Partial<RecentView> = {}): RecentView => ({
  siteId: SITE,
  path: '/guide',
  host: 'docs.example.com',
  hour: 10,
  userAgent: `${CHROME} Reader/1`,
  address: '203.0.113.7',
  referer: 'https://www.example.com/',
  sameOrigin: false,
  generation: 3,
  view: counter('/guide'),
  referred: null,
  pending: 0,
  ...overrides,
});
const find = (views: ReturnType<typeof createRecentViews>, v: RecentView) =>
  views.find(v.siteId, v.path, v.host, v.hour, v.userAgent, v.address, v.referer, v.sameOrigin, v.generation);

describe('the table of recent views', () => {
  it('answers only a view equal in every field that decides its counts, and only in its generation', () => {
    const views = createRecentViews(64);
    const remembered = viewOf();
    views.remember(remembered);
    // Equal content in new strings (as each request brings) is found.
    expect(
      find(views, viewOf({ userAgent: [`${CHROME}`, 'Reader/1'].join(' '), path: ['/', 'guide'].join('') }))?.view,
    ).toBe(remembered.view);
    const differing: Partial<RecentView>[] = [
      { siteId: OTHER_SITE },
      { path: '/other' },
      { host: 'other.example.com' },
      { hour: 11 },
      { userAgent: `${CHROME} Reader/2` },
      { address: '203.0.113.8' },
      { referer: undefined },
      { referer: 'https://www.example.org/' },
      { sameOrigin: true },
      { generation: 4 },
    ];
    for (const change of differing) expect(find(views, viewOf(change)), JSON.stringify(change)).toBeUndefined();
  });

  it('holds the last view of a slot: another view landing on it evicts the first', () => {
    const views = createRecentViews(1);
    const first = viewOf();
    const second = viewOf({ address: '198.51.100.1', view: counter('/second') });
    views.remember(first);
    views.remember(second);
    expect(find(views, first)).toBeUndefined();
    expect(find(views, second)?.view[3]).toBe('/second');
    // Remembered again, it takes the slot back with its own counters.
    views.remember(viewOf({ view: counter('/again') }));
    expect(find(views, first)?.view[3]).toBe('/again');
    expect(() => createRecentViews(48)).toThrow(/power of two/);
  });

  it('adds repeat views to the counters when settled or evicted, and only to counters of the generation', () => {
    const views = createRecentViews(1);
    const referred = counter('www.example.com');
    views.remember(viewOf({ referred }));
    const entry = find(views, viewOf())!;
    entry.pending += 2;
    views.settle(2); // another generation's tally: not this entry's counters
    expect(entry.view[5]).toBe(1);
    views.settle(3);
    expect([entry.view[5], referred[5], entry.pending]).toEqual([3, 3, 0]);
    views.settle(3);
    expect(entry.view[5]).toBe(3);
    // Evicted by another view: its pending views reach its counters first.
    const first = entry.view;
    entry.pending = 4;
    views.remember(viewOf({ address: '198.51.100.1', view: counter('/second') }));
    expect([first[5], referred[5]]).toEqual([7, 7]);
    expect(find(views, viewOf({ address: '198.51.100.1' }))!.pending).toBe(0);
  });

  it('spreads user agents that differ only at their end over distinct slots', () => {
    const slots = Array.from({ length: 64 }, (_, i) => textSlot(`${CHROME} Reader/${i}`, 1_024));
    // As a random spread would (about two collisions among 64 in 1,024 slots), not as the length
    // and last characters alone would (readers 5 and 30 shared a slot then).
    expect(new Set(slots).size).toBeGreaterThanOrEqual(58);
    expect(textSlot('', 8)).toBe(0);
    expect(textSlot('a', 8)).toBeLessThan(8);
  });
});

describe('the hour clock', () => {
  it('reads the clock when made, at sync and by a timer just after the hour ends', () => {
    let now = 10 * HOUR + 59 * 60_000;
    const timers: { callback: () => void; ms: number }[] = [];
    let cleared = 0;
    const clock = createHourClock(() => now, {
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: () => cleared++,
    });
    expect(clock.hour).toBe(10);
    expect(timers.at(-1)!.ms).toBe(60_000 + 1);
    now = 11 * HOUR + 1; // the hour turned, the timer has not fired yet
    expect(clock.hour).toBe(10);
    timers.at(-1)!.callback();
    expect(clock.hour).toBe(11);
    expect(timers.at(-1)!.ms).toBe(HOUR);
    now = 12 * HOUR + 5;
    expect(clock.sync()).toBe(now);
    expect(clock.hour).toBe(12);
    // A timer that fires before the hour's end (the clock was set back) is set again.
    now = 12 * HOUR + 10 * 60_000;
    timers.at(-1)!.callback();
    expect(clock.hour).toBe(12);
    expect(timers.at(-1)!.ms).toBe(50 * 60_000 + 1);
    clock.stop();
    expect(cleared).toBe(1);
    const before = timers.length;
    timers.at(-1)!.callback();
    expect(timers.length).toBe(before);
  });
});

/** A Redis that keeps what the recorder writes: the salt, and the stream's batches. */
function fakeRedis() {
  const values = new Map<string, string>();
  const written: string[] = [];
  const redis = {
    async set(key: string, value: string) {
      if (!values.has(key)) values.set(key, value);
      return 'OK';
    },
    async get(key: string) {
      return values.get(key) ?? null;
    },
    async xadd(...args: string[]) {
      written.push(args.at(-1)!);
      return '0-1';
    },
  };
  return { redis: redis as unknown as Redis, batches: () => written.map((text) => parseAnalyticsBatch(text)!) };
}

describe('the recorder with recent views', () => {
  it('counts views, visitors and referrers exactly through collisions, evictions, flushes and a new hour', async () => {
    let now = Date.UTC(2026, 5, 1, 10, 30);
    const { redis, batches } = fakeRedis();
    const recorder = createAnalyticsRecorder({
      redis,
      settings: {
        enabled: true,
        stream: 'folio:test-recent-views',
        flushIntervalMs: 60_000,
        streamMaxLength: 100_000,
        keysPerSiteHour: 200,
        maxCounters: 100_000,
        maxVisitorHashes: 200_000,
      },
      events: { written() {}, failed() {}, backlog() {} },
      now: () => now,
    });
    await recorder.ready;
    const expected: Record<string, number> = {};
    const add = (name: string) => (expected[name] = (expected[name] ?? 0) + 1);
    const readers = new Set<string>();
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      return (seed >>> 8) % n;
    };
    const referers = [
      undefined,
      'https://www.google.com/',
      'https://news.example.net/item',
      'https://docs.example.com/',
    ];
    // 1,500 readers over 4 pages, more than the table's 1,024 slots hold; half the requests repeat
    // the one before (a reader going on reading), which the table answers.
    let reader = 0;
    let path = '/page-0';
    let referer: string | undefined;
    for (let i = 0; i < 40_000; i++) {
      if (random(2) === 0) {
        reader = random(1_500);
        path = `/page-${random(4)}`;
        referer = referers[random(4)];
      }
      const sameOrigin = referer === 'https://docs.example.com/' && random(2) === 0;
      const refuses = random(50) === 0;
      const prefetch = random(50) === 0;
      const bot = random(100) === 0;
      const headers: IncomingHttpHeaders = {
        host: 'docs.example.com',
        // New strings each request, as Node's parser makes them.
        'user-agent': bot ? `Mozilla/5.0 (compatible; GPTBot/1.${reader % 3})` : `${CHROME} Reader/${reader}`.slice(0),
        'sec-fetch-dest': 'document',
        ...(referer !== undefined ? { referer: `${referer}` } : {}),
        ...(sameOrigin ? { 'sec-fetch-site': 'same-origin' } : {}),
        ...(refuses ? { dnt: '1' } : {}),
        ...(prefetch ? { 'sec-purpose': 'prefetch' } : {}),
      };
      const address = `10.0.${reader % 7}.${reader % 250}`;
      const served = {
        siteId: reader % 5 === 0 ? OTHER_SITE : SITE,
        deploymentId: 'd',
        preview: false,
        host: 'docs.example.com',
        path,
        contentType: 'text/html; charset=utf-8',
        status: 200,
      };
      recorder.recordSiteRequest('GET', headers, served, (r: { address: string }) => r.address, { address });
      if (refuses) continue;
      const site = served.siteId === SITE ? 'A' : 'B';
      if (bot) {
        add(`${site} agent openai page`);
        continue;
      }
      if (prefetch) continue;
      add(`${site} view ${path}`);
      readers.add(`${site} ${address} ${headers['user-agent']}`);
      // A referrer from the site itself (or a same-origin request) is no referrer.
      if (referer !== undefined && referer !== 'https://docs.example.com/' && !sameOrigin)
        add(`${site} referrer ${new URL(referer).hostname}`);
      if (i % 9_000 === 8_999) await recorder.flush();
      if (i === 25_000) {
        now += HOUR; // the next hour: the flush reads the clock
        await recorder.flush();
      }
    }
    await recorder.close();
    const all = batches();
    const counted: Record<string, number> = {};
    for (const batch of all)
      for (const [site, , metric, key, detail, n] of batch.counts) {
        const name = `${site === SITE ? 'A' : 'B'} ${metric} ${key}${detail === '' ? '' : ` ${detail}`}`;
        counted[name] = (counted[name] ?? 0) + n;
      }
    expect(counted).toEqual(expected);
    // Totals match sumAnalyticsCounts' view too, and both hours were counted.
    const total = Object.values(sumAnalyticsCounts(all)).reduce((a, b) => a + b, 0);
    expect(total).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    expect(new Set(all.flatMap((batch) => batch.counts.map((count) => count[1]))).size).toBe(2);
    // Each reader is one visitor per site and day, however many flushes saw them.
    const hashes = new Set(
      all.flatMap((batch) => batch.visitors.flatMap((group) => group.hashes.map((h) => `${group.siteId} ${h}`))),
    );
    expect(hashes.size).toBe(readers.size);
  });
});
