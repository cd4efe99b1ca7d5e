// A fast check of the reliability suite's machinery (the suite itself: `npm run test:reliability`).
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { executePlaygroundRequest, isProxyError, type DialTarget, type Dialer } from '@folio/playground-proxy';
import { describe, expect, it } from 'vitest';
import { hostileTargets } from '../reliability/areas/hostile-requests.ts';
import { AreaRecorder } from '../reliability/lib/area-result.ts';
import { startCanary } from '../reliability/lib/canary.ts';
import { formatTable, isClean } from '../reliability/lib/format-table.ts';
import { startPrivateRedis } from '../reliability/lib/private-redis.ts';

describe('reliability suite machinery', () => {
  it('prints the table and fails on any unhandled case or lost data', () => {
    const good = new AreaRecorder('webhook abuse');
    good.check('missing signature', true);
    const bad = new AreaRecorder('faults');
    bad.check('kill -9 mid-build', false, 'build still running');
    bad.lose(2, '2xx webhooks without a build');
    const table = formatTable([good.result, bad.result]);
    expect(table).toContain('| webhook abuse |           1 |                         1 |         0 |');
    expect(table).toContain('✗ kill -9 mid-build: build still running');
    expect(table).toContain('✗ lost 2: 2xx webhooks without a build');
    expect(isClean([good.result])).toBe(true);
    expect(isClean([good.result, bad.result])).toBe(false);
    expect(isClean([])).toBe(false);
  });

  it('has at least 60 hostile proxy targets, and a handful are refused without dialling', async () => {
    const targets = hostileTargets();
    expect(targets.length).toBeGreaterThanOrEqual(60);
    const canary = await startCanary();
    try {
      const dialled: DialTarget[] = [];
      const dial: Dialer = (target) => {
        dialled.push(target);
        return new Promise((resolve, reject) => {
          const socket = connect({ host: '127.0.0.1', port: canary.port });
          socket.once('connect', () => resolve(socket));
          socket.once('error', reject);
        });
      };
      for (const target of [targets[0]!, targets[10]!, targets[22]!, targets[32]!, targets.at(-1)!]) {
        const url = target.url.replaceAll('{C}', String(canary.port));
        const result = await executePlaygroundRequest({ method: 'GET', url, headers: {}, query: [] }, {
          allowedOrigins: target.allow ?? [new URL(url).origin],
          lookup: async () => [],
          connect: dial,
          limits: { timeoutMs: 2_000 },
        });
        expect(isProxyError(result) ? result.code : 'answered', url).toMatch(/^PROXY_/);
      }
      expect(dialled).toEqual([]);
      expect(canary.connections()).toBe(0);
    } finally {
      await canary.close();
    }
  });

  it('kills and restarts a private Redis, losing its data', async () => {
    const server = await startPrivateRedis();
    const client = new Redis(server.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    client.on('error', () => {});
    try {
      await client.set('k', 'v');
      await server.kill();
      await server.start();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await client.get('k')).toBeNull();
    } finally {
      client.disconnect();
      await server.close();
    }
  });
});
