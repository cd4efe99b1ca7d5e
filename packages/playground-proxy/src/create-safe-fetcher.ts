import type { ProxyPolicy } from './address-policy.ts';
import type { Dialer, DialerTlsOptions } from './dialer.ts';
import { executePlaygroundRequest } from './execute-playground-request.ts';
import type { HostLookup } from './host-lookup.ts';
import { isProxyError } from './proxy-error.ts';

/** Options of {@link createSafeFetcher}; every one is for tests or operators, none for documents. */
export interface SafeFetcherOptions {
  /**
   * Addresses allowed beyond public unicast (e.g. `{ allowPrivate: ['loopback'] }` in tests, or the
   * worker's `WORKER_ALLOW_PRIVATE_REPOSITORIES`); none by default.
   */
  policy?: ProxyPolicy;
  /** Host name resolver; the system resolver by default. */
  lookup?: HostLookup;
  /** Opens the connection to the checked address; the default dialer otherwise. */
  connect?: Dialer;
  /** TLS settings of the default dialer (a test CA). */
  tls?: DialerTlsOptions;
  /** Largest document, in bytes. Default 10 MiB, the size `loadSpec` accepts. */
  maxBytes?: number;
  /** Time for DNS, connection, redirects and the whole body. Default 15 s. */
  timeoutMs?: number;
  /** `user-agent` of the request (`folio-cli`, `folio-worker`); `folio` by default. */
  userAgent?: string;
}

/** Fetches one document's text; rejects with a message fit for the terminal. */
export type DocumentFetcher = (url: string) => Promise<string>;

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The fetcher for `https://` OpenAPI documents named in docs.json, shared by the CLI (`folio build`,
 * `check`, `dev`, `openapi-check`) and the hosted worker's build thread. It goes through the
 * playground proxy's executor with an allow-list of exactly the URL's origin, so it gets the same
 * guarantees: the host is resolved for each connection and refused when any answer is not a
 * public address (loopback, private, link-local, … unless `policy` allows it), the connection goes
 * to the checked address only,
 * redirects are followed within that origin only (each hop resolved and checked again), and size
 * and time are limited.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): DocumentFetcher {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async (url) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new Error(`"${url}" is not a valid URL`);
    }
    if (target.protocol !== 'https:') throw new Error(`only https:// URLs are fetched, not ${target.protocol}//`);
    const result = await executePlaygroundRequest(
      {
        method: 'GET',
        url: target.href,
        headers: { accept: 'application/json, application/yaml, text/yaml, */*;q=0.5' },
        query: [],
      },
      {
        allowedOrigins: [target.origin],
        userAgent: options.userAgent ?? 'folio',
        limits: { timeoutMs, maxResponseBytes: maxBytes, maxRedirects: 5 },
        ...(options.policy === undefined ? {} : { policy: options.policy }),
        ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
        ...(options.connect === undefined ? {} : { connect: options.connect }),
        ...(options.tls === undefined ? {} : { tls: options.tls }),
      },
    );
    if (isProxyError(result)) throw new Error(explainRefusal(result.code, result.message, target, maxBytes));
    if (result.status >= 300 && result.status < 400) {
      const location = result.headers.location ?? 'another origin';
      throw new Error(`${target.origin} redirects to ${location}, another origin; check that URL directly`);
    }
    if (result.status < 200 || result.status >= 300)
      throw new Error(`HTTP ${result.status} ${result.statusText}`.trim());
    return result.base64 ? Buffer.from(result.body, 'base64').toString('utf8') : result.body;
  };
}

/** The proxy's messages speak of "the playground"; these say what it means for a document. */
function explainRefusal(code: string, message: string, target: URL, maxBytes: number): string {
  switch (code) {
    case 'PROXY_ADDRESS_FORBIDDEN':
      return `${target.hostname} resolves to a non-public address (loopback, private or reserved); documents are fetched from public addresses only`;
    case 'PROXY_RESPONSE_TOO_LARGE':
      return `the document is larger than the limit of ${maxBytes} bytes`;
    case 'PROXY_DNS_FAILED':
      return `the host ${target.hostname} could not be resolved`;
    default:
      return message;
  }
}
