// s3rver in this process, restartable on the same port and folder, so "S3 unavailable" is a real
// refused connection and "S3 back" keeps every object stored before.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port.ts';

/** The suite's S3. */
export interface PrivateS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with one bucket. */
export async function startPrivateS3(bucket = 'folio-reliability'): Promise<PrivateS3> {
  const directory = await mkdtemp(join(tmpdir(), 'folio-reliability-s3-'));
  const port = await freePort();
  let server: S3rver | null = null;
  const start = async (): Promise<void> => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    await server.run();
  };
  const stop = async (): Promise<void> => {
    const running = server;
    server = null;
    if (!running) return;
    const closed = running.close();
    running.httpServer.closeAllConnections();
    await closed;
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
