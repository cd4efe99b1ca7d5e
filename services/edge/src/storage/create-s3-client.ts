import { S3Client } from '@aws-sdk/client-s3';

/** How to reach the deployment bucket. */
export interface S3Options {
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/**
 * Creates the S3 client. Checksums only when required: S3-compatible stores (MinIO, s3rver) differ
 * in what they accept, and the edge only reads. Few retries: a slow S3 must not hold a reader.
 */
export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
}
