import type { SiteManifest } from './site-manifest.ts';

/** The bytes of a manifest as stored (`sites/{siteId}/deployments/{deploymentId}/manifest.json`). */
export function serializeSiteManifest(manifest: SiteManifest): Buffer {
  return Buffer.from(JSON.stringify(manifest));
}
