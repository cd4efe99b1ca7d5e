import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { manifestKey } from '@folio/platform';
import { serializeSiteManifest, type SiteManifest } from '@folio/deployment';

/**
 * Writes a deployment's manifest to `sites/{siteId}/deployments/{deploymentId}/manifest.json` and
 * returns the key. Called after every blob it names is stored, so a manifest never points at a
 * missing blob.
 */
export async function uploadManifest(
  s3: S3Client,
  bucket: string,
  siteId: string,
  deploymentId: string,
  manifest: SiteManifest,
): Promise<string> {
  const key = manifestKey(siteId, deploymentId);
  const body = serializeSiteManifest(manifest);
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentLength: body.byteLength,
      ContentType: 'application/json',
      CacheControl: 'no-cache',
    }),
  );
  return key;
}
