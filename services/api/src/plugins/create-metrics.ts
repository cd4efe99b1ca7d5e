import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The API's Prometheus metrics, on a registry of its own (several apps can live in one test process). */
export interface ApiMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  webhookDeliveries: Counter<'provider' | 'outcome'>;
  buildsQueued: Counter<'trigger' | 'kind'>;
}

/** Creates the registry with process metrics and the API's own counters. */
export function createMetrics(): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'folio_api_http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: 'folio_api_webhook_deliveries_total',
      help: 'Webhook deliveries by provider and outcome',
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    }),
    buildsQueued: new Counter({
      name: 'folio_api_builds_queued_total',
      help: 'Builds queued by trigger and kind',
      labelNames: ['trigger', 'kind'],
      registers: [registry],
    }),
  };
}
