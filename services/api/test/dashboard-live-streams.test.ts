// The dashboard's live build streams are bounded and follow the session: a session and a tenant
// hold at most so many at once (429 beyond), a stream ends within one poll once its session signs
// out or its member is removed, and open streams share one poll instead of querying Postgres each.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_POLL_MS } from '../src/dashboard/routes/open-event-stream.ts';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_TENANT } from '../src/dashboard/streams/stream-admission.ts';
import type { DashboardBrowser } from './helpers/dashboard-browser.ts';
import { openStream, type OpenStream } from './helpers/event-stream-client.ts';
import { signedInBrowser } from './helpers/sign-in-link.ts';
import {
  createSite,
  createTenant,
  insertFinishedBuild,
  sha,
  startTestEnv,
  type TestEnv,
  type TestTenant,
} from './helpers/test-env.ts';

let env: TestEnv;
let port: number;
/** Queries the app has sent to Postgres (its pool's `query` calls). */
let queries = 0;
beforeAll(async () => {
  env = await startTestEnv({ DASHBOARD_ORIGIN: 'https://app.folio.test-platform.dev' });
  const poolQuery = env.db.pool.query.bind(env.db.pool) as (...args: unknown[]) => unknown;
  env.db.pool.query = ((...args: unknown[]) => {
    queries++;
    return poolQuery(...args);
  }) as typeof env.db.pool.query;
  await env.app.listen({ host: '127.0.0.1', port: 0 });
  port = (env.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => env?.close());

const signedIn = (tenant: TestTenant, email: string, role: 'owner' | 'admin' | 'viewer' = 'owner') =>
  signedInBrowser(env, tenant.id, email, { role, home: true });

const listEvents = (siteId: string) => `/sites/${siteId}/builds/events?after=none&site=1`;

async function openMany(browser: DashboardBrowser, path: string, count: number): Promise<OpenStream[]> {
  const streams = await Promise.all(Array.from({ length: count }, () => openStream(port, browser, path)));
  expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
  return streams;
}

/** How long after `since` (a `performance.now()` time) the stream ended; Infinity if not within `ms` and two seconds more. */
async function endsWithin(stream: OpenStream, since: number, ms: number): Promise<number> {
  const at = await Promise.race([
    stream.ended,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms + 2_000)),
  ]);
  return at === null ? Number.POSITIVE_INFINITY : at - since;
}

describe('live build streams', () => {
  it('refuses a session its next stream past the per-session cap with 429 and a reason, and admits it again once one closes', async () => {
    const tenant = await createTenant(env, 'Capco');
    const site = await createSite(env, tenant, { slug: 'capco' });
    const owner = await signedIn(tenant, 'owner@capco.dev');
    const open = await openMany(owner, listEvents(site.id), MAX_STREAMS_PER_SESSION);
    try {
      const refused = await openStream(port, owner, listEvents(site.id));
      expect(refused.status).toBe(429);
      await refused.ended;
      expect(refused.body()).toContain(`This session already has ${MAX_STREAMS_PER_SESSION} live build streams open`);
      // The single build's stream counts too.
      const build = await insertFinishedBuild(env, site.id);
      expect((await openStream(port, owner, `/sites/${site.id}/builds/${build.buildId}/events`)).status).toBe(429);
      open.pop()!.close();
      const again = await (async () => {
        for (let tries = 0; tries < 20; tries++) {
          const stream = await openStream(port, owner, listEvents(site.id));
          if (stream.status === 200) return stream;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return null;
      })();
      expect(again?.status).toBe(200);
      again?.close();
    } finally {
      for (const stream of open) stream.close();
    }
  }, 60_000);

  it('refuses a tenant its next stream past the per-tenant cap with 429; another tenant is not affected', async () => {
    const tenant = await createTenant(env, 'Floodco');
    const site = await createSite(env, tenant, { slug: 'floodco' });
    const open: OpenStream[] = [];
    try {
      for (let i = 0; open.length < MAX_STREAMS_PER_TENANT; i++) {
        const member = await signedIn(tenant, `member-${i}@floodco.dev`, 'viewer');
        open.push(
          ...(await openMany(
            member,
            listEvents(site.id),
            Math.min(MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_TENANT - open.length),
          )),
        );
      }
      const late = await signedIn(tenant, 'late@floodco.dev', 'viewer');
      const refused = await openStream(port, late, listEvents(site.id));
      expect(refused.status).toBe(429);
      await refused.ended;
      expect(refused.body()).toContain(`Your tenant already has ${MAX_STREAMS_PER_TENANT} live build streams open`);

      const other = await createTenant(env, 'Quietco');
      const otherSite = await createSite(env, other, { slug: 'quietco' });
      const stream = await openStream(port, await signedIn(other, 'owner@quietco.dev'), listEvents(otherSite.id));
      expect(stream.status).toBe(200);
      stream.close();
    } finally {
      for (const stream of open) stream.close();
    }
  }, 120_000);

  it("ends a signed-out session's streams within one poll", async () => {
    const tenant = await createTenant(env, 'Signoutco');
    const site = await createSite(env, tenant, { slug: 'signoutco' });
    const running = await env.db.pool.query(
      `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, diagnostics, log) VALUES ($1, 'production', 'main', $2, 'push', 'running', now(), '[]', '') RETURNING id`,
      [site.id, sha('running')],
    );
    const owner = await signedIn(tenant, 'owner@signoutco.dev');
    const list = await openStream(port, owner, listEvents(site.id));
    const single = await openStream(port, owner, `/sites/${site.id}/builds/${running.rows[0].id}/events`);
    await list.until(() => list.keepAlives() >= 1);
    await single.until(() => single.keepAlives() >= 1);
    const since = performance.now();
    expect((await owner.post('/sign-out')).status).toBe(303);
    expect(await endsWithin(list, since, EVENT_POLL_MS)).toBeLessThanOrEqual(EVENT_POLL_MS + 500);
    expect(await endsWithin(single, since, EVENT_POLL_MS)).toBeLessThanOrEqual(EVENT_POLL_MS + 500);
  }, 30_000);

  it("ends a removed member's streams within one poll, and only theirs", async () => {
    const tenant = await createTenant(env, 'Removeco');
    const site = await createSite(env, tenant, { slug: 'removeco' });
    const owner = await signedIn(tenant, 'owner@removeco.dev');
    const viewer = await signedIn(tenant, 'viewer@removeco.dev', 'viewer');
    const theirs = await openStream(port, viewer, listEvents(site.id));
    const mine = await openStream(port, owner, listEvents(site.id));
    try {
      await theirs.until(() => theirs.keepAlives() >= 1);
      const members = await owner.get('/settings/members');
      const viewerId = /viewer@removeco\.dev[\s\S]*?\/settings\/members\/([0-9a-f-]{36})\/remove/.exec(
        members.body,
      )?.[1];
      expect(viewerId).toBeDefined();
      const since = performance.now();
      expect((await owner.post(`/settings/members/${viewerId}/remove`)).status).toBe(200);
      expect(await endsWithin(theirs, since, EVENT_POLL_MS)).toBeLessThanOrEqual(EVENT_POLL_MS + 500);
      // The owner's stream stays open and keeps polling.
      const seen = mine.keepAlives();
      await mine.until(() => mine.keepAlives() >= seen + 2);
    } finally {
      theirs.close();
      mine.close();
    }
  }, 30_000);

  it("ends a session's streams on a tenant within one poll once the session switches to another tenant", async () => {
    const first = await createTenant(env, 'Switchco');
    const second = await createTenant(env, 'Switchother');
    const site = await createSite(env, first, { slug: 'switchco' });
    await signedIn(first, 'both@switchco.dev');
    // A member of both now; a new session starts in the oldest membership, the first tenant.
    const browser = await signedIn(second, 'both@switchco.dev');
    const stream = await openStream(port, browser, listEvents(site.id));
    try {
      expect(stream.status).toBe(200);
      await stream.until(() => stream.keepAlives() >= 1);
      const since = performance.now();
      expect((await browser.post(`/tenants/${second.id}/switch`)).status).toBe(303);
      expect(await endsWithin(stream, since, EVENT_POLL_MS)).toBeLessThanOrEqual(EVENT_POLL_MS + 500);
    } finally {
      stream.close();
    }
  }, 30_000);

  it('shares one poll among open streams: forty cost Postgres no more queries a second than one', async () => {
    const tenant = await createTenant(env, 'Shareco');
    const sites = [
      await createSite(env, tenant, { slug: 'shareco-a' }),
      await createSite(env, tenant, { slug: 'shareco-b' }),
    ];
    for (const site of sites) await insertFinishedBuild(env, site.id, { minutesAgo: 3 });
    const browsers = await Promise.all([0, 1, 2, 3].map((i) => signedIn(tenant, `m${i}@shareco.dev`)));
    const perSecond = async (): Promise<number> => {
      await new Promise((resolve) => setTimeout(resolve, EVENT_POLL_MS));
      const before = queries;
      await new Promise((resolve) => setTimeout(resolve, 4 * EVENT_POLL_MS));
      return (queries - before) / 4;
    };
    const one = await openStream(port, browsers[0]!, listEvents(sites[0]!.id));
    const alone = await perSecond();
    const many: OpenStream[] = [];
    try {
      for (const [i, browser] of browsers.entries()) {
        many.push(...(await openMany(browser, listEvents(sites[i % 2]!.id), i === 0 ? 9 : 10)));
      }
      expect(many.length + 1).toBe(40);
      const crowded = await perSecond();
      expect(alone).toBeGreaterThan(0);
      expect(crowded).toBeLessThanOrEqual(alone + 1);
    } finally {
      one.close();
      for (const stream of many) stream.close();
    }
  }, 60_000);
});
