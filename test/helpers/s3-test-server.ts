// An S3 stand-in (s3rver) for tests: on 127.0.0.1, its files in a throwaway folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A running S3 stand-in with one bucket. */
export interface TestS3 {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  port: number;
  /** The services' variables that point them at it (`S3RVER` credentials, path-style). */
  env: { S3_ENDPOINT: string; S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  /** Stops it and deletes its folder. */
  close(): Promise<void>;
}

/** The credentials s3rver accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Starts s3rver with `bucket` on a free port of 127.0.0.1, in a folder under the system's tmp named `prefix…`. */
export async function startTestS3(bucket: string, prefix = 'folio-s3-'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), prefix));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
