export type { CacheControl, CspSources, ManifestEntry, ManifestRedirect, SiteManifest } from './site-manifest.ts';
export { isSiteManifest } from './is-site-manifest.ts';
export { listManifestBlobs } from './list-manifest-blobs.ts';
export { serializeSiteManifest } from './serialize-site-manifest.ts';
export { PLAYGROUND_PROXY_PATH } from './playground-proxy-path.ts';
export { matchRedirect, type RedirectMatch } from './match-redirect.ts';
export { encodeUrlText } from './encode-url-text.ts';
