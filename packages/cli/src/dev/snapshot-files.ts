import type { SiteFiles } from '@folio/site-endpoints';
import type { DevSiteSnapshot } from './dev-site-snapshot.ts';

const filesOf = new WeakMap<DevSiteSnapshot, SiteFiles>();
let builds = 0;

/**
 * The files of one build `folio dev` serves, for the site endpoints (search, MCP): each build is
 * a new snapshot, so what the endpoints loaded from the last one is never used for the next.
 */
export function snapshotFiles(snapshot: DevSiteSnapshot): SiteFiles {
  let files = filesOf.get(snapshot);
  if (files === undefined) {
    const id = `dev-build-${++builds}`;
    files = { id, read: async (urlPath) => snapshot.files.get(urlPath)?.body };
    filesOf.set(snapshot, files);
  }
  return files;
}
