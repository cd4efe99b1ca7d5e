import { blobKey } from '@folio/platform';
import { isSiteManifest, type SiteManifest } from '@folio/deployment';
import { createConcurrencyLimit } from '../limits/create-concurrency-limit.ts';
import { createByteLru } from './create-byte-lru.ts';
import type { ObjectStore } from './object-store.ts';

/** Settings of {@link createContentSource}. */
export interface ContentSourceOptions {
  store: ObjectStore;
  /** Bytes of blobs kept in memory. */
  blobCacheBytes: number;
  /** Bytes of manifests (measured as their JSON) kept in memory. */
  manifestCacheBytes: number;
  /** S3 reads at once; more wait, up to `maxQueuedLoads`, then fail (503). */
  maxConcurrentLoads: number;
  maxQueuedLoads: number;
  /** Largest object read: each read is buffered whole, so at most `maxConcurrentLoads` times this is. */
  maxObjectBytes: number;
}

/** A deployment's manifest and blobs, through in-memory caches. */
export interface ContentSource {
  /** The deployment's manifest; throws when S3 fails and it is not cached, or when it is unreadable. */
  manifest(deploymentId: string, manifestKey: string): Promise<SiteManifest>;
  /** A blob of the site by sha256; throws when S3 fails and it is not cached. */
  blob(siteId: string, sha256: string): Promise<Buffer>;
  /** The manifest if it is in memory, without a promise (a cached page then costs no await). */
  cachedManifest(deploymentId: string): SiteManifest | undefined;
  /** The blob if it is in memory, without a promise. */
  cachedBlob(siteId: string, sha256: string): Buffer | undefined;
  readonly stats: { blobBytes: number; blobs: number; manifests: number };
}

/**
 * Creates the edge's content source. Deployments and blobs are immutable, so cached copies never
 * go stale: the caches are bounded in bytes, not in time. Blob keys come from the site id (from
 * Postgres) and a hash (from the manifest), checked by `blobKey`: a request path never reaches S3.
 */
export function createContentSource(options: ContentSourceOptions): ContentSource {
  const blobs = createByteLru<Buffer>(options.blobCacheBytes);
  const manifests = createByteLru<SiteManifest>(options.manifestCacheBytes, options.manifestCacheBytes);
  const loading = new Map<string, Promise<Buffer>>();
  const loads = createConcurrencyLimit('S3 reads', options.maxConcurrentLoads, options.maxQueuedLoads);
  const limits = { maxBytes: options.maxObjectBytes };

  // One S3 read per key however many readers ask at once, and a bounded number of reads in all.
  const load = (key: string): Promise<Buffer> => {
    let promise = loading.get(key);
    if (promise === undefined) {
      promise = loads.run(() => options.store.get(key, limits)).finally(() => loading.delete(key));
      loading.set(key, promise);
    }
    return promise;
  };

  return {
    async manifest(deploymentId, manifestKey) {
      const cached = manifests.get(deploymentId);
      if (cached !== undefined) return cached;
      const bytes = await load(manifestKey);
      const value: unknown = JSON.parse(bytes.toString('utf8'));
      if (!isSiteManifest(value)) throw new Error(`manifest ${manifestKey} is not a version 1 site manifest`);
      manifests.set(deploymentId, value, bytes.byteLength);
      return value;
    },
    async blob(siteId, sha256) {
      // Cached per site (a tenant's cache entries are never another's), checked key on a miss only.
      const cacheKey = `${siteId}/${sha256}`;
      const cached = blobs.get(cacheKey);
      if (cached !== undefined) return cached;
      const bytes = await load(blobKey(siteId, sha256));
      blobs.set(cacheKey, bytes, bytes.byteLength);
      return bytes;
    },
    cachedManifest(deploymentId) {
      return manifests.get(deploymentId);
    },
    cachedBlob(siteId, sha256) {
      return blobs.get(`${siteId}/${sha256}`);
    },
    get stats() {
      return { blobBytes: blobs.bytes, blobs: blobs.size, manifests: manifests.size };
    },
  };
}
