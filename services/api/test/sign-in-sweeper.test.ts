// The periodic sweep of ended sign-ins: expired sessions and used or expired one-time links go,
// live ones stay, for users who never sign in again (creating a new one only drops the user's own).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepEndedSignIns } from '../src/accounts/sweep-ended-sign-ins.ts';
import { startTestEnv, type TestEnv } from './helpers/test-env.ts';

let env: TestEnv;
beforeAll(async () => {
  // The timer is off here, so only the calls below sweep; the sweeper test starts its own app.
  env = await startTestEnv({ SIGN_IN_SWEEP_INTERVAL_MS: '0' });
});
afterAll(async () => env?.close());

/** A user with one session and one link in each state; returns the token hashes by state. */
async function seedUser(email: string) {
  const user = await env.db.pool.query<{ id: string }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [email]);
  const userId = user.rows[0]!.id;
  const hash = () => randomBytes(32);
  const seeded = { liveSession: hash(), endedSession: hash(), liveLink: hash(), usedLink: hash(), expiredLink: hash() };
  const session = `INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at) VALUES ($1, $2, 'csrf', now() + make_interval(hours => $3))`;
  await env.db.pool.query(session, [seeded.liveSession, userId, 1]);
  await env.db.pool.query(session, [seeded.endedSession, userId, -1]);
  const link = `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at, used_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5)`;
  await env.db.pool.query(link, [seeded.liveLink, userId, 'sign-in', 30, null]);
  await env.db.pool.query(link, [seeded.usedLink, userId, 'password-reset', 30, new Date()]);
  await env.db.pool.query(link, [seeded.expiredLink, userId, 'sign-in', -1, null]);
  return seeded;
}

async function remaining(hashes: Buffer[]): Promise<number> {
  const sessions = await env.db.pool.query('SELECT 1 FROM sessions WHERE token_hash = ANY($1)', [hashes]);
  const links = await env.db.pool.query('SELECT 1 FROM one_time_tokens WHERE token_hash = ANY($1)', [hashes]);
  return (sessions.rowCount ?? 0) + (links.rowCount ?? 0);
}

describe('sweepEndedSignIns', () => {
  it('deletes expired sessions and used or expired links, and keeps live ones', async () => {
    const seeded = await seedUser(`sweep-${randomBytes(4).toString('hex')}@example.com`);
    const swept = await sweepEndedSignIns(env.db.pool);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(swept.oneTimeLinks).toBeGreaterThanOrEqual(2);
    expect(await remaining([seeded.endedSession, seeded.usedLink, seeded.expiredLink])).toBe(0);
    expect(await remaining([seeded.liveSession, seeded.liveLink])).toBe(2);
  });
});

describe('the sign-in sweeper', () => {
  it('runs on its own every SIGN_IN_SWEEP_INTERVAL_MS', async () => {
    const swept = await startTestEnv({ SIGN_IN_SWEEP_INTERVAL_MS: '50' });
    const previous = env;
    env = swept;
    try {
      const seeded = await seedUser('sweeper@example.com');
      // Nothing here calls the sweep: the API's timer does.
      for (
        let i = 0;
        i < 200 && (await remaining([seeded.endedSession, seeded.usedLink, seeded.expiredLink])) > 0;
        i++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await remaining([seeded.endedSession, seeded.usedLink, seeded.expiredLink])).toBe(0);
      expect(await remaining([seeded.liveSession, seeded.liveLink])).toBe(2);
    } finally {
      env = previous;
      await swept.close();
    }
  });

  it('is off with an interval of 0', async () => {
    expect(env.config.signInSweepIntervalMs).toBe(0);
    const seeded = await seedUser('never-swept@example.com');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await remaining([seeded.endedSession, seeded.usedLink, seeded.expiredLink])).toBe(3);
  });
});
