import type pg from 'pg';

/**
 * Takes the transaction lock of one site's branch. Everything that changes a branch's builds
 * (queueing, superseding, removing its preview) takes it first, so those changes apply in one order.
 */
export async function lockBranch(client: pg.PoolClient, siteId: string, branch: string): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1::text || '/' || $2, 0))`, [siteId, branch]);
}
