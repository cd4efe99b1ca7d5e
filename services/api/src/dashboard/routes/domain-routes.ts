import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { AppError } from '../../errors/app-error.ts';
import { findDomain } from '../../lib/find-domain.ts';
import type { SiteRow } from '../../db/sites.ts';
import { addDomain } from '../../operations/add-domain.ts';
import { verifyDomain } from '../../operations/verify-domain.ts';
import { listDomainsNewestFirst } from '../../db/domains.ts';
import { removeDomain } from '../../operations/remove-domain.ts';
import { requireScope, sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { domainsPage } from '../pages/domains-page.ts';
import { loadSite, siteContext } from './site-routes.ts';

type DomainParams = { Params: { siteId: string; domainId: string } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Custom domains: list, add, check DNS, remove. */
export function domainRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteRow,
    extra: { error?: string; hostname?: string; status?: number } = {},
  ) => {
    const session = sessionOf(request);
    const domains = await listDomainsNewestFirst(ctx.db, site.id);
    return sendPage(request, reply, ctx, {
      status: extra.status ?? 200,
      title: 'Domains',
      site: siteContext(site),
      tab: 'domains',
      body: domainsPage({
        config: ctx.config,
        csrfToken: request.dashboard.csrfToken,
        site,
        domains,
        canWrite: scopesOfRole(session.role!).includes('domains:write'),
        error: extra.error,
        ...(extra.hostname ? { hostname: extra.hostname } : {}),
      }),
    });
  };

  app.get<{ Params: { siteId: string } }>('/sites/:siteId/domains', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'domains:read');
    return render(request, reply, await loadSite(ctx, session.tenantId, request.params.siteId));
  });

  app.post<{ Params: { siteId: string }; Body: { hostname?: string } }>(
    '/sites/:siteId/domains',
    async (request, reply) => {
      const session = sessionOf(request);
      requireScope(scopesOfRole(session.role!), 'domains:write');
      const site = await loadSite(ctx, session.tenantId, request.params.siteId);
      try {
        await addDomain(ctx, session.tenantId, site.id, request.body.hostname ?? '');
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return render(request, reply, site, {
          error: error.message,
          hostname: request.body.hostname ?? '',
          status: error.statusCode,
        });
      }
      return reply.redirect(`/sites/${site.id}/domains`, 303);
    },
  );

  const domainOf = async (tenantId: string, siteId: string, domainId: string) => {
    const site = await loadSite(ctx, tenantId, siteId);
    if (!UUID.test(domainId)) throw new AppError('DOMAIN_NOT_FOUND', `domain ${domainId} does not exist`);
    return { site, domain: await findDomain(ctx.db, tenantId, site.id, domainId) };
  };

  app.post<DomainParams>('/sites/:siteId/domains/:domainId/verify', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'domains:write');
    const { site, domain } = await domainOf(session.tenantId, request.params.siteId, request.params.domainId);
    await verifyDomain(ctx, session.tenantId, site.id, domain.id);
    return reply.redirect(`/sites/${site.id}/domains`, 303);
  });

  app.post<DomainParams>('/sites/:siteId/domains/:domainId/remove', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'domains:write');
    const { site, domain } = await domainOf(session.tenantId, request.params.siteId, request.params.domainId);
    await removeDomain(ctx, domain);
    return reply.redirect(`/sites/${site.id}/domains`, 303);
  });
}
