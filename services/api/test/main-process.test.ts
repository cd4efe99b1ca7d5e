import { spawn, execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createBuildQueue, createRedis } from '@folio/platform';
import { createTestDatabase, type TestDatabase } from '@folio/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_URL, REDIS_URL, testEnvVars } from './helpers/test-env.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const migrate = fileURLToPath(new URL('../src/migrate.ts', import.meta.url));
let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.drop();
  db = undefined;
});

describe('the API process', () => {
  it('migrates, listens, serves, and stops cleanly on SIGTERM', async () => {
    db = await createTestDatabase(ADMIN_URL);
    const vars = testEnvVars({ DATABASE_URL: db.connectionString, PORT: '0', LOG_LEVEL: 'info' });
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, ...vars },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await expect
      .poll(() => /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1], { timeout: 20_000, interval: 100 })
      .toBeDefined();
    const base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
    const ready = await fetch(`${base}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', postgres: 'ok', redis: 'ok' });
    const migrations = await db.pool.query('SELECT count(*)::int AS n FROM schema_migrations');
    expect(migrations.rows[0].n).toBeGreaterThanOrEqual(7);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
    expect(output).toContain('"msg":"stopped"');
    // Remove the queue the process created.
    const redis = createRedis(REDIS_URL, () => {});
    const queue = createBuildQueue(redis, { name: vars.BUILD_QUEUE_NAME, prefix: vars.BUILD_QUEUE_PREFIX });
    await queue.obliterate({ force: true });
    await queue.close();
    redis.disconnect();
  });

  it('refuses to start with bad configuration, listing every problem', async () => {
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--conditions=@folio/source', '--import', 'tsx', main], {
      env: { PATH: process.env.PATH ?? '' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((failure as { code: number }).code).toBe(1);
    expect((failure as { stderr: string }).stderr).toContain('invalid configuration:\n  - OPERATOR_TOKEN is required');
    expect((failure as { stderr: string }).stderr).toContain('  - DATABASE_URL is required');
  });

  it('runs migrations alone with the migrate script', async () => {
    db = await createTestDatabase(ADMIN_URL);
    const run = promisify(execFile);
    const result = await run(process.execPath, ['--import', 'tsx', migrate], {
      env: { ...process.env, ...testEnvVars({ DATABASE_URL: db.connectionString, LOG_LEVEL: 'info' }) },
    });
    expect(result.stdout).toContain('"msg":"migrations done"');
    const tables = await db.pool.query(`SELECT to_regclass('webhook_deliveries') AS t`);
    expect(tables.rows[0].t).toBe('webhook_deliveries');
  });
});
