import type { SiteFiles } from '@folio/site-endpoints';
import type { LiveDeployment } from '../routing/live-deployment.ts';
import type { ServedDeployment } from './live-site.ts';
import type { ContentSource } from '../storage/create-content-source.ts';

// A live deployment is replaced (not changed) when the host cache refreshes: its files can be kept with it.
const filesOf = new WeakMap<LiveDeployment, SiteFiles>();

/**
 * The files of a live deployment for the site endpoints: a URL path is only a key into its
 * manifest, as for any site request; bodies come through the edge's manifest and blob caches.
 */
export function deploymentFiles(content: ContentSource, live: ServedDeployment): SiteFiles {
  let files = filesOf.get(live);
  if (files === undefined) {
    const { siteId, deploymentId, manifestKey } = live;
    files = {
      id: deploymentId,
      async read(urlPath) {
        const manifest = content.cachedManifest(deploymentId) ?? (await content.manifest(deploymentId, manifestKey));
        const entry = Object.hasOwn(manifest.files, urlPath) ? manifest.files[urlPath] : undefined;
        if (entry === undefined) return undefined;
        return content.cachedBlob(siteId, entry.blob) ?? (await content.blob(siteId, entry.blob));
      },
    };
    filesOf.set(live, files);
  }
  return files;
}
