import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { AppError } from '../../errors/app-error.ts';
import { listDeployments } from '../../db/deployments.ts';
import { activateSiteDeployment } from '../../operations/activate-site-deployment.ts';
import { requireScope, sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { activateConfirmPage, deploymentsPage } from '../pages/deployments-page.ts';
import { loadSite, siteContext } from './site-routes.ts';

type DeploymentParams = { Params: { siteId: string; deploymentId: string } };

/** Deployments list, and rollback / promote with a confirmation step. */
export function deploymentRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  app.get<{ Params: { siteId: string }; Querystring: { activated?: string } }>(
    '/sites/:siteId/deployments',
    async (request, reply) => {
      const session = sessionOf(request);
      const scopes = scopesOfRole(session.role!);
      requireScope(scopes, 'deployments:read');
      const site = await loadSite(ctx, session.tenantId, request.params.siteId);
      const deployments = await listDeployments(ctx.db, site.id, { limit: 100 });
      const activated = deployments.find((d) => d.id === request.query.activated && d.id === site.active_deployment_id);
      return sendPage(request, reply, ctx, {
        title: 'Deployments',
        site: siteContext(site),
        tab: 'deployments',
        body: deploymentsPage({
          config: ctx.config,
          site,
          deployments,
          canWrite: scopes.includes('deployments:write'),
          message: activated
            ? `Production now serves ${activated.commit_sha?.slice(0, 7) ?? 'that deployment'}.`
            : undefined,
        }),
      });
    },
  );

  const find = async (tenantId: string, siteId: string, deploymentId: string) => {
    const site = await loadSite(ctx, tenantId, siteId);
    const deployments = await listDeployments(ctx.db, site.id, { kind: 'production', limit: 200 });
    const deployment = deployments.find((d) => d.id === deploymentId);
    if (!deployment)
      throw new AppError('DEPLOYMENT_NOT_FOUND', `deployment ${deploymentId} does not exist for this site`);
    return { site, deployment, live: deployments.find((d) => d.id === site.active_deployment_id) ?? null };
  };

  app.get<DeploymentParams>('/sites/:siteId/deployments/:deploymentId/activate', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'deployments:write');
    const { site, deployment, live } = await find(session.tenantId, request.params.siteId, request.params.deploymentId);
    return sendPage(request, reply, ctx, {
      title: 'Confirm',
      site: siteContext(site),
      tab: 'deployments',
      body: activateConfirmPage({ csrfToken: request.dashboard.csrfToken, site, deployment, live }),
    });
  });

  app.post<DeploymentParams>('/sites/:siteId/deployments/:deploymentId/activate', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'deployments:write');
    const { site, deployment } = await find(session.tenantId, request.params.siteId, request.params.deploymentId);
    await activateSiteDeployment(ctx, session.tenantId, site.id, deployment.id);
    request.log.info({ siteId: site.id, deploymentId: deployment.id }, 'deployment activated from the dashboard');
    return reply.redirect(`/sites/${site.id}/deployments?activated=${deployment.id}`, 303);
  });
}
