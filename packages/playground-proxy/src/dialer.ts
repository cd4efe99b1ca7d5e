import type { Socket } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { buildConnector } from 'undici';

/** Where to open a connection: always an IP address the proxy has checked. */
export interface DialTarget {
  /** The checked IP address; never a host name. */
  address: string;
  family: 4 | 6;
  port: number;
  protocol: 'http:' | 'https:';
  /** Host of the URL without brackets (a name, or the IP literal the reader typed, normalised). */
  hostname: string;
  /** TLS server name (SNI and certificate check); `null` when the URL host is an IP address. */
  servername: string | null;
}

/**
 * Opens a connected socket (TLS-wrapped for https) to `target.address`. Tests inject one that
 * records the target instead of dialling it.
 */
export type Dialer = (target: DialTarget) => Promise<Socket>;

/** TLS settings for the default dialer (e.g. a private CA for `folio dev` against a local API). */
export type DialerTlsOptions = Pick<ConnectionOptions, 'ca' | 'rejectUnauthorized'>;

/**
 * The default {@link Dialer}: undici's connector pointed at the checked IP address, with SNI and
 * certificate verification against the URL's host name. Its `lookup` fails on purpose: the
 * target is an IP literal, so Node never calls it; if that ever changed, the connection fails
 * instead of resolving the name a second time.
 */
export function createDialer(tls: DialerTlsOptions = {}, connectTimeoutMs = 10_000): Dialer {
  const connector = buildConnector({
    ...tls,
    timeout: connectTimeoutMs,
    autoSelectFamily: false,
    lookup: (hostname: string, _options: unknown, callback: (error: Error) => void) => {
      callback(
        Object.assign(new Error(`playground proxy: refusing a DNS lookup of ${hostname} at connect time`), {
          code: 'EPINNED',
        }),
      );
    },
  } as Parameters<typeof buildConnector>[0]);
  return (target) =>
    new Promise<Socket>((resolve, reject) => {
      connector(
        {
          hostname: target.address,
          // undici derives SNI from `host` when `servername` is absent; a bracketed IPv6 literal yields none.
          host: target.servername ?? (target.family === 6 ? `[${target.address}]` : target.address),
          protocol: target.protocol,
          port: String(target.port),
          ...(target.servername === null ? {} : { servername: target.servername }),
        },
        (error, socket) => (error ? reject(error) : resolve(socket as Socket)),
      );
    });
}
