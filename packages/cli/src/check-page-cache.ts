import { BuildCache } from '@folio/builder';
import type { CheckedPage } from '@folio/content/check';
import { BuildCacheFolder } from './build-cache-folder.ts';

/** The pages a check read, kept in `.folio-cache/check.bin` between the commands that check. */
export interface CheckPageCache {
  /** For `checkSite`'s `pageCache`; undefined with `--no-cache`. */
  pageCache: BuildCache<CheckedPage> | undefined;
  /** Writes what the checks of this run read; the error when it cannot be written, never thrown. */
  save(): Promise<Error | undefined>;
}

/**
 * The page cache of the project in `dir` for `folio check` and `folio rename` (both read every
 * page the same way): filled from the last run's file, or none at all when `enabled` is false.
 */
export async function openCheckPageCache(dir: string, enabled: boolean): Promise<CheckPageCache> {
  if (!enabled) return { pageCache: undefined, save: async () => undefined };
  const folder = new BuildCacheFolder(dir, 'check');
  const pageCache = await folder.read(new BuildCache<CheckedPage>());
  return { pageCache, save: () => folder.write(pageCache) };
}
