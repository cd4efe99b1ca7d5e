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
 * so re-inserting on a hit keeps the least recently used first. A hit on an entry already in the
 * newer half is not re-inserted (re-inserting costs more than serving a cached page, and such an
 * entry is far from being evicted): the order stays LRU up to that half.
 */
export function createByteLru<V>(maxBytes: number, maxEntryBytes = Math.floor(maxBytes / 4)): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number; touched: number }>();
  let total = 0;
  // Increases with every (re-)insertion: entries are ordered by it in the Map.
  let clock = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (clock - entry.touched >= entries.size / 2) {
        entries.delete(key);
        entry.touched = ++clock;
        entries.set(key, entry);
      }
      return entry.value;
    },
    set(key, value, bytes) {
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        total -= previous.bytes;
      }
      if (bytes > maxEntryBytes || bytes > maxBytes) return;
      entries.set(key, { value, bytes, touched: ++clock });
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
