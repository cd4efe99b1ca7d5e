/** Reads one object of the deployment bucket. Injected so the edge never builds keys from requests. */
export interface ObjectStore {
  /**
   * The object's bytes; throws when it is missing or S3 is unavailable, and {@link ObjectTooLargeError}
   * when it holds more than `limits.maxBytes` (found before its body is buffered, when S3 says its size).
   */
  get(key: string, limits?: { maxBytes?: number }): Promise<Buffer>;
  /** Resolves when the bucket answers; used by `/readyz`. */
  ping(): Promise<void>;
}

/** An object bigger than the edge buffers: refused, not read. */
export class ObjectTooLargeError extends Error {
  constructor(key: string, maxBytes: number) {
    super(`S3 object ${key} holds more than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}
