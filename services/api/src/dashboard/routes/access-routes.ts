import { productionHostname, siteOrigin } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { findSiteAccess } from '../../db/site-access.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AccessBody } from '../../lib/access-input.ts';
import { checkBranch } from '../../lib/site-input.ts';
import { createPreviewGrant } from '../../lib/preview-grant.ts';
import { updateSite } from '../../operations/update-site.ts';
import { previewUrl } from '../site-urls.ts';
import { requireScope, sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { accessSettingsPage } from '../pages/access-settings-page.ts';
import { groupsPreviewCard } from '../pages/groups-preview-card.ts';
import { readDeployedGroups } from '../../lib/groups-preview/read-deployed-groups.ts';
import type { SiteRow } from '../../db/sites.ts';
import type { SiteAccessRow } from '../../db/site-access.ts';
import { loadSite, siteContext } from './site-routes.ts';

type Form = Record<string, string | undefined>;
type SiteParams = { Params: { siteId: string } };

// A group name as the preview takes it: trimmed, at most 200 characters; absent when not asked.
function previewedGroup(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().slice(0, 200) : undefined;
}

// The form's fields as the API's `access` body: empty secrets keep the stored ones, empty text clears.
function accessBodyOf(form: Form): AccessBody {
  const text = (name: string) => {
    const value = (form[name] ?? '').trim();
    return value === '' ? null : value;
  };
  const mode = form.mode;
  return {
    ...(mode === 'public' || mode === 'password' || mode === 'oidc' || mode === 'jwt' ? { mode } : {}),
    ...(form.previews === 'members' || form.previews === 'public' ? { previews: form.previews } : {}),
    ...(form.password ? { password: form.password } : {}),
    ...(form.oidcClientSecret ? { oidcClientSecret: form.oidcClientSecret } : {}),
    oidcIssuer: text('oidcIssuer'),
    oidcClientId: text('oidcClientId'),
    jwtLoginUrl: text('jwtLoginUrl'),
    jwtPublicKey: text('jwtPublicKey'),
    jwtJwksUrl: text('jwtJwksUrl'),
    jwtIssuer: text('jwtIssuer'),
    jwtAudience: text('jwtAudience'),
    claims: (form.claims ?? '').split(/[\s,]+/).filter(Boolean),
    groupsClaim: text('groupsClaim'),
  };
}

/**
 * The site's "Reader access" settings page (`/sites/{id}/settings/access`), saved through the same
 * operation as the API, and `/sites/{id}/open-preview?branch=`, which sends a signed-in member to
 * a branch preview with a one-time grant (previews for members only; the dashboard's own cookie
 * never leaves the dashboard's host).
 */
export function accessRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  const callbackUrl = (slug: string) =>
    `${siteOrigin(productionHostname(slug, ctx.config.sitesDomain), ctx.config.dashboard.origin)}/_folio/auth/callback`;

  const groupsPreview = async (site: SiteRow, access: SiteAccessRow | null, group: string | undefined) =>
    groupsPreviewCard({
      siteId: site.id,
      deployed: await readDeployedGroups(ctx, site.id),
      group,
      modeHasGroups: access?.mode === 'oidc' || access?.mode === 'jwt',
    });

  app.get<SiteParams & { Querystring: { group?: string } }>(
    '/sites/:siteId/settings/access',
    async (request, reply) => {
      const session = sessionOf(request);
      const scopes = scopesOfRole(session.role!);
      requireScope(scopes, 'sites:read');
      const site = await loadSite(ctx, session.tenantId, request.params.siteId);
      const access = await findSiteAccess(ctx.db, site.id);
      return sendPage(request, reply, ctx, {
        title: 'Reader access',
        site: siteContext(site),
        tab: 'settings',
        body: accessSettingsPage({
          csrfToken: request.dashboard.csrfToken,
          site,
          access,
          callbackUrl: callbackUrl(site.slug),
          canWrite: scopes.includes('sites:write'),
          groupsPreview: await groupsPreview(site, access, previewedGroup(request.query.group)),
        }),
      });
    },
  );

  app.get<SiteParams & { Querystring: { branch?: string } }>('/sites/:siteId/open-preview', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:read');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    const branch = checkBranch('branch', request.query.branch ?? '');
    const grant = createPreviewGrant(ctx.config.secretKey, site.id, session.userId);
    const target = previewUrl(ctx.config, site.slug, branch, `/_folio/auth/preview?grant=${encodeURIComponent(grant)}`);
    return reply
      .code(303)
      .headers({ location: target, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      .send();
  });

  app.post<SiteParams & { Body: Form }>('/sites/:siteId/settings/access', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'sites:write');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    let message: { kind: 'success' | 'error'; text: string };
    try {
      await updateSite(ctx, session.tenantId, site.id, { access: accessBodyOf(request.body) });
      message = { kind: 'success', text: 'Access saved. It applies to every request from now on.' };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      message = { kind: 'error', text: error.message };
    }
    const access = await findSiteAccess(ctx.db, site.id);
    return sendPage(request, reply, ctx, {
      status: message.kind === 'error' ? 400 : 200,
      title: 'Reader access',
      site: siteContext(site),
      tab: 'settings',
      body: accessSettingsPage({
        csrfToken: request.dashboard.csrfToken,
        site,
        access,
        callbackUrl: callbackUrl(site.slug),
        canWrite: true,
        message,
        groupsPreview: await groupsPreview(site, access, undefined),
      }),
    });
  });
}
