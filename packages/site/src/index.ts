export type * from './types.ts';
export { renderSite, DEFAULT_DRILLDOWN, type RenderSiteOptions } from './render-site.ts';
export { SiteRenderCache, type SiteRenderStats } from './site-render-cache.ts';
export { buildManifest, type BuildManifestOptions } from './manifest/build-manifest.ts';
export { compressionSettingOf } from './manifest/compression-setting.ts';
export {
  compressedBytes,
  ManifestCache,
  type ManifestStats,
  type CompressedVariants,
  type StoredBody,
} from './manifest/manifest-cache.ts';
export {
  digestBodyAsync,
  digestBodySync,
  type BodyDigester,
  type CompressionSetting,
  type DigestedBody,
} from './manifest/digest-body.ts';
export { siteCodes, type SiteCode } from './codes.ts';
export {
  securityHeaders,
  siteContentSecurityPolicy,
  SITE_CONTENT_SECURITY_POLICY,
  SVG_CONTENT_SECURITY_POLICY,
  type SecurityHeaderOptions,
} from './policy/security-headers.ts';
export { CSP_SOURCES_URL, cspSourcesOfFiles, parseCspSources } from './policy/csp-sources.ts';
export { URL_STYLE_URL } from './outputs/add-trailing-slashes.ts';
export { siteIconLibrary } from './frame/render-icon.ts';
export { readPageMeta, type PageMeta } from './frame/page-meta.ts';
export {
  loadSearchEngine,
  openSplitSearchIndex,
  type RankedSection,
  type SearchEngine,
  type SearchHit,
  type SplitSearchEngine,
} from './outputs/search-engine-node.ts';
export { buildSearchIndex, type SearchPage } from './outputs/build-search-index.ts';
export { searchSections } from './outputs/search-sections.ts';
export { SEARCH_PARTS_URL, searchIndexParts } from './outputs/search-index-parts.ts';
export { absoluteLlmsTxt } from './outputs/absolute-llms-txt.ts';
export { SEARCH_INDEX_URL } from './build-site-layout.ts';
export {
  SITE_NAVIGATION_URL,
  type SiteNavigation,
  type SiteNavigationItem,
  type SiteNavigationPage,
  type SiteScope,
} from './outputs/site-navigation-format.ts';
export {
  API_INDEX_URL,
  type ApiChannelData,
  type ApiIndex,
  type ApiIndexChannel,
  type ApiIndexOperation,
  type ApiOperationData,
} from './outputs/api-data/api-data-format.ts';
