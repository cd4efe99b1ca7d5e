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

/** What a folder's cache file holds: `build` the pages `folio build` and `folio dev` rendered, `check` the pages `folio check` read. */
export type CacheFileKind = 'build' | 'check';
/**
 * The most the cache file may hold. The 1,000-page corpus of bench/build needs about 120 MB; past
 * the cap the compressed variants are left out, then the cache is not written at all.
 */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * The build cache of one project in its `.folio-cache/`: the pages, compressed variants and
 * thumbnails of its last build (`build.bin`), reused by the next one where their input bytes and
 * the site's render settings are unchanged, and only when that build ran the same renderer
 * (`rendererStamp`); or, of kind `check`, the pages its last `folio check` read (`check.bin`), each
 * page's diagnostics and links, alike.
 */
export class BuildCacheFolder {
  readonly #folder: string;
  readonly #kind: CacheFileKind;
  /** What the file read held, to skip writing the same again. */
  #readFingerprint: string | undefined;

  constructor(projectDir: string, kind: CacheFileKind = 'build') {
    this.#folder = join(projectDir, BUILD_CACHE_FOLDER);
    this.#kind = kind;
  }

  get #file(): string {
    return join(this.#folder, `${this.#kind}.bin`);
  }

  /** The renderer's stamp, with the kind: a file of one kind is never read as the other. */
  async #stamp(): Promise<string | undefined> {
    const stamp = await rendererStamp();
    return stamp === undefined || this.#kind === 'build' ? stamp : `${this.#kind}:${stamp}`;
  }

  /**
   * Fills `cache` with the last run's work and returns it; left as it is when there is none usable.
   */
  async read<T extends BuildCache<unknown>>(cache: T): Promise<T> {
    const stamp = await this.#stamp();
    if (stamp === undefined) return cache;
    const bytes = await readFile(this.#file).catch(() => undefined);
    const snapshot = bytes === undefined ? undefined : decodeBuildCache<unknown>(bytes, stamp);
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
  async write<T extends Parameters<typeof isPageWorthKeeping>[0]>(cache: BuildCache<T>): Promise<Error | undefined> {
    const stamp = await this.#stamp();
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
        '# Folio build cache (folio build, folio dev, folio check): safe to delete\n*\n',
      );
      const partial = `${this.#file}.${randomUUID()}.partial`;
      await writeFile(partial, chunks);
      await rename(partial, this.#file);
      return undefined;
    } catch (error) {
      return error as Error;
    }
  }
}

/** What a snapshot holds, by keys (every entry's key covers its content). */
function fingerprintOf(snapshot: BuildCacheSnapshot<unknown>): string {
  const hash = createHash('sha256').update(snapshot.renderSettings ?? '');
  for (const [file, page] of snapshot.pages) hash.update(`\n${file}\0${page.key}`);
  hash.update('\nvariants');
  for (const [key] of snapshot.variants ?? []) hash.update(`\n${key}`);
  hash.update('\nthumbnails');
  for (const [key] of snapshot.thumbnails ?? []) hash.update(`\n${key}`);
  return hash.digest('hex');
}
