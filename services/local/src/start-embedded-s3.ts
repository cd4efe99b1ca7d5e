import { mkdir } from 'node:fs/promises';

/** A running embedded S3 server. */
export interface EmbeddedS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/**
 * Starts s3rver 3.7 on 127.0.0.1 (a free port) over `directory`, with `bucket` created. The process
 * must run with `--openssl-legacy-provider`, or paged listings answer 500 (TOOLING.md); s3rver is a
 * development dependency, loaded only here, so the production image never needs it.
 */
export async function startEmbeddedS3(directory: string, bucket: string): Promise<EmbeddedS3> {
  await mkdir(directory, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: () => server.close(),
  };
}
