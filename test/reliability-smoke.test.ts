// A fast check of the reliability suite's machinery (the suite itself: `npm run test:reliability`).
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { executePlaygroundRequest, isProxyError, type DialTarget, type Dialer } from '@folio/playground-proxy';
import { describe, expect, it } from 'vitest';
import { hostileRedirectPaths, judgeRedirectAnswer } from '../reliability/areas/hostile-redirects.ts';
import { hostileTargets } from '../reliability/areas/hostile-requests.ts';
import { AreaRecorder } from '../reliability/lib/area-result.ts';
import { startCanary } from '../reliability/lib/canary.ts';
import { findScriptUrls } from '../reliability/lib/find-script-urls.ts';
import { formatTable, isClean } from '../reliability/lib/format-table.ts';
import { generatorLimit, ratio } from '../reliability/lib/judge-load.ts';
import type { LoadFigures } from '../reliability/lib/load-generator.ts';
import { startPrivateRedis } from '../reliability/lib/private-redis.ts';
import { recordEscape, takeEscapes } from '../reliability/lib/watch-escapes.ts';

describe('reliability suite machinery', () => {
  it('prints the table and fails on any unhandled case or lost data', () => {
    const good = new AreaRecorder('webhook abuse');
    good.check('missing signature', true);
    const bad = new AreaRecorder('faults');
    bad.check('kill -9 mid-build', false, 'build still running');
    bad.lose(2, '2xx webhooks without a build');
    bad.crash(['edge /healthz did not answer'], 'GET /old/%01');
    const table = formatTable([good.result, bad.result]);
    expect(table).toContain(
      '| webhook abuse |           1 |                         1 |         0 |       0 |       0 |',
    );
    expect(table).toContain(
      '| faults        |           1 |                         0 |         2 |       0 |       1 |',
    );
    expect(table).toContain('✗ crashed after GET /old/%01: edge /healthz did not answer');
    expect(table).toContain('✗ kill -9 mid-build: build still running');
    expect(table).toContain('✗ lost 2: 2xx webhooks without a build');
    expect(isClean([good.result])).toBe(true);
    expect(isClean([good.result, bad.result])).toBe(false);
    expect(isClean([])).toBe(false);
  });

  it('calls a load run generator-limited only when the generator was saturated and fell behind, and lists such rows as not judged', () => {
    // The edge row of two failed runs: 31,770 of 541,860 planned requests never started.
    expect(generatorLimit({ planned: 541_860, sent: 510_090, cpu: 0.98, loopLagP99Ms: 120 }, true)).toBe(
      'generator-limited: its CPU at 98% of a core and its event loop 120 ms late (p99), 31770 of 541860 planned requests not started',
    );
    // The same slip with an idle generator: the server fell behind.
    expect(generatorLimit({ planned: 541_860, sent: 510_090, cpu: 0.4, loopLagP99Ms: 3 }, true)).toBeNull();
    // Busy but on schedule.
    expect(generatorLimit({ planned: 10_000, sent: 10_000, cpu: 0.99, loopLagP99Ms: 3 }, true)).toBeNull();
    // A closed loop's figure is a floor when the generator was saturated.
    expect(generatorLimit({ planned: 30_000, sent: 30_000, cpu: 0.97, loopLagP99Ms: 3 }, false)).toBe(
      'generator-limited: its CPU at 97% of a core',
    );
    expect(ratio(16, 20)).toBe(0.8);
    expect(ratio(3, 0)).toBe(0);

    const area = new AreaRecorder('load');
    area.check('edge throughput', true);
    area.notJudged('edge steady', 'generator-limited: its CPU at 98% of a core');
    const table = formatTable([area.result]);
    expect(table).toContain('| load |           1 |                         1 |         0 |       0 |       0 |');
    expect(table).toContain('load — not judged:\n  ? edge steady: generator-limited: its CPU at 98% of a core');
    expect(isClean([area.result])).toBe(true);
  });

  it('the load generator reports a slow server as the limit, not itself', async () => {
    const server = createServer((_request, response) => setTimeout(() => response.end('slow page'), 200));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const job = {
        port: (server.address() as AddressInfo).port,
        host: 'slow.test',
        path: '/',
        expect: 'slow page',
        durationMs: 1_500,
        connections: 2,
        rate: 100,
      };
      const generator = fileURLToPath(new URL('../reliability/lib/load-generator.ts', import.meta.url));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', generator, JSON.stringify(job)],
        { timeout: 30_000 },
      );
      const figures = JSON.parse(stdout.trim().split('\n').pop()!) as LoadFigures;
      expect(figures.planned).toBe(150);
      // Two connections of 200 ms answers keep up with 10 a second, not 100: most never start.
      expect(figures.notStarted).toBeGreaterThan(100);
      expect(figures.errors).toBe(0);
      expect(figures.cpu).toBeLessThan(0.9);
      expect(figures.generatorLimited).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails the case during which a rejection escaped every handler, and counts it', () => {
    takeEscapes();
    const area = new AreaRecorder('hostile redirects');
    // What the runner's process listener records (not installed here: vitest has its own).
    recordEscape('unhandled rejection', new TypeError('Invalid character in header content ["location"]'));
    expect(area.check('GET /old/%01', true)).toBe(false);
    expect(area.check('GET /old/a', true)).toBe(true);
    expect(area.result.escaped).toBe(1);
    expect(isClean([area.result])).toBe(false);
    expect(area.result.failures[0]).toMatch(
      /^escaped during GET \/old\/%01: unhandled rejection: TypeError: Invalid character/,
    );
  });

  it('judges redirects as a browser would follow them, and finds script URLs however spelled', () => {
    const origin = 'http://docs.folio.reliability.test';
    expect(hostileRedirectPaths(50)).toEqual(
      expect.arrayContaining([
        '/old/%E2%82%AC',
        '/old/%01',
        '/docs//evil.example/x',
        '/docs/%2F%2Fevil.example',
        '/docs/\\evil.example',
      ]),
    );
    expect(hostileRedirectPaths(50)).toEqual(hostileRedirectPaths(50));
    expect(judgeRedirectAnswer(308, '/new/%E2%82%AC', origin)).toBeNull();
    expect(judgeRedirectAnswer(404, undefined, origin)).toBeNull();
    // What the edge answered before issue 13's fixes.
    expect(judgeRedirectAnswer(308, '//evil.example/x', origin)).toMatch(/leaves the site/);
    expect(judgeRedirectAnswer(308, '/\\evil.example', origin)).toMatch(/leaves the site/);
    expect(judgeRedirectAnswer(308, '/\t/evil.example', origin)).toMatch(/leaves the site/);
    expect(judgeRedirectAnswer(308, '/new/\u20ac', origin)).toMatch(/not a valid header value/);
    expect(judgeRedirectAnswer(0, undefined, origin)).toMatch(/no answer/);
    const html =
      '<a href="java&#9;script:alert(1)">a</a><a href=" javascript:alert(2)">b</a><img src=JAVASCRIPT:alert(3)><a href="\u0001javascript:x">c</a><a href="&#106;avascript:x">d</a><a href="/javascript:fine">e</a><a href="https://example.com/?javascript:x">f</a>';
    expect(findScriptUrls(html)).toEqual([
      'java&#9;script:alert(1)',
      ' javascript:alert(2)',
      'JAVASCRIPT:alert(3)',
      '\u0001javascript:x',
      '&#106;avascript:x',
    ]);
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
        const result = await executePlaygroundRequest(
          { method: 'GET', url, headers: {}, query: [] },
          {
            allowedOrigins: target.allow ?? [new URL(url).origin],
            lookup: async () => [],
            connect: dial,
            limits: { timeoutMs: 2_000 },
          },
        );
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
