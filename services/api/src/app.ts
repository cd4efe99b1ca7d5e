import { resolveTxt as dnsResolveTxt } from 'node:dns/promises';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { createCommitStatusPoster, createS3Client, createSecretBox } from '@folio/platform';
import type { Queue } from 'bullmq';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppContext, ResolveTxt } from './app-context.ts';
import type { ApiConfig } from './config/load-config.ts';
import { AppError } from './errors/app-error.ts';
import { handleError } from './errors/error-handler.ts';
import { createMetrics } from './plugins/create-metrics.ts';
import { openapiOptions } from './plugins/openapi-options.ts';
import { requireOperator } from './plugins/operator-auth.ts';
import { guardWebhooks } from './plugins/guard-webhooks.ts';
import { startSignInSweeper } from './plugins/sign-in-sweeper.ts';
import { startSiteBlobSweeper } from './plugins/site-blob-sweeper.ts';
import { requireTenant } from './plugins/tenant-auth.ts';
import { getSiteAnalyticsRoute } from './routes/analytics/get-site-analytics.ts';
import { createApiKeyRoute } from './routes/api-keys/create-api-key.ts';
import { listApiKeysRoute } from './routes/api-keys/list-api-keys.ts';
import { revokeApiKeyRoute } from './routes/api-keys/revoke-api-key.ts';
import { cancelBuildRoute } from './routes/builds/cancel-build.ts';
import { getBuildRoute } from './routes/builds/get-build.ts';
import { listBuildsRoute } from './routes/builds/list-builds.ts';
import { triggerBuildRoute } from './routes/builds/trigger-build.ts';
import { activateDeploymentRoute } from './routes/deployments/activate-deployment.ts';
import { listDeploymentsRoute } from './routes/deployments/list-deployments.ts';
import { addDomainRoute } from './routes/domains/add-domain.ts';
import { getDomainRoute } from './routes/domains/get-domain.ts';
import { listDomainsRoute } from './routes/domains/list-domains.ts';
import { removeDomainRoute } from './routes/domains/remove-domain.ts';
import { verifyDomainRoute } from './routes/domains/verify-domain.ts';
import { tlsAskRoute } from './routes/internal/tls-ask.ts';
import { healthzRoute } from './routes/operations/healthz.ts';
import { metricsRoute } from './routes/operations/metrics.ts';
import { openapiDocumentRoute } from './routes/operations/openapi-document.ts';
import { readyzRoute } from './routes/operations/readyz.ts';
import { createSiteRoute } from './routes/sites/create-site.ts';
import { deleteSiteRoute } from './routes/sites/delete-site.ts';
import { getSiteRoute } from './routes/sites/get-site.ts';
import { listSitesRoute } from './routes/sites/list-sites.ts';
import { rotateWebhookSecretRoute } from './routes/sites/rotate-webhook-secret.ts';
import { checkProxyRoute } from './routes/sites/check-proxy.ts';
import { updateSiteRoute } from './routes/sites/update-site.ts';
import { createTenantRoute } from './routes/tenants/create-tenant.ts';
import { createSignInLinkRoute } from './routes/accounts/create-sign-in-link.ts';
import { registerDashboard } from './dashboard/register-dashboard.ts';
import { genericWebhookRoute } from './routes/webhooks/generic-webhook.ts';
import { githubWebhookRoute } from './routes/webhooks/github-webhook.ts';
import { gitlabWebhookRoute } from './routes/webhooks/gitlab-webhook.ts';
import { acceptRawBodies } from './webhooks/accept-raw-bodies.ts';

/** Wait before the second attempt at a queued commit status; doubled before each next one. */
const COMMIT_STATUS_RETRY_DELAY_MS = 500;

/** Everything the API does I/O with, handed in so tests can give their own database, queue and DNS. */
export interface AppDeps {
  db: pg.Pool;
  redis: Redis;
  queue: Queue;
  config: Readonly<ApiConfig>;
  logger?: Logger;
  resolveTxt?: ResolveTxt;
}

/**
 * Builds the API without listening: `main.ts` listens, tests call `app.inject()`. Routes are
 * grouped in scopes by who may call them: public operations, the operator, the dashboard (its own
 * host, session cookie), tenants (API key or dashboard session, scoped, rate-limited), webhooks (raw
 * bodies, signed) and internal (the TLS proxy).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  }) as unknown as FastifyInstance;
  const { enabled, hosts, timeoutMs, attempts } = config.commitStatus;
  const ctx: AppContext = {
    db: deps.db,
    redis: deps.redis,
    queue: deps.queue,
    config,
    secrets: createSecretBox(config.secretKey),
    resolveTxt: deps.resolveTxt ?? dnsResolveTxt,
    metrics: createMetrics(),
    storage: config.s3 && { s3: createS3Client(config.s3), bucket: config.s3.bucket },
    commitStatuses: createCommitStatusPoster(
      { enabled, rules: hosts, policy: { timeoutMs, attempts, retryDelayMs: COMMIT_STATUS_RETRY_DELAY_MS } },
      app.log,
    ),
    log: app.log,
  };
  // The S3 client is the app's own: its keep-alive sockets must not outlive it.
  app.addHook('onClose', async () => ctx.storage?.s3.destroy());
  // Queued statuses still on their way get a moment, then are abandoned: the worker sets the next one.
  app.addHook('onClose', async () => ctx.commitStatuses.close(2_000));

  app.setErrorHandler(handleError);
  // An empty JSON body is no body (clients often send the header on a bare POST); anything else
  // goes through Fastify's parser, which also refuses __proto__ and constructor.prototype keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) done(null, undefined);
    else parseJson(request, body as string, done);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ statusCode: 404, code: 'NOT_FOUND', message: `no route ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  await app.register(swagger, openapiOptions(config.publicUrl));
  await app.register(cors, {
    // Only the dashboard may call from a browser; without DASHBOARD_ORIGIN no origin may.
    origin: config.dashboardOrigin ? [config.dashboardOrigin] : false,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });

  startSiteBlobSweeper(app, ctx);
  startSignInSweeper(app, ctx);
  healthzRoute(app);
  readyzRoute(app, ctx);
  metricsRoute(app, ctx);
  openapiDocumentRoute(app);

  await app.register(async (operator) => {
    requireOperator(operator, config.operatorToken);
    createTenantRoute(operator, ctx);
    createSignInLinkRoute(operator, ctx);
  });

  // The dashboard's pages, for requests whose Host is the dashboard's (see registerDashboard).
  await registerDashboard(app, ctx);

  await app.register(async (tenant) => {
    requireTenant(tenant, ctx.db, config);
    await tenant.register(rateLimit, {
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      redis: ctx.redis,
      nameSpace: 'folio:rate-limit:',
      keyGenerator: (request) =>
        request.caller?.apiKeyId ?? (request.caller?.userId ? `user:${request.caller.userId}` : request.ip),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'RATE_LIMITED',
          `rate limit of ${context.max} requests per ${context.after} reached for this API key; retry after ${context.after}`,
        ),
    });
    for (const route of [
      listApiKeysRoute,
      createApiKeyRoute,
      revokeApiKeyRoute,
      listSitesRoute,
      createSiteRoute,
      getSiteRoute,
      updateSiteRoute,
      deleteSiteRoute,
      rotateWebhookSecretRoute,
      checkProxyRoute,
      getSiteAnalyticsRoute,
      listBuildsRoute,
      getBuildRoute,
      triggerBuildRoute,
      cancelBuildRoute,
      listDeploymentsRoute,
      activateDeploymentRoute,
      listDomainsRoute,
      addDomainRoute,
      getDomainRoute,
      verifyDomainRoute,
      removeDomainRoute,
    ]) {
      route(tenant, ctx);
    }
  });

  await app.register(async (webhooks) => {
    guardWebhooks(webhooks, ctx);
    acceptRawBodies(webhooks, config.webhookBodyLimitBytes);
    githubWebhookRoute(webhooks, ctx);
    gitlabWebhookRoute(webhooks, ctx);
    genericWebhookRoute(webhooks, ctx);
  });

  await app.register(async (internal) => {
    tlsAskRoute(internal, ctx);
  });

  return app;
}
