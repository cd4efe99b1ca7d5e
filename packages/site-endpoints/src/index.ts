export type { SiteFiles } from './site-files.ts';
export type { EndpointAnswer } from './endpoint-answer.ts';
export { SiteCache, type SiteCacheOptions } from './site-cache.ts';
export type { DeployedSite } from './deployed-site.ts';
export {
  answerSearchRequest,
  errorAnswer as searchErrorAnswer,
  type SearchRequestContext,
  type SearchResponseBody,
} from './search/answer-search-request.ts';
export { searchError, searchErrorCodes, type SearchError, type SearchErrorCode } from './search/search-errors.ts';
export { MAX_QUERY_CHARS, MAX_RESULT_LIMIT } from './search/search-limits.ts';
export { answerMcpRequest, type McpHttpRequest, type McpRequestContext } from './mcp/answer-mcp-request.ts';
export { mcpErrorAnswer, mcpMethodNotAllowed } from './mcp/mcp-error-answer.ts';
export { MAX_MCP_BODY_BYTES } from './mcp/mcp-limits.ts';
export { answerServerCardRequest, type ServerCardContext } from './mcp/answer-server-card-request.ts';
export { filterSiteNavigation, filterSiteNavigationJson } from './filter-site-navigation.ts';
export { readerFileAccess, readerFileText } from './reader-file.ts';
