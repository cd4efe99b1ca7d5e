import type { FastifyInstance } from 'fastify';
import { listTenantsOfUser } from '../../db/memberships.ts';
import { switchSessionTenant } from '../../db/sessions.ts';
import { AppError } from '../../errors/app-error.ts';
import { sendPage, type DashboardContext } from '../dashboard-request.ts';
import { html } from '@folio/html';
import { actionButton, card, pageHeader } from '../pages/components.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenants a user belongs to, and switching the one the session acts in. */
export function tenantRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  app.get('/tenants', async (request, reply) => {
    const session = request.dashboard.session!;
    const tenants = await listTenantsOfUser(ctx.db, session.userId);
    const list =
      tenants.length === 0
        ? html`<p class="muted">You are not a member of any tenant. Ask an owner for an invitation link.</p>`
        : html`<ul class="list tenant-list" role="list">${tenants.map(
            (
              t,
            ) => html`<li><div><span class="${t.tenant_id === session.tenantId ? 'current' : ''}">${t.name}</span> <span class="role-badge">${t.role}</span></div>
          ${t.tenant_id === session.tenantId ? html`<span class="tag">current</span>` : actionButton({ action: `/tenants/${t.tenant_id}/switch`, csrfToken: request.dashboard.csrfToken, label: 'Switch' })}</li>`,
          )}</ul>`;
    return sendPage(request, reply, ctx, {
      title: 'Tenants',
      body: html`${pageHeader('Your tenants', 'The dashboard shows one tenant at a time.')}${card(null, list)}`,
    });
  });

  app.post<{ Params: { tenantId: string } }>('/tenants/:tenantId/switch', async (request, reply) => {
    const session = request.dashboard.session!;
    if (!UUID.test(request.params.tenantId)) throw new AppError('TENANT_NOT_FOUND', 'no such tenant');
    // Only to a tenant the user is a member of: the membership is part of the update.
    if (!(await switchSessionTenant(ctx.db, session.tokenHash, session.userId, request.params.tenantId)))
      throw new AppError('TENANT_NOT_FOUND', 'you are not a member of that tenant');
    return reply.redirect('/', 303);
  });
}
