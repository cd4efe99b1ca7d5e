import { GetObjectCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { ObjectTooLargeError, type ObjectStore } from './object-store.ts';

/** Tries per S3 request of the edge (`createS3Client`'s `maxAttempts`): few, so a slow S3 never holds a reader. */
export const EDGE_S3_ATTEMPTS = 2;

/** An {@link ObjectStore} on one S3 bucket. */
export function createS3ObjectStore(s3: S3Client, bucket: string, timeoutMs = 5_000): ObjectStore {
  return {
    async get(key, limits = {}) {
      const maxBytes = limits.maxBytes ?? Infinity;
      const abort = new AbortController();
      const timer = setTimeout(
        () => abort.abort(new Error(`S3 read of ${key} timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      try {
        const response = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
          abortSignal: abort.signal,
        });
        if (response.Body === undefined) throw new Error(`S3 object ${key} has no body`);
        const body = response.Body as AsyncIterable<Uint8Array> & { destroy?(): void };
        // Refused on its announced size before a byte is buffered, and counted in case none was announced.
        if ((response.ContentLength ?? 0) > maxBytes) {
          body.destroy?.();
          throw new ObjectTooLargeError(key, maxBytes);
        }
        const chunks: Uint8Array[] = [];
        let size = 0;
        for await (const chunk of body) {
          size += chunk.byteLength;
          if (size > maxBytes) {
            body.destroy?.();
            throw new ObjectTooLargeError(key, maxBytes);
          }
          chunks.push(chunk);
        }
        return Buffer.concat(chunks, size);
      } finally {
        clearTimeout(timer);
      }
    },
    async ping() {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    },
  };
}
