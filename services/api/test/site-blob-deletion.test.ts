import { ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/helpers/s3-test-server.ts';
import { sweepSiteBlobs } from '../src/lib/sweep-site-blobs.ts';
import { createSite, createTenant, startTestEnv, type TestEnv, type TestTenant } from './helpers/test-env.ts';

const BUCKET = 'folio-api-test';
let s3Server: TestS3;
let s3: S3Client;
let s3Vars: Record<string, string>;
let env: TestEnv;
let tenant: TestTenant;

beforeAll(async () => {
  s3Server = await startTestS3(BUCKET, 'folio-api-s3-');
  s3Vars = { ...s3Server.env, SITE_BLOB_SWEEP_INTERVAL_MS: '0' };
  s3 = createS3Client({
    endpoint: s3Server.endpoint,
    region: 'us-east-1',
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });
  env = await startTestEnv(s3Vars);
  tenant = await createTenant(env);
}, 60_000);
afterAll(async () => {
  await env?.close();
  await s3Server?.close();
});

const put = (key: string) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: key }));
async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  // ListObjects with markers: s3rver cannot make ListObjectsV2 continuation tokens on OpenSSL 3.
  for (;;) {
    const page = await s3.send(new ListObjectsCommand({ Bucket: BUCKET, Prefix: prefix, Marker: keys.at(-1) }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    if (!page.IsTruncated) return keys;
  }
}
/** Stores `blobs` blobs and a manifest for the site, as builds would. */
async function storeSite(siteId: string, blobs: number): Promise<void> {
  const keys = Array.from({ length: blobs }, (_, i) => `sites/${siteId}/blobs/${i.toString(16).padStart(64, '0')}`);
  keys.push(`sites/${siteId}/deployments/00000000-0000-4000-8000-000000000000/manifest.json`);
  for (let i = 0; i < keys.length; i += 25) await Promise.all(keys.slice(i, i + 25).map(put));
}
const deleteSite = (siteId: string, app = env.app, auth = tenant.auth) =>
  app.inject({ method: 'DELETE', url: `/v1/sites/${siteId}`, headers: auth });
const pending = async (db = env.db.pool) =>
  (
    await db.query<{ site_id: string; attempts: number; last_error: string | null }>(
      'SELECT site_id, attempts, last_error FROM site_blob_deletions ORDER BY requested_at',
    )
  ).rows;

describe('deleting a site deletes its stored objects', () => {
  it("removes every blob and manifest of the site, more than a listing page of them, and leaves other sites' alone", async () => {
    const doomed = await createSite(env, tenant, { name: 'Doomed' });
    const kept = await createSite(env, tenant, { name: 'Kept' });
    await storeSite(doomed.id, 1_001);
    await storeSite(kept.id, 3);

    expect((await deleteSite(doomed.id)).statusCode).toBe(204);
    expect(await keysUnder(`sites/${doomed.id}/`)).toEqual([]);
    expect(await keysUnder(`sites/${kept.id}/`)).toHaveLength(4);
  }, 120_000);

  it('sweeps once more after late uploads could have landed, then forgets the site', async () => {
    const site = await createSite(env, tenant, { name: 'Late' });
    await storeSite(site.id, 2);
    expect((await deleteSite(site.id)).statusCode).toBe(204);
    expect(await keysUnder(`sites/${site.id}/`)).toEqual([]);
    // A build that was running uploads after the delete.
    await put(`sites/${site.id}/blobs/${'f'.repeat(64)}`);
    expect((await pending()).map((row) => row.site_id)).toContain(site.id);

    const storage = { s3, bucket: BUCKET };
    await sweepSiteBlobs(env.db.pool, storage);
    expect(await keysUnder(`sites/${site.id}/`)).toHaveLength(1); // not due yet

    await env.db.pool.query(
      `UPDATE site_blob_deletions SET requested_at = requested_at - interval '2 hours', next_attempt_at = now() WHERE site_id = $1`,
      [site.id],
    );
    expect(await sweepSiteBlobs(env.db.pool, storage)).toEqual({ swept: 1, finished: 1, failed: 0 });
    expect(await keysUnder(`sites/${site.id}/`)).toEqual([]);
    expect((await pending()).map((row) => row.site_id)).not.toContain(site.id);
  });

  it('keeps a record when S3 fails during the request, and the sweeper finishes the job', async () => {
    const down = await startTestEnv({ ...s3Vars, S3_ENDPOINT: 'http://127.0.0.1:9' });
    try {
      const owner = await createTenant(down);
      const site = await createSite(down, owner, { name: 'Unlucky' });
      await storeSite(site.id, 2);
      expect((await deleteSite(site.id, down.app, owner.auth)).statusCode).toBe(204);
      expect(await keysUnder(`sites/${site.id}/`)).toHaveLength(3);
      const [row] = await pending(down.db.pool);
      expect(row).toMatchObject({ site_id: site.id, attempts: 1 });
      expect(row!.last_error).toBeTruthy();

      await down.db.pool.query(`UPDATE site_blob_deletions SET next_attempt_at = now()`);
      await sweepSiteBlobs(down.db.pool, { s3, bucket: BUCKET });
      expect(await keysUnder(`sites/${site.id}/`)).toEqual([]);
    } finally {
      await down.close();
    }
  }, 60_000);
});
