import {
  type Dialer,
  executePlaygroundRequest,
  type HostLookup,
  isProxyError,
  PLAYGROUND_METHODS,
  type PlaygroundMethod,
  type ProxyPolicy,
} from '@folio/playground-proxy';

/** What `openid-client` and `jose` pass to their `customFetch`, as far as it is used here. */
export interface IssuerRequestInit {
  method?: string;
  headers?: ConstructorParameters<typeof Headers>[0];
  body?: unknown;
}

/** A `fetch` for the requests `openid-client` and `jose` make (their `customFetch`). */
export type IssuerFetch = (url: string, init?: IssuerRequestInit) => Promise<Response>;

/** A request to a site's sign-in provider that Folio refused to make, in words for the reader. */
export class IssuerFetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IssuerFetchRefused';
  }
}

/** Time for DNS, connection and the whole answer of one request to an issuer. */
const TIMEOUT_MS = 10_000;
/** A discovery document, a JWKS, a token or userinfo answer: far below this. */
const MAX_RESPONSE_BYTES = 512 * 1024;

/**
 * The fetch of every request the edge makes to a tenant's sign-in provider: OIDC discovery, the
 * JWKS, the token and userinfo endpoints, a JWT site's JWKS URL. These URLs are the tenant's to
 * choose (and the discovery document names the others), so they go through the playground
 * proxy's executor with the same address policy as the playground: the host is resolved and
 * refused when any answer is not a public address (loopback, private, link-local such as
 * 169.254.169.254, …) unless `policy` allows it, the connection is pinned to the checked address,
 * redirects are followed within the URL's origin only, and time and size are bounded. A refusal
 * rejects with {@link IssuerFetchRefused} before any connection is opened.
 */
export function createIssuerFetch(options: {
  policy: ProxyPolicy;
  lookup?: HostLookup;
  connect?: Dialer;
}): IssuerFetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const method = (init.method ?? 'GET').toUpperCase();
    if (!PLAYGROUND_METHODS.includes(method as PlaygroundMethod))
      throw new IssuerFetchRefused(`The sign-in provider cannot be asked with ${method.slice(0, 10)}.`);
    const result = await executePlaygroundRequest(
      {
        method: method as PlaygroundMethod,
        url: target.href,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        query: [],
        ...(init.body === undefined || init.body === null ? {} : { body: bodyText(init.body) }),
      },
      {
        allowedOrigins: [target.origin],
        policy: options.policy,
        userAgent: 'folio-edge',
        limits: { timeoutMs: TIMEOUT_MS, maxResponseBytes: MAX_RESPONSE_BYTES, maxRedirects: 3 },
        ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
        ...(options.connect === undefined ? {} : { connect: options.connect }),
      },
    );
    if (isProxyError(result)) throw new IssuerFetchRefused(explain(result.code, result.message, target));
    const body = result.base64 ? Buffer.from(result.body, 'base64') : result.body;
    const empty = result.status === 204 || result.status === 304 || method === 'HEAD';
    return new Response(empty ? null : body, { status: result.status, headers: result.headers });
  };
}

// openid-client sends forms (URLSearchParams); nothing else here sends a body.
function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  throw new IssuerFetchRefused('The sign-in request has a body Folio does not send.');
}

function explain(code: string, message: string, target: URL): string {
  switch (code) {
    case 'PROXY_ADDRESS_FORBIDDEN':
      return `This site's sign-in provider ${target.host} is at a non-public address (private, loopback or link-local); Folio reaches sign-in providers on public addresses only.`;
    case 'PROXY_DNS_FAILED':
      return `This site's sign-in provider ${target.host} could not be resolved.`;
    case 'PROXY_TIMEOUT':
      return `This site's sign-in provider ${target.host} did not answer in time; try again in a moment.`;
    case 'PROXY_TARGET_NOT_ALLOWED':
      return `This site's sign-in provider URL ${target.origin} is not an http(s) URL without credentials.`;
    default:
      return `This site's sign-in provider ${target.host} could not be reached: ${message.slice(0, 200)}`;
  }
}

/** The {@link IssuerFetchRefused} behind `error` (libraries wrap it in their own errors), if any. */
export function findFetchRefusal(error: unknown): IssuerFetchRefused | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++)
    if (cause instanceof IssuerFetchRefused) return cause;
  return undefined;
}
