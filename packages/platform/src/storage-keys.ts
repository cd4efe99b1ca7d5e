const SHA256 = /^[0-9a-f]{64}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkId(kind: string, value: string): void {
  // Keys are built only from ids we issued: anything else would let a caller steer the key.
  if (!ID.test(value)) throw new Error(`${kind} must be a lowercase UUID, got "${value}"`);
}

/** S3 key of a content-addressed file: `sites/{siteId}/blobs/{sha256}`. */
export function blobKey(siteId: string, sha256: string): string {
  checkId('siteId', siteId);
  if (!SHA256.test(sha256)) throw new Error(`sha256 must be 64 lowercase hex characters, got "${sha256}"`);
  return `sites/${siteId}/blobs/${sha256}`;
}

/** S3 key of a deployment's manifest: `sites/{siteId}/deployments/{deploymentId}/manifest.json`. */
export function manifestKey(siteId: string, deploymentId: string): string {
  checkId('siteId', siteId);
  checkId('deploymentId', deploymentId);
  return `sites/${siteId}/deployments/${deploymentId}/manifest.json`;
}

/**
 * S3 key of a site's build cache (its last build's rendered pages, compressed variants and
 * thumbnails, `encodeBuildCache`): `sites/{siteId}/build-cache.bin`, read by a worker that did not
 * build the site last. Under the site's prefix, so it goes when the site does.
 */
export function buildCacheKey(siteId: string): string {
  checkId('siteId', siteId);
  return `sites/${siteId}/build-cache.bin`;
}
