import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { compileAddressPolicy, systemHostLookup, type HostLookup, type ResolvedAddress } from '@folio/playground-proxy';
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { BuildFailure } from './build-failure.ts';
import { resolveRepositoryAddress } from './resolve-repository-address.ts';

/** Limits of {@link createGitHttpClient}. */
export interface GitHttpLimits {
  /** A request whose socket stays silent this long fails (transient). */
  timeoutMs: number;
  /** Total response bytes over all requests; more is a content failure (the repository is too big). */
  maxBytes: number;
  /**
   * Non-public addresses the git host may have, in `compileAddressPolicy`'s terms (`loopback`,
   * `private`, a CIDR block, an address or a host name); empty (the default) allows public ones only.
   */
  allowPrivate?: readonly string[];
  /** Resolves host names (default: the system resolver); tests inject answers. */
  lookup?: HostLookup;
}

const MAX_REDIRECTS = 5;

/**
 * The HTTP transport isomorphic-git clones through: node:http/https with an idle time-out on every
 * request, and a byte budget counted while the packfile streams in, so an oversized repository is
 * stopped as soon as it passes the limit rather than after it filled the disk. The git host is
 * resolved once and checked (see `resolveRepositoryAddress`); every connection then goes to that
 * checked address, never to a fresh DNS answer.
 */
export function createGitHttpClient(limits: GitHttpLimits): HttpClient {
  const policy = compileAddressPolicy({ allowPrivate: [...(limits.allowPrivate ?? [])] });
  const lookup = limits.lookup ?? systemHostLookup;
  // Host name → its checked address, for the whole clone (redirects never change the host).
  const pinned = new Map<string, Promise<ResolvedAddress>>();
  const pin = (hostname: string): Promise<ResolvedAddress> => {
    let address = pinned.get(hostname);
    if (address === undefined) {
      address = resolveRepositoryAddress(hostname, lookup, policy);
      pinned.set(hostname, address);
    }
    return address;
  };
  let received = 0;
  const count = (bytes: number): void => {
    received += bytes;
    if (received > limits.maxBytes) {
      throw new BuildFailure(
        'content',
        `the repository is larger than the ${formatBytes(limits.maxBytes)} limit for one clone; move large files (videos, archives) out of the repository or use a smaller docs repository`,
      );
    }
  };

  async function request(req: GitHttpRequest, redirects = 0): Promise<GitHttpResponse> {
    const body = req.body === undefined ? undefined : await collect(req.body);
    const target = new URL(req.url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new BuildFailure(
        'content',
        `the repository URL must use https, got "${target.protocol.replace(/:$/, '')}"`,
      );
    }
    const transport = target.protocol === 'https:' ? https : http;
    // URL keeps IPv6 literals bracketed; the checks and the socket want them bare.
    const address = await pin(target.hostname.replace(/^\[(.*)\]$/, '$1'));
    return new Promise<GitHttpResponse>((resolve, reject) => {
      const outgoing = transport.request(
        target,
        // The Host header and TLS server name stay the URL's host; only the socket is pinned.
        {
          method: req.method ?? 'GET',
          headers: req.headers ?? {},
          timeout: limits.timeoutMs,
          lookup: pinnedLookup(address),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const location = res.headers.location;
          if (status >= 300 && status < 400 && location !== undefined) {
            res.resume();
            const next = new URL(location, target);
            // Never follow a redirect to another scheme or host: the credentials would go with it.
            if (redirects >= MAX_REDIRECTS || next.protocol !== target.protocol || next.host !== target.host) {
              reject(
                new BuildFailure(
                  'content',
                  `the git server redirected to ${next.protocol}//${next.host}, which is not followed; use the repository's final URL`,
                ),
              );
              return;
            }
            resolve(
              request(
                { ...req, url: next.toString(), ...(body === undefined ? {} : { body: once(body) }) },
                redirects + 1,
              ),
            );
            return;
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({
            url: target.toString(),
            method: req.method ?? 'GET',
            statusCode: status,
            statusMessage: res.statusMessage ?? '',
            headers,
            body: counted(res, count),
          });
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(
          new BuildFailure('transient', `the git server did not answer within ${limits.timeoutMs / 1000} s`),
        ),
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  return { request: (req) => request(req) };
}

/** A `lookup` for node:net that answers the checked address, whatever it is asked. */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    // With autoSelectFamily (Node 20's default) net asks for every address at once.
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}

async function collect(body: AsyncIterableIterator<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* once(bytes: Uint8Array): AsyncIterableIterator<Uint8Array> {
  yield bytes;
}

async function* counted(
  stream: AsyncIterable<Buffer>,
  count: (bytes: number) => void,
): AsyncIterableIterator<Uint8Array> {
  for await (const chunk of stream) {
    count(chunk.byteLength);
    yield chunk;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
