import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { listManifestBlobs } from '@folio/deployment';

/**
 * The sha256 of every blob a deployment's manifest names (each file's body and its compressed
 * variants). The manifest was written only after all of them were stored, so each one is in S3.
 * Throws when the manifest cannot be read or is not a manifest; the caller then checks every blob.
 */
export async function readManifestBlobs(s3: S3Client, bucket: string, manifestKey: string): Promise<Set<string>> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: manifestKey }));
  const text = await object.Body?.transformToString('utf8');
  const blobs = listManifestBlobs(JSON.parse(text ?? ''));
  if (blobs === undefined) throw new Error(`${manifestKey} has no "files" map`);
  return blobs;
}
