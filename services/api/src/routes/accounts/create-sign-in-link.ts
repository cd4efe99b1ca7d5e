import type { FastifyInstance } from 'fastify';
import { createOneTimeToken } from '../../accounts/one-time-tokens.ts';
import { ROLES, type Role } from '../../accounts/roles.ts';
import { normalizeEmail } from '../../accounts/users.ts';
import { ensureMembership } from '../../db/memberships.ts';
import { tenantExists } from '../../db/tenants.ts';
import { ensureUser } from '../../db/users.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { withTransaction } from '../../lib/with-transaction.ts';
import { errorResponses } from '../../representations/error-response.ts';

const LINK_TTL_MINUTES = 24 * 60;

/**
 * `POST /v1/tenants/{tenantId}/sign-in-links` (operator): makes `email` a member of the tenant
 * (creating the user without a password if needed) and answers a one-time dashboard sign-in link.
 * This is how the first owner of a tenant gets in; `npm start` prints one for the local owner.
 */
export function createSignInLinkRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { tenantId: string }; Body: { email: string; role?: Role } }>(
    '/v1/tenants/:tenantId/sign-in-links',
    {
      schema: {
        tags: ['operator'],
        summary: 'Make someone a member of a tenant and get a one-time dashboard sign-in link',
        description: `The link works once, within ${LINK_TTL_MINUTES / 60} hours. An existing membership keeps the higher of its role and the one given.`,
        security: [{ operatorToken: [] }],
        params: {
          type: 'object',
          properties: { tenantId: { type: 'string', format: 'uuid' } },
          required: ['tenantId'],
        },
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            role: { type: 'string', enum: ROLES, default: 'owner' },
          },
          required: ['email'],
          additionalProperties: false,
        },
        response: {
          201: {
            type: 'object',
            properties: {
              userId: { type: 'string', format: 'uuid' },
              email: { type: 'string' },
              role: { type: 'string', enum: ROLES },
              url: { type: 'string', description: 'The one-time sign-in link on the dashboard.' },
              expiresAt: { type: 'string', format: 'date-time' },
            },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!email) throw new AppError('VALIDATION_FAILED', `"${request.body.email}" is not an email address`);
      const role = request.body.role ?? 'owner';
      const { userId, token, expiresAt } = await withTransaction(ctx.db, async (client) => {
        if (!(await tenantExists(client, request.params.tenantId)))
          throw new AppError('TENANT_NOT_FOUND', `tenant ${request.params.tenantId} does not exist`);
        const user = await ensureUser(client, email);
        await ensureMembership(client, request.params.tenantId, user.id, role);
        return { userId: user.id, ...(await createOneTimeToken(client, user.id, 'sign-in', LINK_TTL_MINUTES)) };
      });
      request.log.info({ tenantId: request.params.tenantId, userId }, 'sign-in link created');
      return reply
        .status(201)
        .send({ userId, email, role, url: `${ctx.config.dashboard.origin}/sign-in/link/${token}`, expiresAt });
    },
  );
}
