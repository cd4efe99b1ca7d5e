import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * The text of one stored object (a deployment's manifest, a blob of JSON), read as UTF-8. Throws
 * when S3 answers with an error (a missing key included), so a caller says it could not read.
 */
export async function readStoredText(s3: S3Client, options: { bucket: string; key: string }): Promise<string> {
  const object = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: options.key }));
  return (await object.Body?.transformToString('utf8')) ?? '';
}
