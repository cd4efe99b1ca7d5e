import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchNextBuild, undoDispatch } from './dispatch-next-build.ts';
import { loadMigrations } from './load-migrations.ts';
import { runMigrations } from './run-migrations.ts';
import { createTestDatabase, type TestDatabase } from './testing/create-test-database.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let db: TestDatabase;
/** Site id of each tenant, by the tenant's letter. */
const sites = new Map<string, string>();
/** The letter of each build's tenant, by build id. */
const tenantOfBuild = new Map<string, string>();

beforeAll(async () => {
  db = await createTestDatabase(ADMIN_URL);
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  for (const letter of ['A', 'B', 'C']) {
    const tenant = await db.pool.query(`INSERT INTO tenants (name) VALUES ($1) RETURNING id`, [letter]);
    const site = await db.pool.query(
      `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed)
       VALUES ($1, $2, 'Docs', 'https://git.example/docs.git', 'main', 'x') RETURNING id`,
      [tenant.rows[0].id, `docs-${letter.toLowerCase()}`],
    );
    sites.set(letter, site.rows[0].id);
  }
});
afterAll(async () => db.drop());
beforeEach(async () => {
  await db.pool.query('DELETE FROM builds');
  await db.pool.query('DELETE FROM tenant_build_turns');
});

/** Queues builds, one per letter, in that order (each a moment after the one before). */
async function queue(letters: string): Promise<string[]> {
  const ids: string[] = [];
  for (const letter of letters) {
    const row = await db.pool.query(
      `INSERT INTO builds (site_id, kind, branch, trigger, queued_at) VALUES ($1, 'preview', $2, 'push', clock_timestamp()) RETURNING id`,
      [sites.get(letter), `b-${ids.length}`],
    );
    ids.push(row.rows[0].id);
    tenantOfBuild.set(row.rows[0].id, letter);
  }
  return ids;
}

/** Dispatches and finishes one build at a time (one worker slot); returns whose turn each was. */
async function drainOneSlot(cap: number): Promise<string> {
  let order = '';
  for (;;) {
    const next = await dispatchNextBuild(db.pool, cap);
    if (next === null) return order;
    order += tenantOfBuild.get(next.buildId);
    await db.pool.query(
      `UPDATE builds SET status = 'succeeded', started_at = now(), finished_at = now() WHERE id = $1`,
      [next.buildId],
    );
  }
}

describe('dispatchNextBuild', () => {
  it('takes turns across tenants, whatever order their builds were queued in', async () => {
    await queue('AAAAAABC');
    await queue('A');
    await queue('B');
    // First in first out would be AAAAAABCAB.
    expect(await drainOneSlot(2)).toBe('ABCABAAAAA');
  });

  it('gives a free slot to the tenant with the fewest builds in flight, and never more than the cap to one', async () => {
    await queue('AAAAB');
    const first = await dispatchNextBuild(db.pool, 2);
    const second = await dispatchNextBuild(db.pool, 2);
    // A has one in flight, B none: B goes next although A's builds are older.
    expect([first, second].map((d) => tenantOfBuild.get(d!.buildId))).toEqual(['A', 'B']);
    expect(second!.inFlight).toBe(0);
    expect(tenantOfBuild.get((await dispatchNextBuild(db.pool, 2))!.buildId)).toBe('A');
    // A has two in flight (dispatched, not finished): at its cap.
    expect(await dispatchNextBuild(db.pool, 2)).toBeNull();
  });

  it('skips builds superseded or canceled before their turn, and counts a handed-back build as in flight', async () => {
    const [a1, a2, a3] = await queue('AAA');
    await db.pool.query(`UPDATE builds SET status = 'superseded' WHERE id = $1`, [a1]);
    await db.pool.query(`UPDATE builds SET status = 'canceled' WHERE id = $1`, [a2]);
    const next = await dispatchNextBuild(db.pool, 1);
    expect(next?.buildId).toBe(a3);
    // A retry hands the build back to `queued` with its job delayed: still the tenant's, in flight.
    await db.pool.query(`UPDATE builds SET status = 'running' WHERE id = $1`, [a3]);
    await db.pool.query(`UPDATE builds SET status = 'queued' WHERE id = $1`, [a3]);
    await queue('A');
    expect(await dispatchNextBuild(db.pool, 1)).toBeNull();
    // A job that could not be added goes back to the dispatcher.
    await undoDispatch(db.pool, a3!);
    expect((await dispatchNextBuild(db.pool, 1))?.buildId).toBe(a3);
  });

  it('never dispatches a build twice, nor past the cap, with many dispatchers at once', async () => {
    await queue('AAAAAAAABBBBBBBB');
    const picks = await Promise.all(Array.from({ length: 12 }, () => dispatchNextBuild(db.pool, 3)));
    const dispatched = picks.filter((p) => p !== null).map((p) => p!.buildId);
    expect(new Set(dispatched).size).toBe(dispatched.length);
    expect(
      dispatched
        .map((id) => tenantOfBuild.get(id))
        .sort()
        .join(''),
    ).toBe('AAABBB');
  });
});
