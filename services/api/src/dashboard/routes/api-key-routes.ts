import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { listApiKeys } from '../../db/api-keys.ts';
import { AppError } from '../../errors/app-error.ts';
import { API_SCOPES, type ApiScope } from '../../lib/api-scopes.ts';
import { createApiKey } from '../../operations/create-api-key.ts';
import { revokeApiKey } from '../../operations/revoke-api-key.ts';
import { requireScope, sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { apiKeysPage } from '../pages/api-keys-page.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant's API keys: list, create with scopes (shown once), revoke. */
export function apiKeyRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: {
      created?: { name: string; key: string };
      message?: { kind: 'success' | 'error'; text: string };
      status?: number;
    } = {},
  ) => {
    const session = sessionOf(request);
    const scopes = scopesOfRole(session.role!);
    const keys = await listApiKeys(ctx.db, session.tenantId);
    return sendPage(request, reply, ctx, {
      status: extra.status ?? 200,
      title: 'API keys',
      section: 'api-keys',
      body: apiKeysPage({
        csrfToken: request.dashboard.csrfToken,
        keys,
        grantable: scopes,
        canWrite: scopes.includes('api-keys:write'),
        created: extra.created,
        message: extra.message,
      }),
    });
  };

  app.get('/settings/api-keys', async (request, reply) => {
    requireScope(scopesOfRole(sessionOf(request).role!), 'api-keys:read');
    return render(request, reply);
  });

  app.post<{ Body: { name?: string; scopes?: string | string[] } }>('/settings/api-keys', async (request, reply) => {
    const session = sessionOf(request);
    const scopes = scopesOfRole(session.role!);
    requireScope(scopes, 'api-keys:write');
    const wanted = ([] as string[])
      .concat(request.body.scopes ?? [])
      .filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s));
    const name = (request.body.name ?? '').trim().slice(0, 100);
    if (!name || wanted.length === 0) {
      return render(request, reply, {
        status: 400,
        message: { kind: 'error', text: 'Give the key a name and at least one scope.' },
      });
    }
    try {
      const { row, key } = await createApiKey(ctx, { tenantId: session.tenantId, scopes }, { name, scopes: wanted });
      request.log.info({ apiKeyId: row.id }, 'API key created from the dashboard');
      return render(request, reply, { created: { name: row.name, key } });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return render(request, reply, { status: error.statusCode, message: { kind: 'error', text: error.message } });
    }
  });

  app.post<{ Params: { apiKeyId: string } }>('/settings/api-keys/:apiKeyId/revoke', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'api-keys:write');
    if (!UUID.test(request.params.apiKeyId))
      throw new AppError('API_KEY_NOT_FOUND', `API key ${request.params.apiKeyId} does not exist`);
    await revokeApiKey(ctx, session.tenantId, request.params.apiKeyId);
    request.log.info({ apiKeyId: request.params.apiKeyId }, 'API key revoked from the dashboard');
    return render(request, reply, {
      message: { kind: 'success', text: 'Key revoked. Requests with it are refused from now on.' },
    });
  });
}
