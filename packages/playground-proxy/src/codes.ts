/**
 * One entry of the proxy's error catalogue. These are operational errors of a single playground
 * request (not diagnostics about the docs repository), so they carry the HTTP status the edge
 * answers with instead of a severity.
 */
export interface ProxyErrorDefinition {
  /** HTTP status of the `/_docs/api/request` answer carrying this error. */
  statusCode: number;
  /** What the reader sees go wrong, in one sentence (the default message). */
  message: string;
  /** What the reader or the site owner can do about it. */
  fix: string;
}

/**
 * Every error `executePlaygroundRequest` and `parsePlaygroundRequest` can return. The codes are
 * stable: the playground shows them, and the edge renders them as `{ statusCode, code, message }`.
 */
export const playgroundProxyCodes = Object.freeze({
  PROXY_BAD_REQUEST: {
    statusCode: 400,
    message: 'The playground request is malformed.',
    fix: 'Send a JSON body `{ method, url, headers?, query?, body? }` as described in the playground-proxy README.',
  },
  PROXY_REQUEST_TOO_LARGE: {
    statusCode: 413,
    message: 'The playground request is larger than this site allows.',
    fix: 'Send a smaller request body, fewer headers or a shorter URL.',
  },
  PROXY_TARGET_NOT_ALLOWED: {
    statusCode: 403,
    message: 'The playground may not send requests to this URL.',
    fix: 'Use an http(s) URL without user:password@ whose origin is one of the OpenAPI `servers`, an OAuth `tokenUrl`/`refreshUrl` or `openIdConnectUrl` of the documents, or an origin the site owner added to the playground allow-list.',
  },
  PROXY_ADDRESS_FORBIDDEN: {
    statusCode: 403,
    message: 'The target host resolves to an address the playground may not reach.',
    fix: 'Point the API host at a public address; private, loopback, link-local and other reserved addresses are refused.',
  },
  PROXY_DNS_FAILED: {
    statusCode: 502,
    message: 'The target host name could not be resolved.',
    fix: 'Check the spelling of the host in the URL and that its DNS records exist.',
  },
  PROXY_TIMEOUT: {
    statusCode: 504,
    message: 'The API did not answer in time.',
    fix: 'Retry, or make the endpoint answer faster; the playground stops waiting after the configured time limit.',
  },
  PROXY_RESPONSE_TOO_LARGE: {
    statusCode: 502,
    message: 'The API response is larger than the playground shows.',
    fix: 'Request a smaller page of results (e.g. a `limit` query parameter), or call the API directly.',
  },
  PROXY_TOO_MANY_REDIRECTS: {
    statusCode: 502,
    message: 'The API redirected more times than the playground follows.',
    fix: 'Call the final URL directly instead of one that redirects.',
  },
  PROXY_UPSTREAM_ERROR: {
    statusCode: 502,
    message: 'The connection to the API failed.',
    fix: 'Check that the API is up and reachable over the internet, and that its TLS certificate is valid for its host name.',
  },
  PROXY_RATE_LIMITED: {
    statusCode: 429,
    message: 'Too many playground requests.',
    fix: 'Wait a moment before sending another request.',
  },
} satisfies Record<string, ProxyErrorDefinition>);

/** A stable error code of the playground proxy. */
export type ProxyErrorCode = keyof typeof playgroundProxyCodes;
