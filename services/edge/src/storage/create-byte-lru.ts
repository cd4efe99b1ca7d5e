/** A least-recently-used cache bounded by the bytes of what it holds. */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  /** Stores `value` costing `bytes`; a value larger than `maxEntryBytes` is not stored. */
  set(key: string, value: V, bytes: number): void;
  /** Bytes currently held. */
  readonly bytes: number;
  readonly size: number;
}

/**
 * Creates a {@link ByteLru}. Capacity is in bytes, not entries: one large file must not be able
 * to push memory past the limit, and many small ones are cheap. A Map iterates in insertion order,
 * so re-inserting on every hit keeps the least recently used first.
 */
export function createByteLru<V>(maxBytes: number, maxEntryBytes = Math.floor(maxBytes / 4)): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        total -= previous.bytes;
      }
      if (bytes > maxEntryBytes || bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [oldest, entry] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= entry.bytes;
      }
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
