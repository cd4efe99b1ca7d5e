export { playgroundProxyCodes, type ProxyErrorCode, type ProxyErrorDefinition } from './codes.ts';
export { createProxyError, isProxyError, type ProxyError } from './proxy-error.ts';
export { DEFAULT_PROXY_LIMITS, REQUEST_SHAPE_LIMITS, type ProxyLimits } from './proxy-limits.ts';
export { PLAYGROUND_METHODS, type PlaygroundMethod, type PlaygroundRequest } from './playground-request.ts';
export type { PlaygroundResponse, PlaygroundTiming } from './playground-response.ts';
export {
  parsePlaygroundRequest,
  type ParsedPlaygroundRequest,
  type ParsePlaygroundRequestOptions,
} from './parse-playground-request.ts';
export { classifyAddress, isPublicUnicast, type AddressClass } from './classify-address.ts';
export { parseWhatwgIpv4, formatIpv4 } from './parse-whatwg-ipv4.ts';
export { SPECIAL_IPV4_RANGES, SPECIAL_IPV6_RANGES, RANGE_NAMES, type SpecialRange } from './special-address-ranges.ts';
export { compileAddressPolicy, type AddressPolicy, type ProxyPolicy } from './address-policy.ts';
export { normalizeOrigin } from './normalize-origin.ts';
export { allowedOriginsFromServers } from './allowed-origins-from-servers.ts';
export { checkTargetUrl } from './check-target-url.ts';
export { stripRequestHeaders } from './strip-request-headers.ts';
export { flattenResponseHeaders } from './flatten-response-headers.ts';
export { systemHostLookup, type HostLookup, type ResolvedAddress } from './host-lookup.ts';
export { createDialer, type Dialer, type DialTarget, type DialerTlsOptions } from './dialer.ts';
export { openPinnedConnection, type PinnedConnection } from './open-pinned-connection.ts';
export {
  createUpstreamConnectionPool,
  type ConnectionKey,
  type UpstreamConnectionPool,
  type UpstreamConnectionPoolOptions,
} from './create-upstream-connection-pool.ts';
export {
  executePlaygroundRequest,
  type ExecutePlaygroundRequestOptions,
} from './execute-playground-request.ts';
export type { RateLimiter } from './rate-limiter.ts';
export { createTokenBucketRateLimiter, type TokenBucketOptions } from './create-token-bucket-rate-limiter.ts';
export { createSafeFetcher, type DocumentFetcher, type SafeFetcherOptions } from './create-safe-fetcher.ts';
export { createLinkProber, type LinkProbe, type LinkProber } from './create-link-prober.ts';
