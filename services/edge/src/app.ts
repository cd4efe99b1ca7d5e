import {
  compileAddressPolicy,
  createUpstreamConnectionPool,
  type Dialer,
  type HostLookup,
  type RateLimiter,
} from '@folio/playground-proxy';
import { createServer } from 'node:http';
import {
  FEEDBACK_PATH,
  MCP_PATH,
  MCP_SERVER_CARD_PATHS,
  PLAYGROUND_PROXY_PATH,
  READER_PATH,
  SEARCH_EVENTS_PATH,
  SITE_SEARCH_PATH,
} from '@folio/deployment';
import { createSecretBox, tokenKey } from '@folio/platform';
import { SiteCache } from '@folio/site-endpoints';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type pg from 'pg';
import type { AppContext } from './app-context.ts';
import type { EdgeConfig } from './config/load-config.ts';
import { createAccessGate } from './access/access-gate.ts';
import { ACCESS_PATHS } from './access/access-paths.ts';
import { installAccessGate } from './access/install-access-gate.ts';
import { createIssuerFetch } from './access/issuer-fetch.ts';
import { createJwtSignIn } from './access/jwt-sign-in.ts';
import { createOidcSignIn } from './access/oidc-sign-in.ts';
import { createReaderSessions } from './access/reader-session.ts';
import { createCountSiteAnswer } from './analytics/count-site-answer.ts';
import { createAnalyticsRecorder } from './analytics/create-analytics-recorder.ts';
import { registerBeaconScope } from './analytics/beacon-scope.ts';
import { subscribeSiteEvents } from './events/subscribe-site-events.ts';
import { createDependencyHealth } from './metrics/create-dependency-health.ts';
import { createMetrics } from './metrics/create-metrics.ts';
import { createRedisRateLimiter } from './proxy/create-redis-rate-limiter.ts';
import { healthzRoute } from './routes/healthz.ts';
import { metricsRoute } from './routes/metrics.ts';
import { pageFeedbackRoute } from './routes/page-feedback.ts';
import { searchEventsRoute } from './routes/search-events.ts';
import { playgroundRequestRoute } from './routes/playground-request.ts';
import { previewGrantRoute } from './routes/preview-grant.ts';
import { readerRoute } from './routes/reader.ts';
import { readyzRoute } from './routes/readyz.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { signOutRoute } from './routes/sign-out.ts';
import { serveSiteRoute } from './routes/serve-site.ts';
import { siteSearchRoute } from './routes/site-search.ts';
import { mcpRoute } from './routes/mcp.ts';
import { mcpServerCardRoute } from './routes/mcp-server-card.ts';
import { createDeploymentLookup } from './routing/create-deployment-lookup.ts';
import { findLiveDeployment } from './routing/find-live-deployment.ts';
import { createContentSource } from './storage/create-content-source.ts';
import { ObjectTooLargeError, type ObjectStore } from './storage/object-store.ts';
import { createBasePathGate } from './serving/create-base-path-gate.ts';
import { createSiteFastPath } from './serving/create-site-fast-path.ts';
import { createSiteHandler } from './serving/create-site-handler.ts';
import { createSiteResponder } from './serving/create-site-responder.ts';
import { PLAIN_PAGES } from './serving/plain-pages.ts';

/** Everything the edge does I/O with, handed in so tests give their own database, Redis and S3. */
export interface AppDeps {
  config: Readonly<EdgeConfig>;
  db: pg.Pool;
  /** Commands (rate limits, readiness). Fail fast when down: `enableOfflineQueue: false`. */
  redis: Redis;
  /** A separate connection for the site events subscription (`redis.duplicate()`). */
  subscriber: Redis;
  store: ObjectStore;
  logger?: Logger;
  /** Playground overrides for tests: a resolver and a dialer that never leave loopback. */
  playground?: { lookup?: HostLookup; connect?: Dialer; clientLimiter?: RateLimiter; siteLimiter?: RateLimiter };
}

/**
 * Builds the edge without listening: `main.ts` listens, tests call `app.inject()` or listen on
 * 127.0.0.1. Subscribes to site events before resolving, so a test may publish right after.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const log = deps.logger ?? pino({ level: 'silent' });
  let lookupSize = () => 0;
  const content = createContentSource({
    store: trackStore(deps.store, () => health),
    blobCacheBytes: config.cache.blobBytes,
    manifestCacheBytes: config.cache.manifestBytes,
    maxConcurrentLoads: config.cache.s3LoadConcurrency,
    maxQueuedLoads: config.cache.s3LoadQueue,
    maxObjectBytes: config.cache.maxObjectBytes,
  });
  const metrics = createMetrics(() => ({ ...content.stats, hosts: lookupSize() }));
  const health = createDependencyHealth(metrics, log);
  const lookup = createDeploymentLookup({
    async find(hostname) {
      try {
        const live = await findLiveDeployment(deps.db, hostname, config.sitesDomain);
        health.up('postgres');
        return live;
      } catch (error) {
        health.down('postgres', error);
        throw error;
      }
    },
    ttlMs: config.cache.hostTtlMs,
    negativeTtlMs: config.cache.unknownHostTtlMs,
    retryMs: 1_000,
    maxHosts: config.cache.maxHosts,
    maxUnknownHosts: config.cache.maxUnknownHosts,
    maxConcurrentFinds: config.cache.hostLookupConcurrency,
    maxQueuedFinds: config.cache.hostLookupQueue,
    onStale: () => metrics.staleServed.inc({ dependency: 'postgres' }),
  });
  lookupSize = () => lookup.size;
  const redisFailed = (error: unknown) => health.down('redis', error);
  const analytics = createAnalyticsRecorder({
    redis: deps.redis,
    settings: config.analytics,
    events: {
      written: (batches) => {
        metrics.analyticsBatches.inc({ outcome: 'written' }, batches);
        health.up('redis');
      },
      failed: (error) => {
        metrics.analyticsBatches.inc({ outcome: 'failed' });
        redisFailed(error);
      },
      backlog: (pending, dropped) => {
        metrics.analyticsBacklog.set({ state: 'pending' }, pending);
        metrics.analyticsBacklog.set({ state: 'dropped' }, dropped);
      },
    },
  });
  const limiter = (prefix: string, limit: number, windowMs = 60_000) =>
    createRedisRateLimiter({ redis: deps.redis, prefix, limit, windowMs, onError: redisFailed });
  const secretKey = config.access.secretKey;
  // Sign-in providers are tenant URLs: the playground's address policy (PLAYGROUND_ALLOW_PRIVATE),
  // and loopback too where plain-http issuers are allowed (a provider run on this machine in
  // development and tests). Private, link-local and metadata addresses stay refused.
  const issuerFetch = createIssuerFetch({
    policy: {
      allowPrivate: [...config.playground.allowPrivate, ...(config.access.allowHttpIssuers ? ['loopback'] : [])],
    },
    ...(deps.playground?.lookup ? { lookup: deps.playground.lookup } : {}),
    ...(deps.playground?.connect ? { connect: deps.playground.connect } : {}),
  });
  const ctx: AppContext = {
    config,
    db: deps.db,
    redis: deps.redis,
    store: deps.store,
    lookup,
    content,
    metrics,
    health,
    log,
    analytics,
    access: {
      sessions: secretKey === null ? null : createReaderSessions(secretKey),
      oidc: createOidcSignIn({
        redis: deps.redis,
        secrets: secretKey === null ? null : createSecretBox(secretKey),
        allowHttpIssuers: config.access.allowHttpIssuers,
        fetch: issuerFetch,
      }),
      jwt: createJwtSignIn({
        redis: deps.redis,
        fetch: issuerFetch,
        allowHttpIssuers: config.access.allowHttpIssuers,
      }),
      signInLimiter: limiter('folio:edge:rl:sign-in:', config.access.signInPerMinute),
      previewGrantKey: secretKey === null ? null : tokenKey(secretKey, 'preview-grant'),
    },
    playground: {
      policy: { allowPrivate: config.playground.allowPrivate },
      ...(deps.playground?.lookup ? { lookup: deps.playground.lookup } : {}),
      ...(deps.playground?.connect ? { connect: deps.playground.connect } : {}),
      connections: createUpstreamConnectionPool({ connectTimeoutMs: config.playground.timeoutMs }),
      clientLimiter:
        deps.playground?.clientLimiter ??
        createRedisRateLimiter({
          redis: deps.redis,
          prefix: 'folio:edge:rl:client:',
          limit: config.playground.clientPerMinute,
          windowMs: 60_000,
          onError: redisFailed,
        }),
      siteLimiter:
        deps.playground?.siteLimiter ??
        createRedisRateLimiter({
          redis: deps.redis,
          prefix: 'folio:edge:rl:site:',
          limit: config.playground.sitePerMinute,
          windowMs: 60_000,
          onError: redisFailed,
        }),
    },
    endpoints: {
      sites: new SiteCache({ maxBytes: config.endpoints.cacheBytes }),
      searchLimiter: createRedisRateLimiter({
        redis: deps.redis,
        prefix: 'folio:edge:rl:search:',
        limit: config.endpoints.searchClientPerMinute,
        windowMs: 60_000,
        onError: redisFailed,
      }),
      mcpLimiter: createRedisRateLimiter({
        redis: deps.redis,
        prefix: 'folio:edge:rl:mcp:',
        limit: config.endpoints.mcpClientPerMinute,
        windowMs: 60_000,
        onError: redisFailed,
      }),
    },
  };
  compileAddressPolicy(ctx.playground.policy); // a bad operator policy stops start-up, not a request

  const respond = createSiteResponder(ctx);
  // Reader access, in front of both the raw fast path and every Fastify route.
  const gate = createAccessGate(ctx, ctx.access.sessions);
  const onAnswered = createCountSiteAnswer(analytics, config.trustProxy, log);
  let closing = false;
  const basePathGate = createBasePathGate(ctx);
  const fastPath = createSiteFastPath({
    respond,
    gate,
    fastifyPaths: [
      '/healthz',
      '/readyz',
      '/metrics',
      PLAYGROUND_PROXY_PATH,
      FEEDBACK_PATH,
      SEARCH_EVENTS_PATH,
      SITE_SEARCH_PATH,
      MCP_PATH,
      ...MCP_SERVER_CARD_PATHS,
      READER_PATH,
      ...Object.values(ACCESS_PATHS),
    ],
    isClosing: () => closing,
    onAnswered,
    log,
  });

  const app = Fastify({
    loggerInstance: log,
    // Site GET/HEAD requests are answered before Fastify sees them (createSiteFastPath); the rest
    // goes to Fastify. Timeouts as Fastify sets them on a server it creates itself.
    serverFactory: (handler, fastifyOptions) => {
      const options = fastifyOptions as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      // A site built for a base path is reached only under it, the prefix removed here first.
      const server = createServer((req, res) => {
        basePathGate(req, res, () => {
          if (!fastPath(req, res)) handler(req, res);
        });
      });
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    },
    // One log line per page view would cost more than serving it.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }) as unknown as FastifyInstance;
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .send(PLAIN_PAGES.notFound),
  );

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await ctx.playground.connections.close();
    // What was counted since the last flush goes to the stream before Redis is disconnected.
    await analytics.close();
  });

  installAccessGate(app, gate);
  const site = createSiteHandler(respond, onAnswered);
  healthzRoute(app, ctx, site);
  readyzRoute(app, ctx, site);
  metricsRoute(app, ctx, site);
  await playgroundRequestRoute(app, ctx);
  siteSearchRoute(app, ctx, site);
  await mcpRoute(app, ctx, site);
  mcpServerCardRoute(app, ctx, site);
  await registerBeaconScope(app, ctx, (scope, tools) => {
    pageFeedbackRoute(scope, ctx, tools, {
      client: limiter('folio:edge:rl:feedback-client:', config.feedback.clientPerMinute),
      site: limiter('folio:edge:rl:feedback-site:', config.feedback.sitePerMinute),
      comments: limiter('folio:edge:rl:feedback-comments:', config.feedback.commentsPerSiteHour, 3_600_000),
    });
    searchEventsRoute(scope, ctx, tools, limiter('folio:edge:rl:search-events:', config.searchEvents.clientPerMinute));
  });
  await signInRoutes(app, ctx, site);
  signOutRoute(app, ctx, site);
  previewGrantRoute(app, ctx, site);
  readerRoute(app, ctx, site);
  serveSiteRoute(app, site);

  await subscribeSiteEvents(deps.subscriber, lookup, health, log);
  // The day's visitor salt, shared through Redis, before the first view is hashed (bounded wait).
  await analytics.ready;
  return app;
}

// Counts S3 outcomes in the dependency health (logged once per outage, exported as metrics).
function trackStore(store: ObjectStore, health: () => ReturnType<typeof createDependencyHealth>): ObjectStore {
  return {
    async get(key, limits) {
      try {
        const bytes = await store.get(key, limits);
        health().up('s3');
        return bytes;
      } catch (error) {
        // S3 answered: an object too large to serve says nothing about its health.
        if (!(error instanceof ObjectTooLargeError)) health().down('s3', error);
        throw error;
      }
    },
    ping: () => store.ping(),
  };
}
