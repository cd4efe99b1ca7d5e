import type { BuildRow } from '@folio/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { listSitesWithLatestBuild, type SiteRow } from '../../db/sites.ts';
import { listRecentDeliveries } from '../../db/webhook-deliveries.ts';
import { findSite } from '../../lib/find-site.ts';
import { rotateWebhookSecret } from '../../operations/rotate-webhook-secret.ts';
import { listBuilds } from '../../db/builds.ts';
import { type DeploymentRow, listDeployments } from '../../db/deployments.ts';
import { sendTestPush } from '../../lib/send-test-push.ts';
import { createSite } from '../../operations/create-site.ts';
import { deleteSite } from '../../operations/delete-site.ts';
import { triggerBuild } from '../../operations/trigger-build.ts';
import { updateSite } from '../../operations/update-site.ts';
import { presentSite } from '../../representations/site.ts';
import { listDomains } from '../../db/domains.ts';
import { scopesOfRole } from '../../accounts/roles.ts';
import { requireScope, sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { connectPage } from '../pages/connect-page.ts';
import { siteSettingsPage } from '../pages/settings-page.ts';
import { checkSiteProxy } from '../../operations/check-site-proxy.ts';
import { newSitePage, siteOverviewPage, sitesListPage } from '../pages/site-pages.ts';

type Form = Record<string, string | undefined>;
type SiteParams = { Params: { siteId: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads the tenant's site; a malformed or another tenant's id is "not found". */
export async function loadSite(ctx: DashboardContext, tenantId: string, siteId: string): Promise<SiteRow> {
  if (!UUID.test(siteId)) throw new AppError('SITE_NOT_FOUND', `site ${siteId} does not exist`);
  return findSite(ctx.db, tenantId, siteId);
}

/** The site context of the layout. */
export function siteContext(site: SiteRow) {
  return { id: site.id, name: site.name, slug: site.slug };
}

/** Sites list, connecting a repository, a site's overview, its git connection and its settings. */
export function siteRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  app.get('/', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:read');
    const rows = await listSitesWithLatestBuild(ctx.db, session.tenantId);
    const sites = rows.map((row) => ({
      site: row,
      latestBuild: row.latest_build ? { ...row.latest_build, queued_at: new Date(row.latest_build.queued_at) } : null,
      liveSince: row.live_since,
    }));
    return sendPage(request, reply, ctx, {
      title: 'Sites',
      section: 'sites',
      body: sitesListPage(ctx.config, sites, scopesOfRole(session.role!).includes('sites:write')),
    });
  });

  app.get('/sites/new', async (request, reply) => {
    requireScope(scopesOfRole(sessionOf(request).role!), 'sites:write');
    return sendPage(request, reply, ctx, {
      title: 'Connect a repository',
      section: 'sites',
      body: newSitePage({ csrfToken: request.dashboard.csrfToken }),
    });
  });

  app.post<{ Body: Form }>('/sites/new', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:write');
    const body = request.body;
    try {
      const { site, webhookSecret } = await createSite(ctx, session.tenantId, {
        name: (body.name ?? '').trim() || 'Docs',
        repoUrl: body.repoUrl ?? '',
        branch: (body.branch ?? '').trim() || 'main',
        docsRoot: body.docsRoot ?? '',
        ...(body.gitToken ? { gitToken: body.gitToken } : {}),
      });
      request.log.info({ siteId: site.id }, 'site created from the dashboard');
      return sendPage(request, reply, ctx, {
        status: 201,
        title: 'Repository connected',
        site: siteContext(site),
        tab: 'connect',
        body: connectPage({
          csrfToken: request.dashboard.csrfToken,
          site,
          webhookUrls: presentSite(site, ctx.config).webhookUrls,
          secret: webhookSecret,
          deliveries: [],
          canWrite: true,
          justCreated: true,
        }),
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return sendPage(request, reply, ctx, {
        status: error.statusCode,
        title: 'Connect a repository',
        section: 'sites',
        body: newSitePage({
          csrfToken: request.dashboard.csrfToken,
          values: { ...body, gitToken: '' },
          error: error.message,
        }),
      });
    }
  });

  const renderOverview = async (request: FastifyRequest, reply: FastifyReply, site: SiteRow, refused?: AppError) => {
    const scopes = scopesOfRole(sessionOf(request).role!);
    const [deployments, builds, domains] = await Promise.all([
      listDeployments(ctx.db, site.id, { limit: 50 }),
      listBuilds(ctx.db, site.id, { limit: 6 }),
      listDomains(ctx.db, site.id),
    ]);
    const live = deployments.find((d) => d.kind === 'production' && d.id === site.active_deployment_id) ?? null;
    const previews: DeploymentRow[] = deployments.filter((d) => d.kind === 'preview' && d.is_latest_preview);
    if (refused?.retryAfterSeconds !== undefined) void reply.header('retry-after', String(refused.retryAfterSeconds));
    return sendPage(request, reply, ctx, {
      ...(refused === undefined ? {} : { status: refused.statusCode }),
      title: site.name,
      site: siteContext(site),
      tab: 'overview',
      body: siteOverviewPage({
        config: ctx.config,
        csrfToken: request.dashboard.csrfToken,
        site,
        live: live && { ...live, build_finished_at: null },
        previews,
        builds,
        domains,
        canBuild: scopes.includes('builds:write'),
        ...(refused === undefined ? {} : { error: `The build was not queued: ${refused.message}.` }),
      }),
    });
  };

  app.get<SiteParams>('/sites/:siteId', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:read');
    return renderOverview(request, reply, await loadSite(ctx, session.tenantId, request.params.siteId));
  });

  app.post<SiteParams & { Body: Form }>('/sites/:siteId/builds', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'builds:write');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    let build: BuildRow;
    try {
      build = await triggerBuild(
        ctx,
        session.tenantId,
        site.id,
        request.body.branch ? { branch: request.body.branch } : {},
      );
    } catch (error) {
      // Too many builds, or one preview branch too many: say so on the site's page.
      if (error instanceof AppError && (error.code === 'BUILD_RATE_LIMITED' || error.code === 'PREVIEW_LIMIT_REACHED'))
        return renderOverview(request, reply, site, error);
      throw error;
    }
    request.log.info({ siteId: site.id, buildId: build.id }, 'build queued from the dashboard');
    return reply.redirect(`/sites/${site.id}/builds/${build.id}`, 303);
  });

  const renderConnect = async (
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteRow,
    secret: string | null,
    message?: { kind: 'success' | 'error' | 'info'; text: string },
  ) => {
    const session = sessionOf(request);
    const deliveries = await listRecentDeliveries(ctx.db, site.id);
    return sendPage(request, reply, ctx, {
      title: 'Git connection',
      site: siteContext(site),
      tab: 'connect',
      body: connectPage({
        csrfToken: request.dashboard.csrfToken,
        site,
        webhookUrls: presentSite(site, ctx.config).webhookUrls,
        secret,
        deliveries,
        canWrite: scopesOfRole(session.role!).includes('sites:write'),
        message,
      }),
    });
  };

  app.get<SiteParams>('/sites/:siteId/connect', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:read');
    return renderConnect(request, reply, await loadSite(ctx, session.tenantId, request.params.siteId), null);
  });

  app.post<SiteParams>('/sites/:siteId/webhook-secret', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:write');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    const { secret } = await rotateWebhookSecret(ctx, session.tenantId, site);
    return renderConnect(request, reply, site, secret, {
      kind: 'success',
      text: "New secret made. Paste it into your git host's webhook now: the old one no longer works.",
    });
  });

  app.post<SiteParams>('/sites/:siteId/test-push', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:write');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    const secret = ctx.secrets.open(site.webhook_secret_sealed, { siteId: site.id, column: 'webhook_secret_sealed' });
    const result = await sendTestPush(presentSite(site, ctx.config).webhookUrls.github, secret);
    return renderConnect(request, reply, site, null, {
      kind: result.ok ? 'success' : 'error',
      text: `Test push: ${result.detail}`,
    });
  });

  app.get<SiteParams>('/sites/:siteId/settings', async (request, reply) => {
    const session = sessionOf(request);
    const scopes = scopesOfRole(session.role!);
    requireScope(scopes, 'sites:read');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    return sendPage(request, reply, ctx, {
      title: 'Settings',
      site: siteContext(site),
      tab: 'settings',
      body: siteSettingsPage({
        csrfToken: request.dashboard.csrfToken,
        site,
        canWrite: scopes.includes('sites:write'),
      }),
    });
  });

  app.post<SiteParams & { Body: Form }>('/sites/:siteId/settings', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:write');
    let site = await loadSite(ctx, session.tenantId, request.params.siteId);
    const body = request.body;
    const before = site.base_path;
    // An empty field is the root.
    const basePathField = (body.basePath ?? site.base_path ?? '').trim();
    let message: { kind: 'success' | 'error'; text: string };
    try {
      ({ site } = await updateSite(ctx, session.tenantId, site.id, {
        branch: (body.branch ?? site.branch).trim(),
        docsRoot: body.docsRoot ?? site.docs_root,
        repoUrl: (body.repoUrl ?? site.repo_url).trim(),
        ...(body.gitToken ? { gitToken: body.gitToken } : {}),
        strictBuilds: body.strictBuilds === 'on',
        basePath: basePathField === '' ? null : basePathField,
        playgroundOrigins: (body.playgroundOrigins ?? '').split(/\s+/).filter(Boolean),
      }));
      message =
        site.base_path === before
          ? { kind: 'success', text: 'Settings saved. They apply from the next build.' }
          : {
              kind: 'success',
              text: `Settings saved. A production build for the base path ${site.base_path ?? '(root)'} is queued; the live site keeps ${before ?? 'the root'} until it is live.`,
            };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      message = { kind: 'error', text: error.message };
    }
    return sendPage(request, reply, ctx, {
      status: message.kind === 'error' ? 400 : 200,
      title: 'Settings',
      site: siteContext(site),
      tab: 'settings',
      body: siteSettingsPage({ csrfToken: request.dashboard.csrfToken, site, canWrite: true, message }),
    });
  });

  app.post<SiteParams & { Body: Form }>('/sites/:siteId/proxy-check', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:write');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    const url = (request.body.url ?? '').trim();
    let report: Awaited<ReturnType<typeof checkSiteProxy>> | undefined;
    let message: { kind: 'success' | 'error'; text: string } | undefined;
    try {
      report = await checkSiteProxy(ctx, session.tenantId, site.id, url);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      message = { kind: 'error', text: error.message };
    }
    return sendPage(request, reply, ctx, {
      status: message === undefined ? 200 : 400,
      title: 'Settings',
      site: siteContext(site),
      tab: 'settings',
      body: siteSettingsPage({
        csrfToken: request.dashboard.csrfToken,
        site,
        canWrite: true,
        message,
        proxyCheck: report,
        proxyUrl: url,
      }),
    });
  });

  app.post<SiteParams & { Body: Form }>('/sites/:siteId/delete', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:write');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    if ((request.body.confirm ?? '').trim() !== site.slug) {
      return sendPage(request, reply, ctx, {
        status: 400,
        title: 'Settings',
        site: siteContext(site),
        tab: 'settings',
        body: siteSettingsPage({
          csrfToken: request.dashboard.csrfToken,
          site,
          canWrite: true,
          message: { kind: 'error', text: `Type ${site.slug} exactly to delete the site.` },
        }),
      });
    }
    await deleteSite(ctx, session.tenantId, site.id, request.log);
    return reply.redirect('/', 303);
  });
}
