export type * from './types.ts';
export { renderSite, DEFAULT_DRILLDOWN, type RenderSiteOptions } from './render-site.ts';
export { SiteRenderCache, type SiteRenderStats } from './site-render-cache.ts';
export { buildManifest, type BuildManifestOptions } from './build-manifest.ts';
export { ManifestCache, type ManifestStats, type CompressedVariants, type StoredBody } from './manifest-cache.ts';
export { digestBodyAsync, digestBodySync, type BodyDigester, type CompressionSetting, type DigestedBody } from './digest-body.ts';
export { siteCodes, type SiteCode } from './codes.ts';
export { PLAYGROUND_PROXY_PATH } from './render-playground.ts';
