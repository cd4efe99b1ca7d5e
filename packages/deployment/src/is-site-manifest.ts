import { parseBasePath } from './base-path.ts';
import type { SiteManifest } from './site-manifest.ts';

/** True when a parsed manifest has the shape of a version 1 `SiteManifest` (checked before it is served). */
export function isSiteManifest(value: unknown): value is SiteManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<SiteManifest>;
  return (
    manifest.version === 1 &&
    typeof manifest.files === 'object' &&
    manifest.files !== null &&
    Array.isArray(manifest.redirects) &&
    typeof manifest.notFound === 'string' &&
    (manifest.basePath === undefined || (parseBasePath(manifest.basePath).ok && manifest.basePath !== null))
  );
}
