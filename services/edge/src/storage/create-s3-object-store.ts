import { GetObjectCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { ObjectStore } from './object-store.ts';

/** An {@link ObjectStore} on one S3 bucket. */
export function createS3ObjectStore(s3: S3Client, bucket: string, timeoutMs = 5_000): ObjectStore {
  return {
    async get(key) {
      const response = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal: AbortSignal.timeout(timeoutMs) });
      if (response.Body === undefined) throw new Error(`S3 object ${key} has no body`);
      return Buffer.from(await response.Body.transformToByteArray());
    },
    async ping() {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    },
  };
}
