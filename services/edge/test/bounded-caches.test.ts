// What a flood of anonymous requests may cost the edge: host lookups and S3 reads are bounded in
// number, memory holds a bounded set of hosts, and a host in use is the last to be forgotten.
import { PUBLIC_ACCESS } from '@folio/platform';
import { randomBytes, randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { LimitExceededError } from '../src/limits/create-concurrency-limit.ts';
import { createDeploymentLookup, type DeploymentLookupOptions } from '../src/routing/create-deployment-lookup.ts';
import type { LiveDeployment } from '../src/routing/live-deployment.ts';
import { createContentSource } from '../src/storage/create-content-source.ts';
import { createS3ObjectStore } from '../src/storage/create-s3-object-store.ts';
import type { ObjectStore } from '../src/storage/object-store.ts';
import { BUCKET, SITES_DOMAIN, createSite, deploy, page, randomSlug, startWorld, type World } from './helpers/world.ts';

const live = (siteId: string): LiveDeployment => ({
  siteId,
  slug: siteId,
  isPreview: false,
  deploymentId: `d-${siteId}`,
  manifestKey: 'k',
  deploymentOrigins: [],
  siteOrigins: [],
  access: PUBLIC_ACCESS,
});

/** A lookup whose `find` answers from `sites` (host → site id) and records every host it was asked. */
function lookupOver(sites: Record<string, string>, options: Partial<DeploymentLookupOptions> = {}) {
  const asked: string[] = [];
  const lookup = createDeploymentLookup({
    find: async (hostname) => {
      asked.push(hostname);
      return sites[hostname] === undefined ? null : live(sites[hostname]!);
    },
    ttlMs: 60_000,
    negativeTtlMs: 60_000,
    retryMs: 1_000,
    maxHosts: 2,
    onStale: () => {},
    ...options,
  });
  return { lookup, asked };
}

describe('the host cache', () => {
  it('forgets the least recently used host, not the least recently refreshed', async () => {
    const { lookup, asked } = lookupOver({ a: 'A', b: 'B', c: 'C' });
    await lookup.lookup('a');
    await lookup.lookup('b');
    expect(lookup.peek('a')?.siteId).toBe('A'); // a is now the most recently used
    await lookup.lookup('c'); // evicts b
    asked.length = 0;
    expect((await lookup.lookup('a'))?.siteId).toBe('A');
    expect(asked).toEqual([]);
    await lookup.lookup('b');
    expect(asked).toEqual(['b']);
  });

  it('keeps hosts with a site however many unknown hosts are asked for, and bounds those too', async () => {
    const { lookup, asked } = lookupOver({ a: 'A' }, { maxUnknownHosts: 10 });
    await lookup.lookup('a');
    for (let i = 0; i < 500; i++) expect(await lookup.lookup(`made-up-${i}.example`)).toBeNull();
    expect(lookup.size).toBe(11);
    asked.length = 0;
    expect((await lookup.lookup('a'))?.siteId).toBe('A');
    expect(await lookup.lookup('made-up-499.example')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('remembers deleted sites only while a query that raced their deletion runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lookup = createDeploymentLookup({
      find: async (hostname) => {
        if (hostname === 'slow') await gate;
        return live(hostname === 'slow' ? 'doomed' : hostname);
      },
      ttlMs: 60_000,
      negativeTtlMs: 60_000,
      retryMs: 1_000,
      maxHosts: 10,
      onStale: () => {},
    });
    for (let i = 0; i < 10_000; i++) lookup.forgetSite(`deleted-${i}`);
    expect(lookup.forgottenSites).toBe(0);
    const racing = lookup.lookup('slow');
    lookup.forgetSite('doomed');
    expect(lookup.forgottenSites).toBe(1);
    release();
    expect(await racing).toBeNull();
    expect(lookup.forgottenSites).toBe(0);
  });

  it('asks the database at most maxConcurrentFinds hosts at once, and refuses beyond its queue', async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lookup = createDeploymentLookup({
      find: async () => {
        most = Math.max(most, ++running);
        await gate;
        running--;
        return null;
      },
      ttlMs: 60_000,
      negativeTtlMs: 60_000,
      retryMs: 1_000,
      maxHosts: 10,
      onStale: () => {},
      maxConcurrentFinds: 4,
      maxQueuedFinds: 10,
    });
    const answers = Array.from({ length: 50 }, (_, i) =>
      lookup.lookup(`flood-${i}.example`).then(
        () => 'found',
        (error: unknown) => error,
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const settled = await Promise.all(answers);
    expect(most).toBe(4);
    expect(settled.filter((answer) => answer === 'found')).toHaveLength(14);
    expect(settled.filter((answer) => answer instanceof LimitExceededError)).toHaveLength(36);
  });
});

describe('the edge under a flood (real Postgres and S3)', () => {
  let world: World | undefined;
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  /** Counts the app's Postgres queries, and the most in flight at once. */
  function countQueries(target: World) {
    const counts = { total: 0, running: 0, most: 0, last: [] as unknown[] };
    const query = target.appPool.query.bind(target.appPool) as (...args: unknown[]) => Promise<unknown>;
    (target.appPool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (
      ...args: unknown[]
    ) => {
      counts.total++;
      counts.last = args;
      counts.most = Math.max(counts.most, ++counts.running);
      try {
        return await query(...args);
      } finally {
        counts.running--;
      }
    };
    return counts;
  }

  it('bounds the Postgres queries unknown hosts cost, and keeps serving the known site from cache', async () => {
    world = await startWorld({
      env: { HOST_CACHE_MAX: '5', UNKNOWN_HOST_CACHE_MAX: '50', HOST_LOOKUP_CONCURRENCY: '3', HOST_LOOKUP_QUEUE: '20' },
    });
    const slug = randomSlug('flood');
    await deploy(world, await createSite(world, slug), [page('/', '<h1>FLOOD home</h1>')]);
    const host = `${slug}.${SITES_DOMAIN}`;
    const app = world.app;
    const counts = countQueries(world);
    // Until the deployment's activation event has come and gone, a request may refresh the host.
    await expect
      .poll(
        async () => {
          const before = counts.total;
          expect((await app.inject({ url: '/', headers: { host } })).body).toContain('FLOOD home');
          return counts.total - before;
        },
        { timeout: 5_000, interval: 20 },
      )
      .toBe(0);
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.inject({ url: '/', headers: { host: `nobody-${i}.example` } }).then((r) => r.statusCode),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([404, 503]));
    expect(counts.most).toBeLessThanOrEqual(3);
    const before = counts.total;
    expect((await app.inject({ url: '/', headers: { host } })).body).toContain('FLOOD home');
    expect(counts.total, JSON.stringify(counts.last)).toBe(before);
  });

  it('refuses an object larger than S3_MAX_OBJECT_BYTES without reading it whole, and serves the rest', async () => {
    world = await startWorld({ env: { S3_MAX_OBJECT_BYTES: '4096' } });
    const slug = randomSlug('big');
    const bigBody = randomBytes(20_000).toString('base64');
    await deploy(world, await createSite(world, slug), [page('/', '<h1>small</h1>'), page('/big', bigBody)]);
    const host = `${slug}.${SITES_DOMAIN}`;
    expect((await world.app.inject({ url: '/', headers: { host } })).statusCode).toBe(200);
    const big = await world.app.inject({ url: '/big', headers: { host, 'accept-encoding': 'identity' } });
    expect(big.statusCode).toBe(503);
    expect(big.body).not.toContain(bigBody.slice(0, 100));
  });

  it('reads at most maxConcurrentLoads objects from S3 at once, and refuses beyond its queue', async () => {
    world = await startWorld();
    const real = createS3ObjectStore(world.s3, BUCKET);
    const counts = { running: 0, most: 0 };
    const counted: ObjectStore = {
      async get(key, limits) {
        counts.most = Math.max(counts.most, ++counts.running);
        try {
          return await real.get(key, limits);
        } finally {
          counts.running--;
        }
      },
      ping: () => real.ping(),
    };
    const siteId = randomUUID();
    const hashes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const hash = randomBytes(32).toString('hex');
      hashes.push(hash);
      await world.s3.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: `sites/${siteId}/blobs/${hash}`, Body: `blob ${i}` }),
      );
    }
    const content = createContentSource({
      store: counted,
      blobCacheBytes: 1 << 20,
      manifestCacheBytes: 1 << 20,
      maxConcurrentLoads: 3,
      maxQueuedLoads: 100,
      maxObjectBytes: 1 << 20,
    });
    const bodies = await Promise.all(hashes.map((hash) => content.blob(siteId, hash)));
    expect(bodies.map(String)).toEqual(hashes.map((_, i) => `blob ${i}`));
    expect(counts.most).toBe(3);

    const strict = createContentSource({
      store: counted,
      blobCacheBytes: 1 << 20,
      manifestCacheBytes: 1 << 20,
      maxConcurrentLoads: 3,
      maxQueuedLoads: 5,
      maxObjectBytes: 1 << 20,
    });
    const settled = await Promise.allSettled(hashes.map((hash) => strict.blob(siteId, hash)));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(8);
    expect(settled.filter((s) => s.status === 'rejected' && s.reason instanceof LimitExceededError)).toHaveLength(12);
  });
});
