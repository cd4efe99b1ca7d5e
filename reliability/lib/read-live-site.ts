import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { blobKey } from '@folio/platform';
import type pg from 'pg';

/** Every file of a site's live deployment, as stored in S3 (URL path → bytes); `null` when none is live. */
export async function readLiveSite(
  db: pg.Pool,
  s3: { endpoint: string; bucket: string },
  siteId: string,
): Promise<Map<string, Buffer> | null> {
  const live = await db.query<{ manifest_key: string }>(
    'SELECT d.manifest_key FROM sites s JOIN deployments d ON d.id = s.active_deployment_id WHERE s.id = $1',
    [siteId],
  );
  const key = live.rows[0]?.manifest_key;
  if (key === undefined) return null;
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const get = async (objectKey: string) => {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
      return Buffer.from(await object.Body!.transformToByteArray());
    };
    const manifest = JSON.parse((await get(key)).toString('utf8')) as { files: Record<string, { blob: string }> };
    const files = new Map<string, Buffer>();
    for (const [path, entry] of Object.entries(manifest.files)) files.set(path, await get(blobKey(siteId, entry.blob)));
    return files;
  } finally {
    client.destroy();
  }
}
