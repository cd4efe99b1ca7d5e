import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateDeployment } from './activate-deployment.ts';
import { claimBuild } from './claim-build.ts';
import { finishBuild } from './finish-build.ts';
import { loadMigrations } from './load-migrations.ts';
import { releaseBuild } from './release-build.ts';
import { runMigrations } from './run-migrations.ts';
import { createTestDatabase, type TestDatabase } from './testing/create-test-database.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let db: TestDatabase;
let siteId: string;

beforeAll(async () => {
  db = await createTestDatabase(ADMIN_URL);
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const tenant = await db.pool.query(`INSERT INTO tenants (name) VALUES ('t') RETURNING id`);
  const site = await db.pool.query(
    `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed)
     VALUES ($1, 'docs', 'Docs', 'https://git.example/docs.git', 'main', 'x') RETURNING id`,
    [tenant.rows[0].id],
  );
  siteId = site.rows[0].id;
});
afterAll(async () => db.drop());

async function insertBuild(status: string, queuedAt = 'now()'): Promise<string> {
  const row = await db.pool.query(
    `INSERT INTO builds (site_id, kind, branch, trigger, status, queued_at)
     VALUES ($1, 'production', 'main', 'push', $2, ${queuedAt}) RETURNING id`,
    [siteId, status],
  );
  return row.rows[0].id;
}

async function insertDeployment(buildId: string): Promise<string> {
  const row = await db.pool.query(
    `INSERT INTO deployments (site_id, build_id, kind, branch, manifest_key) VALUES ($1, $2, 'production', 'main', 'm') RETURNING id`,
    [siteId, buildId],
  );
  return row.rows[0].id;
}

describe('claimBuild', () => {
  it('claims a queued build once, and never a superseded or canceled one', async () => {
    const queued = await insertBuild('queued');
    const [first, second] = await Promise.all([claimBuild(db.pool, queued), claimBuild(db.pool, queued)]);
    expect([first?.status, second?.status].sort()).toEqual(['running', undefined]);
    expect((first ?? second)?.started_at).toBeInstanceOf(Date);
    expect(await claimBuild(db.pool, await insertBuild('superseded'))).toBeNull();
    expect(await claimBuild(db.pool, await insertBuild('canceled'))).toBeNull();
    expect(await claimBuild(db.pool, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('finishBuild and releaseBuild', () => {
  it('records the outcome of a running build only', async () => {
    const id = await insertBuild('queued');
    await claimBuild(db.pool, id);
    expect(
      await finishBuild(db.pool, id, {
        status: 'failed',
        diagnostics: [{ code: 'X' }],
        log: 'boom',
        errorMessage: 'bad',
      }),
    ).toBe(true);
    const row = await db.pool.query('SELECT status, diagnostics, log, finished_at FROM builds WHERE id = $1', [id]);
    expect(row.rows[0]).toMatchObject({ status: 'failed', diagnostics: [{ code: 'X' }], log: 'boom' });
    const canceled = await insertBuild('canceled');
    expect(await finishBuild(db.pool, canceled, { status: 'succeeded', diagnostics: [], log: '' })).toBe(false);
  });

  it('puts a running build back in the queue for a retry', async () => {
    const id = await insertBuild('queued');
    await claimBuild(db.pool, id);
    expect(await releaseBuild(db.pool, id)).toBe(true);
    expect((await claimBuild(db.pool, id))?.id).toBe(id);
  });
});

describe('activateDeployment', () => {
  it('moves the pointer, refuses failed builds, and keeps a newer build live unless rolling back', async () => {
    const older = await insertDeployment(await insertBuild('succeeded', "now() - interval '1 hour'"));
    const newer = await insertDeployment(await insertBuild('succeeded'));
    const failed = await insertDeployment(await insertBuild('failed'));
    const active = async () =>
      (await db.pool.query('SELECT active_deployment_id AS a FROM sites WHERE id = $1', [siteId])).rows[0].a;

    expect(await activateDeployment(db.pool, { siteId, deploymentId: newer, onlyIfNewer: true })).toBe(true);
    expect(await activateDeployment(db.pool, { siteId, deploymentId: older, onlyIfNewer: true })).toBe(false);
    expect(await active()).toBe(newer);
    expect(await activateDeployment(db.pool, { siteId, deploymentId: older, onlyIfNewer: false })).toBe(true);
    expect(await active()).toBe(older);
    expect(await activateDeployment(db.pool, { siteId, deploymentId: failed, onlyIfNewer: false })).toBe(false);
    expect(await active()).toBe(older);
  });
});
