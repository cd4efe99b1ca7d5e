export type { CacheControl, CspSources, ManifestEntry, ManifestRedirect, SiteManifest } from './site-manifest.ts';
export { isSiteManifest } from './is-site-manifest.ts';
export { listManifestBlobs } from './list-manifest-blobs.ts';
export { serializeSiteManifest } from './serialize-site-manifest.ts';
export { FEEDBACK_PATH, SEARCH_EVENTS_PATH } from './analytics-paths.ts';
export { PLAYGROUND_PROXY_PATH } from './playground-proxy-path.ts';
export { AGENT_PATHS, isLlmsTxtPath } from './agent-paths.ts';
export { agentLinkHeader, type AgentLinks } from './agent-link-header.ts';
export { markdownTwinPath } from './markdown-twin-path.ts';
export { prefersMarkdown } from './prefers-markdown.ts';
export { negotiatePageAnswer, type PageAnswer } from './negotiate-page-answer.ts';
export {
  MCP_PATH,
  MCP_SERVER_CARD_PATHS,
  READER_PATH,
  READER_SIGN_OUT_PATH,
  SITE_SEARCH_PATH,
} from './site-endpoint-paths.ts';
export { matchRedirect, type RedirectMatch } from './match-redirect.ts';
export { encodeUrlText } from './encode-url-text.ts';
export { MAX_BASE_PATH_LENGTH, parseBasePath, withBasePath, type BasePathCheck } from './base-path.ts';
export { mapBasePath, type BasePathRoute } from './map-base-path.ts';
export { hasReaderClaims, READER_ACCESS_MODES, type ReaderAccessMode } from './reader-access.ts';
export { EVERY_GROUP, isAllowedForGroups, type PageGroupRule, type PageGroups } from './page-groups.ts';
export { isPathAllowedForGroups } from './is-path-allowed-for-groups.ts';
export {
  RESTRICTED_SEGMENT_START,
  restrictedSegmentMarkers,
  stripRestrictedSegments,
} from './restricted-segments.ts';
