import type { SiteManifest } from './site-manifest.ts';

/**
 * The sha256 of every blob a parsed manifest names (each file's body and its compressed variants),
 * read leniently: entries that are not strings are skipped. `undefined` when it has no `files` map.
 */
export function listManifestBlobs(value: unknown): Set<string> | undefined {
  const manifest = (value ?? {}) as Partial<SiteManifest>;
  if (typeof manifest.files !== 'object' || manifest.files === null) return undefined;
  const blobs = new Set<string>();
  for (const entry of Object.values(manifest.files)) {
    if (typeof entry?.blob === 'string') blobs.add(entry.blob);
    for (const variant of Object.values(entry?.variants ?? {})) if (typeof variant === 'string') blobs.add(variant);
  }
  return blobs;
}
