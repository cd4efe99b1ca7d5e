import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ExternalVerdict } from './external-verdict.ts';

/** One remembered answer: the verdict and when it was found (ms since the epoch). */
interface CacheEntry extends ExternalVerdict {
  checkedAt: number;
}

interface CacheFile {
  version: 1;
  entries: Record<string, CacheEntry>;
}

/**
 * What `folio check --external` found for each URL, kept on disk between runs so a check in a
 * loop (or in CI with a restored cache) does not ask every site again: an entry younger than the
 * time to live is used as it is. The file is JSON, written whole to a temporary name and renamed.
 */
export class ExternalLinkCache {
  private entries = new Map<string, CacheEntry>();

  private constructor(
    private readonly file: string | undefined,
    private readonly ttlMs: number,
  ) {}

  /** The cache in `file` (none when `undefined`: nothing is remembered), with entries younger than `ttlMs`. */
  static async open(file: string | undefined, ttlMs: number): Promise<ExternalLinkCache> {
    const cache = new ExternalLinkCache(file, ttlMs);
    if (file === undefined || ttlMs <= 0) return cache;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<CacheFile>;
      if (parsed.version === 1 && typeof parsed.entries === 'object' && parsed.entries !== null)
        cache.entries = new Map(Object.entries(parsed.entries));
    } catch {
      // No cache yet, or an unreadable one: start afresh.
    }
    return cache;
  }

  /** The remembered verdict on `url`, when it is younger than the time to live at `now`. */
  get(url: string, now: number): ExternalVerdict | undefined {
    const entry = this.entries.get(url);
    if (entry === undefined || now - entry.checkedAt > this.ttlMs || now < entry.checkedAt) return undefined;
    const { checkedAt: _checkedAt, ...verdict } = entry;
    return verdict;
  }

  set(url: string, verdict: ExternalVerdict, now: number): void {
    this.entries.set(url, { ...verdict, checkedAt: now });
  }

  /** Writes the entries still within the time to live; nothing without a file. */
  async save(now: number): Promise<void> {
    if (this.file === undefined || this.ttlMs <= 0) return;
    const kept: Record<string, CacheEntry> = {};
    for (const [url, entry] of this.entries) if (now - entry.checkedAt <= this.ttlMs) kept[url] = entry;
    await mkdir(dirname(this.file), { recursive: true });
    const partial = `${this.file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify({ version: 1, entries: kept } satisfies CacheFile));
    await rename(partial, this.file);
  }
}
