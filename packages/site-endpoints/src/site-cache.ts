import { DeployedSite } from './deployed-site.ts';
import type { SiteFiles } from './site-files.ts';

/** Bounds of a {@link SiteCache}. */
export interface SiteCacheOptions {
  /** Memory the loaded parts of all deployments may take, as `DeployedSite` counts it. */
  maxBytes: number;
  /** Deployments held, loaded or not (default 1,000). */
  maxSites?: number;
}

/**
 * The deployments the endpoints have loaded, most recently used last, bounded by the memory
 * their loaded parts take (search engines above all) and by their number: past either bound the
 * least recently used are dropped (never the one just asked for). A deployment never changes, so
 * an entry never goes stale; a new deployment is a new id.
 */
export class SiteCache {
  readonly #maxBytes: number;
  readonly #maxSites: number;
  readonly #entries = new Map<string, { site: DeployedSite; bytes: number }>();
  #bytes = 0;

  constructor(options: SiteCacheOptions) {
    this.#maxBytes = options.maxBytes;
    this.#maxSites = options.maxSites ?? 1_000;
  }

  /** The deployment of `files`, loaded parts included when it was asked for before. */
  get(files: SiteFiles): DeployedSite {
    const id = files.id;
    const found = this.#entries.get(id);
    if (found !== undefined) {
      this.#entries.delete(id);
      this.#entries.set(id, found);
      return found.site;
    }
    const entry = { site: undefined as unknown as DeployedSite, bytes: 0 };
    entry.site = new DeployedSite(files, (bytes) => {
      // Still cached (an evicted entry that finishes loading weighs nothing).
      if (this.#entries.get(id) !== entry) return;
      entry.bytes += bytes;
      this.#bytes += bytes;
      this.#evict(id);
    });
    this.#entries.set(id, entry);
    this.#evict(id);
    return entry.site;
  }

  /** Deployments held, and the bytes they are counted as. */
  get stats(): { sites: number; bytes: number } {
    return { sites: this.#entries.size, bytes: this.#bytes };
  }

  #evict(keep: string): void {
    for (const [id, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes && this.#entries.size <= this.#maxSites) return;
      if (id === keep) continue;
      this.#entries.delete(id);
      this.#bytes -= entry.bytes;
    }
  }
}
