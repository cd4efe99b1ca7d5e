import type { Dialer, HostLookup, ProxyPolicy, RateLimiter, UpstreamConnectionPool } from '@folio/playground-proxy';
import type { SiteCache } from '@folio/site-endpoints';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { AccessKit } from './access/access-kit.ts';
import type { AnalyticsRecorder } from './analytics/create-analytics-recorder.ts';
import type { EdgeConfig } from './config/load-config.ts';
import type { DependencyHealth } from './metrics/create-dependency-health.ts';
import type { EdgeMetrics } from './metrics/create-metrics.ts';
import type { DeploymentLookup } from './routing/create-deployment-lookup.ts';
import type { ContentSource } from './storage/create-content-source.ts';
import type { ObjectStore } from './storage/object-store.ts';

/** What the routes share, built once by `buildApp`. */
export interface AppContext {
  config: Readonly<EdgeConfig>;
  db: pg.Pool;
  redis: Redis;
  store: ObjectStore;
  lookup: DeploymentLookup;
  content: ContentSource;
  metrics: EdgeMetrics;
  health: DependencyHealth;
  log: Logger;
  /** Reader access of private sites: sessions, the OIDC and JWT sign-ins, the sign-in limit. */
  access: AccessKit;
  /** Counting for the site's analytics; other routes count through its `record*` calls. */
  analytics: AnalyticsRecorder;
  playground: {
    policy: ProxyPolicy;
    lookup?: HostLookup;
    connect?: Dialer;
    /** Kept-alive upstream connections, closed with the app. */
    connections: UpstreamConnectionPool;
    clientLimiter: RateLimiter;
    siteLimiter: RateLimiter;
  };
  /** The site endpoints: deployments' loaded search engines and data, and the per-client limits. */
  endpoints: {
    sites: SiteCache;
    searchLimiter: RateLimiter;
    mcpLimiter: RateLimiter;
  };
}
