import { createDialer, type Dialer, type DialerTlsOptions, type DialTarget } from './dialer.ts';
import { openPinnedConnection, type PinnedConnection } from './open-pinned-connection.ts';

/** Settings of {@link createUpstreamConnectionPool}. */
export interface UpstreamConnectionPoolOptions {
  /** TLS settings of the pool's default dialer (used when a request brings no dialer of its own). */
  tls?: DialerTlsOptions;
  /** Connect timeout of the pool's default dialer (default 10 s; the request's own limit still applies). */
  connectTimeoutMs?: number;
  /** Idle connections kept in all (default 64); past it, the least recently used is closed. */
  maxIdle?: number;
  /** Idle connections kept per key (default 4). */
  maxIdlePerKey?: number;
  /** An idle connection older than this is closed instead of reused (default 4 s). */
  idleTimeoutMs?: number;
  now?: () => number;
}

/** Where a pooled connection may be reused: all of it must match, or a fresh one is opened. */
export interface ConnectionKey {
  /** The dialer that opens the connection (tests inject their own; each gets its own connections). */
  dial: Dialer;
  /** The checked address, port, scheme and name (Host and TLS server name) of this request. */
  target: DialTarget;
  /** A caller's partition (the edge passes the site id): partitions never share a connection. */
  partition: string;
}

/**
 * Kept-alive upstream connections for the playground proxy. A connection is only ever handed to a
 * request whose own check pinned the very same address for the very same origin (and partition):
 * the key is (dialer, partition, scheme, host name, port, checked address), and a pooled client's
 * only way to (re)connect is the dialer bound to that address when it was created.
 */
export interface UpstreamConnectionPool {
  /** The dialer used when a request brings none. */
  readonly dial: Dialer;
  /** An idle connection for exactly `key`, or a new one (connecting on first use). Exclusive until given back. */
  take(key: ConnectionKey): PinnedConnection;
  /** Returns a connection whose last exchange completed (body read to the end); it may be closed instead. */
  give(key: ConnectionKey, connection: PinnedConnection): void;
  /** Idle connections held. */
  readonly idle: number;
  /** Closes every idle connection; connections in use are closed by their requests. */
  close(): Promise<void>;
}

interface Idle {
  connection: PinnedConnection;
  since: number;
}

/**
 * Creates an {@link UpstreamConnectionPool}. Without one, every hop opens and closes its own
 * connection (correct, but a TCP and possibly TLS handshake per playground request).
 */
export function createUpstreamConnectionPool(options: UpstreamConnectionPoolOptions = {}): UpstreamConnectionPool {
  const now = options.now ?? Date.now;
  const maxIdle = options.maxIdle ?? 64;
  const maxIdlePerKey = options.maxIdlePerKey ?? 4;
  const idleTimeoutMs = options.idleTimeoutMs ?? 4_000;
  const defaultDial = createDialer(options.tls, options.connectTimeoutMs ?? 10_000);
  // Map order is recency: the first key holds the least recently returned connections.
  const idle = new Map<string, Idle[]>();
  let idleCount = 0;
  const dialerIds = new WeakMap<Dialer, number>();
  let nextDialerId = 0;

  const keyOf = ({ dial, target, partition }: ConnectionKey): string => {
    let id = dialerIds.get(dial);
    if (id === undefined) {
      id = nextDialerId++;
      dialerIds.set(dial, id);
    }
    // JSON keeps the fields apart whatever characters a partition or host name holds.
    return JSON.stringify([
      id,
      partition,
      target.protocol,
      target.hostname,
      target.port,
      target.address,
      target.family,
      target.servername,
    ]);
  };
  const destroy = (connection: PinnedConnection) => void connection.client.destroy().catch(() => {});
  const removeOldest = () => {
    for (const [key, list] of idle) {
      const oldest = list.shift();
      if (list.length === 0) idle.delete(key);
      if (oldest !== undefined) {
        idleCount--;
        destroy(oldest.connection);
        return;
      }
    }
  };

  return {
    dial: defaultDial,
    take(key) {
      const name = keyOf(key);
      const list = idle.get(name);
      while (list !== undefined && list.length > 0) {
        const entry = list.pop()!;
        idleCount--;
        if (list.length === 0) idle.delete(name);
        const usable =
          now() - entry.since <= idleTimeoutMs && !entry.connection.client.closed && !entry.connection.client.destroyed;
        if (usable) {
          entry.connection.meter.connectMs = 0;
          return entry.connection;
        }
        destroy(entry.connection);
      }
      return openPinnedConnection(key.target, key.dial, idleTimeoutMs);
    },
    give(key, connection) {
      const { client } = connection;
      if (client.closed || client.destroyed || maxIdle === 0 || maxIdlePerKey === 0) return destroy(connection);
      const name = keyOf(key);
      const list = idle.get(name) ?? [];
      idle.delete(name);
      idle.set(name, list);
      list.push({ connection, since: now() });
      idleCount++;
      if (list.length > maxIdlePerKey) {
        idleCount--;
        destroy(list.shift()!.connection);
      }
      while (idleCount > maxIdle) removeOldest();
    },
    get idle() {
      return idleCount;
    },
    async close() {
      const all = [...idle.values()].flat();
      idle.clear();
      idleCount = 0;
      await Promise.all(all.map((entry) => entry.connection.client.destroy().catch(() => {})));
    },
  };
}
