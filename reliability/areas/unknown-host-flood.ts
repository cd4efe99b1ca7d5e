// A flood of requests for hosts no site has (issue 13): each used to cost the edge a Postgres query,
// with nothing bounding how many waited, and its answers pushed real sites out of the host cache.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { METRICS_TOKEN, SITES_DOMAIN, siteHost, type Platform } from '../lib/start-platform.ts';

/** The edge settings the flood is measured against (passed as the area's `edgeEnv`). */
export const FLOOD_EDGE_ENV = {
  // Made-up hosts remembered: fewer than the flood sends, so eviction is exercised.
  UNKNOWN_HOST_CACHE_MAX: '500',
  // Remembered for the whole flood, so a repeated made-up host costs no second query.
  UNKNOWN_HOST_TTL_MS: '120000',
  // A short queue, so a burst is shed (503) rather than queued without end.
  HOST_LOOKUP_QUEUE: '16',
} as const;

interface Tally {
  statuses: Map<number, number>;
  errors: number;
  knownServed: number;
  knownFailed: number;
}

/** Sends GETs for `hosts` (in order) with `concurrency` in flight; every 50th request asks for `known` instead. */
async function flood(
  platform: Platform,
  hosts: string[],
  concurrency: number,
  known: { host: string; marker: string },
): Promise<Tally> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const tally: Tally = { statuses: new Map(), errors: 0, knownServed: 0, knownFailed: 0 };
  let next = 0;
  const one = (host: string) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port: platform.edgePort, path: '/', headers: { host }, agent, timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
          res.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve({ status: 0, body: '' }));
      req.end();
    });
  const lane = async () => {
    while (next < hosts.length) {
      const index = next++;
      if (index % 50 === 49) {
        const page = await one(known.host);
        if (page.status === 200 && page.body.includes(known.marker)) tally.knownServed++;
        else tally.knownFailed++;
      }
      const answer = await one(hosts[index]!);
      if (answer.status === 0) tally.errors++;
      else tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
  return tally;
}

/** Reads one sample of the edge's Prometheus text (with the metrics token); `NaN` when absent. */
async function edgeMetric(platform: Platform, line: RegExp): Promise<number> {
  const answer = await platform.edge$('127.0.0.1', '/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = answer.body
    .toString()
    .split('\n')
    .find((l) => line.test(l));
  return match === undefined ? Number.NaN : Number(match.split(' ').at(-1));
}

const madeUp = (i: number) =>
  i % 3 === 0
    ? `${randomBytes(6).toString('hex')}.${SITES_DOMAIN}`
    : i % 3 === 1
      ? `docs.${randomBytes(6).toString('hex')}.example`
      : `pr-${i}--${randomBytes(4).toString('hex')}.${SITES_DOMAIN}`;

/** One row: 2,000 distinct made-up hosts, then 2,000 requests over 50 of them, 100 at a time. */
export async function unknownHostFlood(
  platform: Platform,
  known: { slug: string; marker: string },
  options: { requests?: number } = {},
): Promise<AreaResult> {
  const area = new AreaRecorder('unknown-host flood (issue 13)');
  const requests = options.requests ?? 2_000;
  const knownSite = { host: siteHost(known.slug), marker: known.marker };
  const figures: Record<string, string | number> = {};
  const judge = (name: string, tally: Tally, queries: number, maxQueries: number) => {
    const others = [...tally.statuses].filter(([status]) => status !== 404 && status !== 503);
    area.check(
      `${name}: every request answered 404 or 503`,
      tally.errors === 0 && others.length === 0,
      `${tally.errors} without an answer; others ${others.map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    area.check(`${name}: at most ${maxQueries} Postgres queries`, queries <= maxQueries, `${queries} queries`);
    area.check(
      `${name}: the real site was served throughout`,
      tally.knownFailed === 0 && tally.knownServed > 0,
      `${tally.knownFailed} of ${tally.knownFailed + tally.knownServed} requests for it failed`,
    );
    figures[name] = `${[...tally.statuses].map(([s, n]) => `${s}×${n}`).join(' ')}, ${queries} Postgres queries`;
  };

  const distinct = Array.from({ length: requests }, (_, i) => madeUp(i));
  let before = platform.edgeQueries();
  const first = await flood(platform, distinct, 100, knownSite);
  // One query per made-up host at most, plus the real site's refreshes (its cache lives 0 ms in this area).
  judge(
    `${requests} distinct made-up hosts`,
    first,
    platform.edgeQueries() - before,
    requests + first.knownServed + first.knownFailed,
  );
  // 100 lookups at once against 8 running + 16 waiting: the rest must be shed, not queued without end.
  area.check(
    'lookups beyond HOST_LOOKUP_QUEUE are shed with 503',
    (first.statuses.get(503) ?? 0) > 0,
    `no 503 among ${requests} requests, 100 at a time`,
  );
  area.crash(await platform.servicesDown(), 'the distinct-host flood');

  const few = Array.from({ length: 50 }, (_, i) => madeUp(i));
  const repeated = Array.from({ length: requests }, (_, i) => few[i % few.length]!);
  before = platform.edgeQueries();
  const second = await flood(platform, repeated, 100, knownSite);
  judge(
    `${requests} requests over 50 made-up hosts`,
    second,
    platform.edgeQueries() - before,
    few.length + second.knownServed + second.knownFailed,
  );
  area.crash(await platform.servicesDown(), 'the repeated-host flood');

  // Memory: the made-up hosts remembered stay within UNKNOWN_HOST_CACHE_MAX (+ the few real ones).
  const cached = await edgeMetric(platform, /^folio_edge_cache_entries\{cache="hosts"\} /);
  const cap = Number(FLOOD_EDGE_ENV.UNKNOWN_HOST_CACHE_MAX) + 10;
  area.check(
    `the edge remembers at most ${cap} hosts after ${2 * requests} requests`,
    cached <= cap,
    `${cached} hosts cached`,
  );
  figures['hosts cached'] = cached;
  figures['shed as overloaded'] = await edgeMetric(platform, /^folio_edge_requests_total\{outcome="overloaded"\} /);
  area.check('every service answers its health route after the floods', (await platform.servicesDown()).length === 0);
  area.result.figures = figures;
  return area.result;
}
