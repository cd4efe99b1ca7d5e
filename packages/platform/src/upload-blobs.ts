import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { blobKey } from './storage-keys.ts';

/** What to upload and where. */
export interface BlobUpload {
  bucket: string;
  siteId: string;
  /** Blob bytes by the sha256 of those bytes (a build's `blobs`). */
  blobs: ReadonlyMap<string, Uint8Array>;
  /** Requests in flight at once (default 16). */
  concurrency?: number;
  /**
   * Blobs at least this large are looked up with HeadObject first and not sent again when the
   * site has them (default 64 KiB). Smaller ones are written without asking: a PUT of a few
   * kilobytes costs about the round trip a HEAD would, and rewriting a content-addressed key with
   * its own bytes changes nothing.
   */
  checkFromBytes?: number;
}

/** What {@link uploadBlobs} did. */
export interface BlobUploadReport {
  /** Blobs written in this call. */
  uploaded: number;
  /** Blobs the site already had (found with HeadObject; only blobs of `checkFromBytes` or more are looked up). */
  skipped: number;
  /** Bytes written. */
  bytes: number;
}

/** Default of {@link BlobUpload.checkFromBytes}. */
export const CHECK_FROM_BYTES = 64 * 1024;

/**
 * Uploads a site's content-addressed blobs to `sites/{siteId}/blobs/{sha256}`. The key is the
 * content's hash, so an existing object is already the right bytes: a large blob the site already
 * has is found with HeadObject and not sent again; a small one is simply written, which costs no
 * more than asking (callers leave out blobs they know are stored, such as the live deployment's,
 * so that a rebuild after one page changed writes only that page's blobs). Throws on any S3 error
 * other than "not found" (the caller retries the whole upload; it is idempotent).
 */
export async function uploadBlobs(s3: S3Client, upload: BlobUpload): Promise<BlobUploadReport> {
  const report: BlobUploadReport = { uploaded: 0, skipped: 0, bytes: 0 };
  const entries = [...upload.blobs];
  const checkFromBytes = upload.checkFromBytes ?? CHECK_FROM_BYTES;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < entries.length) {
      const [sha256, bytes] = entries[next++]!;
      const key = blobKey(upload.siteId, sha256);
      if (bytes.byteLength >= checkFromBytes && (await exists(s3, upload.bucket, key))) {
        report.skipped++;
        continue;
      }
      await s3.send(
        new PutObjectCommand({
          Bucket: upload.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
      report.uploaded++;
      report.bytes += bytes.byteLength;
    }
  };
  const lanes = Math.max(1, Math.min(upload.concurrency ?? 16, entries.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return report;
}

async function exists(s3: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}
