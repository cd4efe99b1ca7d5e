import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A dependency the edge can keep serving without, from cache. */
export type Dependency = 'postgres' | 'redis' | 's3';

/** The edge's Prometheus metrics, on a registry of its own (several apps can live in one test process). */
export interface EdgeMetrics {
  registry: Registry;
  /** Site requests by outcome: file, not_modified, redirect, not_found, unknown_host, unavailable, overloaded. */
  requests: Counter<'outcome'>;
  /**
   * Counts one site request in `requests`. Cheaper than `requests.inc` (which hashes its labels on
   * every call): counts are kept in a plain table and added to the counter when it is scraped.
   */
  countRequest(outcome: string): void;
  /** 1 while the dependency answered last time, 0 after it failed. */
  dependencyUp: Gauge<'dependency'>;
  dependencyErrors: Counter<'dependency'>;
  /** Answers given from cache because the dependency failed. */
  staleServed: Counter<'dependency'>;
  playgroundRequests: Counter<'code'>;
  playgroundDuration: Histogram;
  /** Answers of the site endpoints (`search`, `mcp`, `mcp_card`) by HTTP status. */
  endpointRequests: Counter<'endpoint' | 'status'>;
  endpointDuration: Histogram<'endpoint'>;
  /** Analytics batches written to the stream (`written`), and failed writes (`failed`). */
  analyticsBatches: Counter<'outcome'>;
  /** Analytics batches waiting for Redis (`pending`), and increments dropped at a bound so far (`dropped`). */
  analyticsBacklog: Gauge<'state'>;
}

/** Creates the registry with process metrics and the edge's own. */
export function createMetrics(
  cacheStats: () => { blobBytes: number; blobs: number; manifests: number; hosts: number },
): EdgeMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'folio_edge_cache_entries',
    help: 'Entries in the in-memory caches',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      const stats = cacheStats();
      this.set({ cache: 'blobs' }, stats.blobs);
      this.set({ cache: 'manifests' }, stats.manifests);
      this.set({ cache: 'hosts' }, stats.hosts);
    },
  });
  new Gauge({
    name: 'folio_edge_blob_cache_bytes',
    help: 'Bytes of blobs held in memory',
    registers: [registry],
    collect() {
      this.set(cacheStats().blobBytes);
    },
  });
  const dependencyUp = new Gauge({
    name: 'folio_edge_dependency_up',
    help: '1 when the dependency answered last time it was used, 0 when it failed',
    labelNames: ['dependency'],
    registers: [registry],
  });
  for (const dependency of ['postgres', 'redis', 's3'] as const) dependencyUp.set({ dependency }, 1);
  const pendingRequests = new Map<string, number>();
  return {
    registry,
    requests: new Counter({
      name: 'folio_edge_requests_total',
      help: 'Site requests by outcome',
      labelNames: ['outcome'],
      registers: [registry],
      collect() {
        for (const [outcome, count] of pendingRequests) this.inc({ outcome }, count);
        pendingRequests.clear();
      },
    }),
    countRequest(outcome) {
      pendingRequests.set(outcome, (pendingRequests.get(outcome) ?? 0) + 1);
    },
    dependencyUp,
    dependencyErrors: new Counter({
      name: 'folio_edge_dependency_errors_total',
      help: 'Failed calls to Postgres, Redis or S3',
      labelNames: ['dependency'],
      registers: [registry],
    }),
    staleServed: new Counter({
      name: 'folio_edge_stale_served_total',
      help: 'Answers served from cache because a dependency failed',
      labelNames: ['dependency'],
      registers: [registry],
    }),
    playgroundRequests: new Counter({
      name: 'folio_edge_playground_requests_total',
      help: 'Playground proxy requests by result code (ok or a PROXY_/EDGE_ code)',
      labelNames: ['code'],
      registers: [registry],
    }),
    analyticsBatches: new Counter({
      name: 'folio_edge_analytics_batches_total',
      help: 'Analytics batches written to the Redis stream, by outcome (written, failed)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    analyticsBacklog: new Gauge({
      name: 'folio_edge_analytics_backlog',
      help: 'Analytics batches waiting for Redis (pending) and increments dropped at a bound since start (dropped)',
      labelNames: ['state'],
      registers: [registry],
    }),
    playgroundDuration: new Histogram({
      name: 'folio_edge_playground_duration_seconds',
      help: 'Playground proxy request duration',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    endpointRequests: new Counter({
      name: 'folio_edge_endpoint_requests_total',
      help: 'Answers of the site endpoints (search, mcp, mcp_card) by HTTP status',
      labelNames: ['endpoint', 'status'],
      registers: [registry],
    }),
    endpointDuration: new Histogram({
      name: 'folio_edge_endpoint_duration_seconds',
      help: 'Time to answer a site endpoint request (search, mcp)',
      labelNames: ['endpoint'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
}
