/** Reads one object of the deployment bucket. Injected so the edge never builds keys from requests. */
export interface ObjectStore {
  /** The object's bytes; throws when it is missing or S3 is unavailable. */
  get(key: string): Promise<Buffer>;
  /** Resolves when the bucket answers; used by `/readyz`. */
  ping(): Promise<void>;
}
