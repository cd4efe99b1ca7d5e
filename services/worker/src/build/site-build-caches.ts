import type { BuildCacheSnapshot } from '@folio/builder';
import { compressedBytes } from '@folio/site';

/**
 * Compressed variants kept across all sites at most. Pages are worth more than variants (a page
 * costs a render, a variant only a compression), so past this the variants of the least recently
 * built sites are dropped first and their pages kept: 128 MiB holds about ten 300-page sites.
 */
const MAX_KEPT_VARIANT_BYTES = 128 * 1024 * 1024;

/**
 * The rendered pages (and compressed variants, thumbnails) of each site's last build, kept by the
 * worker between builds: each build runs in a fresh thread, so without them a push that changed one
 * page renders and compresses every page again. Kept by site id, and a build is given only its own
 * site's: tenants never see each other's pages. Holds the `maxSites` sites built most recently
 * (least recently built dropped first), with at most `maxVariantBytes` of variants among them.
 */
export class SiteBuildCaches {
  private readonly sites = new Map<string, BuildCacheSnapshot>();

  constructor(
    private readonly maxSites: number,
    private readonly maxVariantBytes = MAX_KEPT_VARIANT_BYTES,
  ) {}

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
    this.trimVariants();
  }

  /** Site ids kept, least recently built first. */
  siteIds(): string[] {
    return [...this.sites.keys()];
  }

  /** Bytes of compressed variants kept, all sites together. */
  variantBytes(): number {
    let bytes = 0;
    for (const snapshot of this.sites.values()) bytes += variantBytesOf(snapshot);
    return bytes;
  }

  /** Drops the variants of the least recently built sites (keeping their pages) until they fit. */
  private trimVariants(): void {
    let bytes = this.variantBytes();
    for (const [siteId, snapshot] of this.sites) {
      if (bytes <= this.maxVariantBytes) return;
      if (snapshot.variants === undefined) continue;
      bytes -= variantBytesOf(snapshot);
      const { variants: _dropped, ...pages } = snapshot;
      this.sites.set(siteId, pages);
    }
  }
}

function variantBytesOf(snapshot: BuildCacheSnapshot): number {
  let bytes = 0;
  for (const [, variants] of snapshot.variants ?? []) bytes += compressedBytes(variants);
  return bytes;
}
