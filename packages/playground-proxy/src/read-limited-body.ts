/** Result of {@link readLimitedBody}: the bytes, or `undefined` once more than `maxBytes` arrived. */
export type LimitedBody = Buffer | undefined;

/**
 * Reads a response body up to `maxBytes`. Past the limit it stops reading at once (the caller
 * then closes the connection) rather than buffering an answer of unbounded size.
 */
export async function readLimitedBody(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<LimitedBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
