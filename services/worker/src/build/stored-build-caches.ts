import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { decodeBuildCache, encodeBuildCache, rendererStamp, type BuildCacheSnapshot } from '@folio/builder';
import { buildCacheKey } from '@folio/platform';

/**
 * Most one site's stored build cache may hold (a 300-page site's pages and variants are 20-40 MB);
 * past it the variants are left out, then nothing is stored.
 */
const MAX_STORED_BYTES = 256 * 1024 * 1024;

/**
 * Each site's build cache in object storage, for the worker that did not build the site last (the
 * in-memory `SiteBuildCaches` serve the one that did). Stamped with the renderer
 * (`rendererStamp`): a worker running other code reads nothing of it.
 */
export interface StoredBuildCaches {
  /** The site's stored cache, or undefined when there is none usable (never throws). */
  get(siteId: string): Promise<BuildCacheSnapshot | undefined>;
  /** Stores the site's cache of its last build, replacing the one before. */
  put(siteId: string, snapshot: BuildCacheSnapshot): Promise<void>;
}

/** {@link StoredBuildCaches} in the S3 bucket of the site's blobs, at `buildCacheKey(siteId)`. */
export function createStoredBuildCaches(s3: S3Client, bucket: string): StoredBuildCaches {
  return {
    async get(siteId) {
      const stamp = await rendererStamp();
      if (stamp === undefined) return undefined;
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: buildCacheKey(siteId) }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes === undefined ? undefined : decodeBuildCache(bytes, stamp);
      } catch {
        // None stored yet, or storage unreachable: the build renders every page, as a first one does.
        return undefined;
      }
    },
    async put(siteId, snapshot) {
      const stamp = await rendererStamp();
      const bytes = stamp === undefined ? undefined : encodeBuildCache(snapshot, stamp, MAX_STORED_BYTES);
      if (bytes === undefined) return;
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: buildCacheKey(siteId),
          Body: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
    },
  };
}
