import type { Readable } from 'node:stream';

/** Result of {@link readLimitedBody}: the bytes, or `undefined` once more than `maxBytes` arrived. */
export type LimitedBody = Buffer | undefined;

/**
 * Reads a response body up to `maxBytes`. Past the limit it stops reading at once (the stream is
 * paused; the caller then closes the connection) rather than buffering an answer of unbounded
 * size. Events rather than async iteration: this runs once per playground request, and the
 * iterator machinery cost more than the copy.
 */
export function readLimitedBody(body: Readable, maxBytes: number): Promise<LimitedBody> {
  return new Promise<LimitedBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      body.pause();
      resolve(undefined);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: unknown) => {
      stop();
      reject(error);
    };
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
  });
}
