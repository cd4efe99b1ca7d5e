import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BuildCache,
  decodeBuildCache,
  encodeBuildCacheChunks,
  isPageWorthKeeping,
  rendererStamp,
  type BuildCacheSnapshot,
} from '@folio/builder';
import { BUILD_CACHE_FOLDER } from './build-cache-folder-name.ts';

const CACHE_FILE = 'build.bin';
/**
 * The most the cache file may hold. The 1,000-page corpus of bench/build needs about 120 MB; past
 * the cap the compressed variants are left out, then the cache is not written at all.
 */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * The build cache of one project in its `.folio-cache/`: the pages, compressed variants and
 * thumbnails of its last build, reused by the next one where their input bytes and the site's
 * render settings are unchanged, and only when that build ran the same renderer (`rendererStamp`).
 */
export class BuildCacheFolder {
  readonly #folder: string;
  /** What the file read held, to skip writing the same again. */
  #readFingerprint: string | undefined;

  constructor(projectDir: string) {
    this.#folder = join(projectDir, BUILD_CACHE_FOLDER);
  }

  /**
   * Fills `cache` with the last build's work and returns it; left as it is when there is none usable.
   */
  async read<T extends BuildCache>(cache: T): Promise<T> {
    const stamp = await rendererStamp();
    if (stamp === undefined) return cache;
    const bytes = await readFile(join(this.#folder, CACHE_FILE)).catch(() => undefined);
    const snapshot = bytes === undefined ? undefined : decodeBuildCache(bytes, stamp);
    if (snapshot !== undefined) {
      cache.restore(snapshot);
      this.#readFingerprint = fingerprintOf(snapshot);
    }
    return cache;
  }

  /**
   * Keeps what `cache` holds after a build for the next run: only what that build used (a page
   * removed, or a body no longer in the site, is gone), pages broken by a thread's crash or
   * deadline left out; nothing is written when that is what was read. Written whole to a new
   * file, then renamed over the old one, so a run stopped midway leaves the last complete cache.
   * A cache that cannot be written (a read-only checkout) only costs the next build its reuse:
   * the error is returned, never thrown.
   */
  async write(cache: BuildCache): Promise<Error | undefined> {
    const stamp = await rendererStamp();
    if (stamp === undefined) return undefined;
    const snapshot = cache.snapshot(isPageWorthKeeping);
    if (fingerprintOf(snapshot) === this.#readFingerprint) return undefined;
    // In chunks, written one after another: the cache as one buffer was the build's peak memory.
    const chunks = encodeBuildCacheChunks(snapshot, stamp, MAX_CACHE_BYTES);
    if (chunks === undefined) return undefined;
    try {
      await mkdir(this.#folder, { recursive: true });
      await writeFile(
        join(this.#folder, '.gitignore'),
        '# Folio build cache (folio build, folio dev): safe to delete\n*\n',
      );
      const partial = join(this.#folder, `${CACHE_FILE}.${randomUUID()}.partial`);
      await writeFile(partial, chunks);
      await rename(partial, join(this.#folder, CACHE_FILE));
      return undefined;
    } catch (error) {
      return error as Error;
    }
  }
}

/** What a snapshot holds, by keys (every entry's key covers its content). */
function fingerprintOf(snapshot: BuildCacheSnapshot): string {
  const hash = createHash('sha256').update(snapshot.renderSettings ?? '');
  for (const [file, page] of snapshot.pages) hash.update(`\n${file}\0${page.key}`);
  hash.update('\nvariants');
  for (const [key] of snapshot.variants ?? []) hash.update(`\n${key}`);
  hash.update('\nthumbnails');
  for (const [key] of snapshot.thumbnails ?? []) hash.update(`\n${key}`);
  return hash.digest('hex');
}
