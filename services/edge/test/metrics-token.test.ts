// /metrics answered on an "ops host" only protected nothing: Host is the client's to choose. It
// now needs METRICS_TOKEN as a bearer token, and is not served at all without one configured.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config.ts';
import { METRICS_AUTH, METRICS_TOKEN, startWorld, type World } from './helpers/world.ts';

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const metrics = (w: World, headers: Record<string, string>) =>
  w.app.inject({ method: 'GET', url: '/metrics', headers: { host: '127.0.0.1', ...headers } });

describe('/metrics', () => {
  it('answers only with the bearer token, whatever the Host', async () => {
    world = await startWorld();
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: METRICS_TOKEN },
      { host: 'localhost' },
    ] as Array<Record<string, string>>) {
      const refused = await metrics(world, headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(401);
      expect(refused.body).not.toContain('folio_edge');
    }
    const allowed = await metrics(world, METRICS_AUTH);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('folio_edge_requests_total');
  });

  it('is not served without a configured token', async () => {
    world = await startWorld({ env: { METRICS_TOKEN: '' } });
    const response = await metrics(world, METRICS_AUTH);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('folio_edge');
  });

  it('refuses a token shorter than 32 characters at start-up', () => {
    const env = {
      DATABASE_URL: 'postgres://127.0.0.1/x',
      REDIS_URL: 'redis://127.0.0.1',
      S3_BUCKET: 'b',
      METRICS_TOKEN: 'short',
    };
    expect(() => loadConfig(env)).toThrow('METRICS_TOKEN must be at least 32 characters');
  });
});
