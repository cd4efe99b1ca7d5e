import { STATUS_CODES } from 'node:http';
import { compileAddressPolicy, type ProxyPolicy } from './address-policy.ts';
import { checkTargetUrl } from './check-target-url.ts';
import type { UpstreamConnectionPool } from './create-upstream-connection-pool.ts';
import { createDialer, type Dialer, type DialerTlsOptions } from './dialer.ts';
import { encodeResponseBody } from './encode-response-body.ts';
import { flattenResponseHeaders } from './flatten-response-headers.ts';
import { systemHostLookup, type HostLookup } from './host-lookup.ts';
import { normalizeOrigin } from './normalize-origin.ts';
import { openUpstreamExchange, type UpstreamExchange } from './open-upstream-exchange.ts';
import type { PlaygroundRequest } from './playground-request.ts';
import { PLAYGROUND_METHODS } from './playground-request.ts';
import type { PlaygroundResponse, PlaygroundTiming } from './playground-response.ts';
import { createProxyError, isProxyError, type ProxyError } from './proxy-error.ts';
import { DEFAULT_PROXY_LIMITS, type ProxyLimits } from './proxy-limits.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { readLimitedBody } from './read-limited-body.ts';
import { resolvePinnedAddress } from './resolve-pinned-address.ts';
import { stripRequestHeaders } from './strip-request-headers.ts';

/** Options of {@link executePlaygroundRequest}. */
export interface ExecutePlaygroundRequestOptions {
  /** Origins the playground may reach, e.g. from `allowedOriginsFromServers`; compared exactly. */
  allowedOrigins: string[];
  /** Operator exceptions to the public-unicast rule; none by default. */
  policy?: ProxyPolicy;
  /** Host name resolver; defaults to the system resolver (all A and AAAA answers). */
  lookup?: HostLookup;
  /** Opens the connection to the checked address; tests inject one that records the address. */
  connect?: Dialer;
  /** TLS settings of the default dialer (ignored when `connect` or `connections` is given). */
  tls?: DialerTlsOptions;
  /**
   * Kept-alive connections shared by calls (see `createUpstreamConnectionPool`); its dialer is used
   * when `connect` is not given. Without it, every hop opens and closes its own connection.
   */
  connections?: UpstreamConnectionPool;
  /** Calls with different partitions (the edge passes the site id) never share a pooled connection. */
  partition?: string;
  /** Defaults to {@link DEFAULT_PROXY_LIMITS}. */
  limits?: Partial<ProxyLimits>;
  /** Checked before anything else; a refusal is `PROXY_RATE_LIMITED`. */
  rateLimit?: { limiter: RateLimiter; key: string };
  /** Sent when the reader sets no `user-agent`. */
  userAgent?: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * Executes one playground request server-side, without ever opening a door into anyone's network:
 *
 * 1. http(s) only, no `user:password@`, origin exactly on `allowedOrigins`;
 * 2. the host is resolved once; if any answer is not public unicast (or allowed by `policy`) the
 *    request is refused; the connection then goes to the checked address only (no second lookup),
 *    keeping the host name for the Host header and TLS;
 * 3. redirects are followed only within the same origin, each one resolved and checked again; a
 *    redirect elsewhere is returned to the reader as is, unfollowed;
 * 4. browser, hop-by-hop and forwarding headers of the reader are stripped;
 * 5. request size, response size and total time are limited.
 *
 * Resolves to the response, or to a {@link ProxyError} value; it does not throw, except a
 * `RangeError` for an invalid `policy` (operator configuration, not reader input).
 */
export async function executePlaygroundRequest(
  request: PlaygroundRequest,
  options: ExecutePlaygroundRequestOptions,
): Promise<PlaygroundResponse | ProxyError> {
  const started = performance.now();
  const limits: ProxyLimits = { ...DEFAULT_PROXY_LIMITS, ...options.limits };
  const policy = compileAddressPolicy(options.policy);
  const allowed = new Set(options.allowedOrigins.map(normalizeOrigin).filter((origin) => origin !== undefined));

  if (options.rateLimit !== undefined && !(await options.rateLimit.limiter.hit(options.rateLimit.key))) {
    return createProxyError('PROXY_RATE_LIMITED');
  }
  const invalid = checkRequest(request, limits);
  if (invalid !== undefined) return invalid;
  const target = checkTargetUrl(request.url, request.query, allowed);
  if (isProxyError(target)) return target;

  const lookup = options.lookup ?? systemHostLookup;
  const dial = options.connect ?? options.connections?.dial ?? createDialer(options.tls, limits.timeoutMs);
  const timing: PlaygroundTiming = { totalMs: 0, dnsMs: 0, connectMs: 0, waitMs: 0, downloadMs: 0 };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const headers = stripRequestHeaders(request.headers, options.userAgent ?? 'Folio-Playground-Proxy/1.0');
  // The cookies the reader typed, never a `cookie` header (stripped above); kept on same-origin redirects.
  if (request.cookies !== undefined && request.cookies.length > 0)
    headers.cookie = request.cookies.map(([name, value]) => `${name}=${value}`).join('; ');
  let hop: Hop = { url: target, method: request.method, headers, body: request.body };

  try {
    for (let redirects = 0; ; redirects++) {
      const dnsStarted = performance.now();
      const pinned = await untilAborted(resolvePinnedAddress(hop.url, lookup, policy), controller.signal);
      timing.dnsMs += performance.now() - dnsStarted;
      if (isProxyError(pinned)) return pinned;

      const sent = performance.now();
      const exchange = await openUpstreamExchange({
        ...hop,
        pinned,
        dial,
        signal: controller.signal,
        timeoutMs: limits.timeoutMs,
        ...(options.connections === undefined
          ? {}
          : { connections: options.connections, partition: options.partition ?? '' }),
      });
      try {
        timing.connectMs += exchange.connectMs;
        timing.waitMs = performance.now() - sent - exchange.connectMs;
        const next = sameOriginRedirect(exchange, hop.url, allowed);
        if (next !== undefined) {
          if (redirects >= limits.maxRedirects) {
            return createProxyError(
              'PROXY_TOO_MANY_REDIRECTS',
              `${target.origin} redirected more than ${limits.maxRedirects} times.`,
            );
          }
          hop = redirectedHop(hop, next, exchange.status);
          continue;
        }
        return await readResponse(exchange, hop.url, redirects, limits, timing, started);
      } finally {
        await exchange.close();
      }
    }
  } catch (error) {
    return upstreamError(error, controller.signal.aborted, target, limits);
  } finally {
    clearTimeout(timer);
  }
}

/** Re-checks what a hand-built request could get wrong; `parsePlaygroundRequest` output passes. */
function checkRequest(request: PlaygroundRequest, limits: ProxyLimits): ProxyError | undefined {
  if (!(PLAYGROUND_METHODS as readonly string[]).includes(request.method)) {
    return createProxyError(
      'PROXY_BAD_REQUEST',
      `"method" must be one of ${PLAYGROUND_METHODS.join(', ')}; got ${JSON.stringify(request.method)}.`,
    );
  }
  if (request.body === undefined) return undefined;
  if (request.method === 'GET' || request.method === 'HEAD') {
    return createProxyError(
      'PROXY_BAD_REQUEST',
      `A ${request.method} request cannot carry a body; remove "body" or use POST, PUT or PATCH.`,
    );
  }
  const size = Buffer.byteLength(request.body, 'utf8');
  if (size > limits.maxRequestBytes) {
    return createProxyError(
      'PROXY_REQUEST_TOO_LARGE',
      `The request body is ${size} bytes; the limit is ${limits.maxRequestBytes} bytes.`,
    );
  }
  return undefined;
}

/** The next URL when `exchange` is a redirect to the same allowed origin; otherwise `undefined`. */
function sameOriginRedirect(exchange: UpstreamExchange, current: URL, allowed: ReadonlySet<string>): URL | undefined {
  const location = exchange.headers.location;
  if (!REDIRECT_STATUSES.has(exchange.status) || typeof location !== 'string') return undefined;
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    return undefined;
  }
  if (next.origin !== current.origin || !allowed.has(next.origin)) return undefined;
  if (next.username !== '' || next.password !== '') return undefined;
  next.hash = '';
  return next;
}

/** Browser rules: 303 becomes GET, and so does a POST answered with 301 or 302; 307/308 keep all. */
function redirectedHop(hop: Hop, url: URL, status: number): Hop {
  const toGet =
    (status === 303 && hop.method !== 'HEAD') || ((status === 301 || status === 302) && hop.method === 'POST');
  if (!toGet) return { ...hop, url };
  const headers = { ...hop.headers };
  delete headers['content-type'];
  return { url, method: 'GET', headers, body: undefined };
}

async function readResponse(
  exchange: UpstreamExchange,
  url: URL,
  redirects: number,
  limits: ProxyLimits,
  timing: PlaygroundTiming,
  started: number,
): Promise<PlaygroundResponse | ProxyError> {
  const tooLarge = () =>
    createProxyError(
      'PROXY_RESPONSE_TOO_LARGE',
      `The response from ${url.origin} is larger than ${limits.maxResponseBytes} bytes; reading stopped.`,
    );
  const declared = Number(exchange.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxResponseBytes) return tooLarge();

  const readStarted = performance.now();
  const bytes = await readLimitedBody(exchange.body, limits.maxResponseBytes);
  if (bytes === undefined) return tooLarge();
  timing.downloadMs = performance.now() - readStarted;
  timing.totalMs = performance.now() - started;

  const header = (name: string) => {
    const value = exchange.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const { body, base64 } = encodeResponseBody(bytes, header('content-type'), header('content-encoding'));
  return {
    status: exchange.status,
    statusText: STATUS_CODES[exchange.status] ?? '',
    headers: flattenResponseHeaders(exchange.headers),
    body,
    base64,
    url: url.href,
    redirects,
    timing: roundTiming(timing),
  };
}

function roundTiming(timing: PlaygroundTiming): PlaygroundTiming {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    totalMs: round(timing.totalMs),
    dnsMs: round(timing.dnsMs),
    connectMs: round(timing.connectMs),
    waitMs: round(timing.waitMs),
    downloadMs: round(timing.downloadMs),
  };
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** Maps a thrown error to a proxy error that names the origin and an error code, never an address. */
function upstreamError(error: unknown, timedOut: boolean, target: URL, limits: ProxyLimits): ProxyError {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : undefined;
  if (timedOut || (code !== undefined && TIMEOUT_CODES.has(code))) {
    return createProxyError('PROXY_TIMEOUT', `${target.origin} did not answer within ${limits.timeoutMs} ms.`);
  }
  if (code === 'UND_ERR_INVALID_ARG') {
    return createProxyError('PROXY_BAD_REQUEST', `The request could not be sent: ${(error as Error).message}.`);
  }
  return createProxyError(
    'PROXY_UPSTREAM_ERROR',
    `The connection to ${target.origin} failed${code === undefined ? '' : ` (${code})`}.`,
  );
}

/** Rejects as soon as `signal` aborts, so a hanging resolver cannot outlive the time limit. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
