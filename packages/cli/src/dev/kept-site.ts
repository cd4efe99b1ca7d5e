import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { BUILD_CACHE_FOLDER } from '../build-cache-folder-name.ts';
import { devCodeStamp } from './code-stamp.ts';
import {
  fingerprintFiles,
  listRepositoryFiles,
  readFromFolder,
  type ReadRepositoryFile,
} from './repository-fingerprint.ts';
import type { StoredSite } from './dev-site-snapshot.ts';
import { ServedSiteStore, type StoredSiteInputs } from './served-site-store.ts';

/**
 * The site a `folio dev` session keeps for the next one on the same files (`.folio-cache/`):
 * read before anything is built, written once a complete build is served.
 */
export class KeptSite {
  readonly #store: ServedSiteStore;
  /** What every kept site of this session is made from, but the files. */
  readonly #context: Omit<StoredSiteInputs, 'files'>;

  private constructor(root: string, context: Omit<StoredSiteInputs, 'files'>) {
    this.#store = new ServedSiteStore(join(root, BUILD_CACHE_FOLDER));
    this.#context = context;
  }

  /**
   * The kept site of `root`, and whether it may be served now: only when it was made by this
   * code, with these options, from the files there are now, at the commit checked out now.
   * Undefined when running from the TypeScript sources, where nothing is kept.
   */
  static async open(
    root: string,
    options: StoredSiteInputs['options'],
  ): Promise<{ kept: KeptSite; site: StoredSite | undefined } | undefined> {
    const stamp = await devCodeStamp();
    if (stamp === undefined) return undefined;
    const [commit, files] = await Promise.all([
      readCommit(root),
      listRepositoryFiles(root).then((paths) => fingerprintFiles(paths, readFromFolder(root))),
    ]);
    // The commit read before the first build: a commit made later only makes the kept site unused.
    const kept = new KeptSite(root, { stamp, commit, options });
    return { kept, site: await kept.#store.read({ ...kept.#context, files }) };
  }

  /** Keeps `site`, made by a complete build from the files `files` lists and reads. */
  async write(
    site: StoredSite,
    files: { listFiles(): Promise<string[]>; readBytes: ReadRepositoryFile },
  ): Promise<Error | undefined> {
    const fingerprint = await fingerprintFiles(await files.listFiles(), files.readBytes);
    return this.#store.write({ ...this.#context, files: fingerprint }, site);
  }
}

/** The commit checked out in the git working copy around `dir`; empty when there is none. */
function readCommit(dir: string): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['-C', dir, 'rev-parse', 'HEAD'], (error, stdout) => resolve(error === null ? stdout.trim() : ''));
  });
}
