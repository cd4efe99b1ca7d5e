import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildsOf,
  createSite,
  createTenant,
  githubPush,
  startTestEnv,
  type TestEnv,
  type TestSite,
} from './helpers/test-env.ts';

let env: TestEnv;
let port = 0;
beforeAll(async () => {
  env = await startTestEnv({
    WEBHOOK_RATE_LIMIT_PER_SITE: '3',
    WEBHOOK_RATE_LIMIT_PER_IP: '6',
    WEBHOOK_RATE_LIMIT_WINDOW_MS: '60000',
  });
  await env.app.listen({ host: '127.0.0.1', port: 0 });
  port = (env.app.server.address() as { port: number }).port;
  // The raw-socket cases come from 127.0.0.1, whose count in the shared Redis other runs on this
  // machine (end-to-end and browser tests pushing webhooks) add to: start from zero.
  await env.redis.del('folio:webhook-rate:ip:127.0.0.1');
});
afterAll(async () => env.close());

async function freshSite(): Promise<TestSite> {
  return createSite(env, await createTenant(env));
}
/** A client address of its own, so counts in the shared Redis never mix with another run's. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const push = (site: TestSite, ip: string) =>
  env.app.inject({ ...githubPush(site, { branch: 'main' }), remoteAddress: ip });

/**
 * Sends the head of a POST announcing `announced` body bytes, then only `sent` of them, and
 * resolves with the status line and body of whatever answer comes (or 'no answer' when none does
 * while the rest of the body is withheld).
 */
function postWithheldBody(path: string, announced: number, sent: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, 10_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      // A whole answer: its head and as many body bytes as it announced.
      const [head, body] = answer.split('\r\n\r\n', 2);
      const length = /content-length: (\d+)/i.exec(head ?? '')?.[1];
      if (body !== undefined && length !== undefined && Buffer.byteLength(body) >= Number(length)) {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer || 'no answer');
    });
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\nX-GitHub-Event: push\r\n\r\n`,
    );
    socket.write('x'.repeat(sent));
  });
}

describe('webhook deliveries before the body is read', () => {
  it('answers 404 for an unknown site without waiting for its 20 MB body', async () => {
    const answer = await postWithheldBody(
      '/webhooks/github/00000000-0000-4000-8000-000000000000',
      20 * 1024 * 1024,
      1024,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('"code":"SITE_NOT_FOUND"');
    // The connection is closed rather than kept reading the body nobody wants.
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('answers 400 for a malformed site id without reading the body', async () => {
    const answer = await postWithheldBody('/webhooks/gitlab/not-a-uuid', 20 * 1024 * 1024, 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"VALIDATION_FAILED"');
  });

  it('still reads and checks the body of a known site', async () => {
    const site = await freshSite();
    const answer = await postWithheldBody(`/webhooks/github/${site.id}`, 64, 64);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});

describe('webhook rate limits', () => {
  it('limit deliveries per site: 429 with Retry-After, other sites unaffected', async () => {
    const [site, other] = [await freshSite(), await freshSite()];
    for (let i = 0; i < 3; i += 1) expect((await push(site, someIp())).statusCode).toBe(202);
    const limited = await push(site, someIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.json().message).toContain(`site ${site.id}`);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await buildsOf(env, site.id)).toHaveLength(3);
    expect((await push(other, someIp())).statusCode).toBe(202);
  });

  it('limit deliveries per client address, unknown sites included, before Postgres is asked', async () => {
    const ip = someIp();
    const unknown: TestSite = {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'x',
      branch: 'main',
      webhookSecret: 'x',
    };
    for (let i = 0; i < 6; i += 1) expect((await push(unknown, ip)).statusCode).toBe(404);
    const site = await freshSite();
    const limited = await push(site, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain('this client address');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await buildsOf(env, site.id)).toEqual([]);
    expect((await push(site, someIp())).statusCode).toBe(202);
  });
});
