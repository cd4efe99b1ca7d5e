import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { findSession, readSessionToken } from '../accounts/sessions.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { constantTimeEqual } from '../lib/constant-time-equal.ts';
import { loadDashboardAssets } from './dashboard-assets.ts';
import { ensurePreSessionToken, sendPage, type DashboardContext } from './dashboard-request.ts';
import { html } from '@folio/html';
import { accessRoutes } from './routes/access-routes.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { analyticsRoutes } from './routes/analytics-routes.ts';
import { apiKeyRoutes } from './routes/api-key-routes.ts';
import { buildRoutes } from './routes/build-routes.ts';
import { deploymentRoutes } from './routes/deployment-routes.ts';
import { domainRoutes } from './routes/domain-routes.ts';
import { memberRoutes } from './routes/member-routes.ts';
import { siteRoutes } from './routes/site-routes.ts';
import { tenantRoutes } from './routes/tenant-routes.ts';

// Only Folio's own files; inline style attributes carry computed widths (build phase bars).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/**
 * The dashboard, served by the API process to requests whose Host is the dashboard's
 * (`app.<platform domain>` or `DASHBOARD_ORIGIN`): server-rendered pages that call the same
 * operations and check the same scopes as the API routes. Every page but the signed-out ones needs
 * a session; every form posts a CSRF token (the session's, or a double-submit cookie's when
 * signed out).
 */
export async function registerDashboard(app: FastifyInstance, appCtx: AppContext): Promise<void> {
  const ctx: DashboardContext = { ...appCtx, assets: loadDashboardAssets() };
  const { config } = ctx;
  const hostname = new URL(config.dashboard.origin).hostname.replace(/\./g, '\\.');
  const host = new RegExp(`^${hostname}(:\\d+)?$`, 'i');
  const secure = config.dashboard.secureCookies;

  await app.register(async (dashboard) => {
    dashboard.addHook('onRoute', (route) => {
      route.constraints = { ...route.constraints, host };
      route.schema = { ...route.schema, hide: true };
    });
    await dashboard.register(formbody, { bodyLimit: 65_536 });
    dashboard.decorateRequest('dashboard', null as never);

    dashboard.addHook('onRequest', async (request, reply) => {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'same-origin');
      reply.header('x-frame-options', 'DENY');
      const token = readSessionToken(request.headers.cookie, config);
      const session = token ? await findSession(ctx.db, token) : null;
      if (request.routeOptions.config.signedOut) {
        request.dashboard = { session, csrfToken: ensurePreSessionToken(request, reply, secure) };
        return;
      }
      request.dashboard = { session, csrfToken: session?.csrfToken ?? '' };
      if (!session) {
        if (request.method === 'GET') return reply.redirect(`/sign-in?next=${encodeURIComponent(request.url)}`, 303);
        throw new AppError('UNAUTHORIZED', 'your session has ended; sign in again');
      }
    });
    dashboard.addHook('preHandler', async (request) => {
      if (request.method !== 'POST') return;
      const sent = (request.body as Record<string, unknown> | undefined)?._csrf ?? request.headers['x-csrf-token'];
      if (
        typeof sent !== 'string' ||
        !request.dashboard.csrfToken ||
        !constantTimeEqual(sent, request.dashboard.csrfToken)
      ) {
        throw new AppError(
          'CSRF_FAILED',
          'this form expired or did not come from the dashboard; go back, reload the page and try again',
        );
      }
    });
    dashboard.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const status = error instanceof AppError ? error.statusCode : error.validation ? 400 : (error.statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'dashboard request failed');
      const message = status >= 500 ? 'Something went wrong on our side. Try again in a moment.' : error.message;
      request.dashboard ??= { session: null, csrfToken: '' };
      return sendPage(request, reply, ctx, {
        status,
        title: status === 404 ? 'Not found' : 'Something is wrong',
        body: html`<section class="empty-state"><p class="eyebrow">Error ${status}</p><h1>${status === 404 ? 'Not found' : status === 403 ? 'Not allowed' : 'That did not work'}</h1><p>${message}</p><p><a class="button" href="/">Back to your sites</a></p></section>`,
      });
    });

    const asset = (path: string, type: 'css' | 'javascript', body: Buffer) =>
      dashboard.get(path, { config: { signedOut: true } }, async (_request, reply) =>
        reply
          .header('content-type', `text/${type}; charset=utf-8`)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(body),
      );
    asset('/assets/dashboard.css', 'css', ctx.assets.css);
    asset('/assets/dashboard.js', 'javascript', ctx.assets.js);
    asset('/assets/analytics.js', 'javascript', ctx.assets.analyticsJs);
    asset('/assets/uplot.min.js', 'javascript', ctx.assets.uplotJs);
    asset('/assets/uplot.min.css', 'css', ctx.assets.uplotCss);

    accountRoutes(dashboard, ctx);
    siteRoutes(dashboard, ctx);
    accessRoutes(dashboard, ctx);
    buildRoutes(dashboard, ctx);
    deploymentRoutes(dashboard, ctx);
    domainRoutes(dashboard, ctx);
    analyticsRoutes(dashboard, ctx);
    apiKeyRoutes(dashboard, ctx);
    memberRoutes(dashboard, ctx);
    tenantRoutes(dashboard, ctx);
  });
}
