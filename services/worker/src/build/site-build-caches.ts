import type { BuildCacheSnapshot } from '@folio/builder';

/**
 * The rendered pages (and compressed variants, thumbnails) of each site's last build, kept by the
 * worker between builds: each build runs in a fresh thread, so without them a push that changed one
 * page renders and compresses every page again. Kept by
 * site id, and a build is given only its own site's: tenants never see each other's pages. Holds
 * the `maxSites` sites built most recently (least recently built dropped first).
 */
export class SiteBuildCaches {
  private readonly sites = new Map<string, BuildCacheSnapshot>();

  constructor(private readonly maxSites: number) {}

  /** The last build's pages of `siteId`, if kept. */
  get(siteId: string): BuildCacheSnapshot | undefined {
    return this.sites.get(siteId);
  }

  /** Keeps `snapshot` as `siteId`'s, replacing the one before; may drop the least recently built site. */
  set(siteId: string, snapshot: BuildCacheSnapshot): void {
    this.sites.delete(siteId);
    if (this.maxSites <= 0) return;
    this.sites.set(siteId, snapshot);
    for (const oldest of this.sites.keys()) {
      if (this.sites.size <= this.maxSites) break;
      this.sites.delete(oldest);
    }
  }

  /** Site ids kept, least recently built first. */
  siteIds(): string[] {
    return [...this.sites.keys()];
  }
}
