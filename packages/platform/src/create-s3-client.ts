import { S3Client } from '@aws-sdk/client-s3';

/** How to reach the S3 bucket holding blobs and manifests. */
export interface S3Options {
  /** Custom endpoint (MinIO, s3rver); omitted or `null` for AWS. */
  endpoint?: string | null;
  region: string;
  /** Static credentials; without both, the SDK's default chain (environment, instance role) finds them. */
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  /** `bucket` in the path instead of the host name (MinIO, s3rver). */
  forcePathStyle?: boolean;
  /** Tries per request, the first included (default: the SDK's); the edge makes few, so a slow S3 never holds a reader. */
  maxAttempts?: number;
}

/**
 * Creates the one kind of S3 client every service uses. Checksums are computed and validated only
 * when an operation requires them: with the SDK's default, streamed uploads are sent with
 * aws-chunked framing that MinIO-likes and s3rver store inside the object (TOOLING.md), and
 * S3-compatible stores differ in what they accept.
 */
export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
  });
}
