import { S3Client } from '@aws-sdk/client-s3';

/** How to reach the S3 bucket holding blobs and manifests. */
export interface S3Options {
  /** Custom endpoint (MinIO, s3rver); omit for AWS. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name (MinIO, s3rver). */
  forcePathStyle?: boolean;
}

/**
 * Creates an S3 client. Checksums are computed and validated only when an operation requires them:
 * with the SDK's default, streamed uploads are sent with aws-chunked framing that MinIO-likes and
 * s3rver store inside the object (TOOLING.md).
 */
export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle ?? false,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
  });
}
