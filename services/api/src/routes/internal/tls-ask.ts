import type { FastifyInstance } from 'fastify';
import { domainToASCII } from 'node:url';
import type { AppContext } from '../../app-context.ts';
import { isVerifiedHostname } from '../../db/domains.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireRouteToken } from '../../plugins/require-route-token.ts';
import { errorResponses } from '../../representations/error-response.ts';

/**
 * `GET /internal/tls-ask?domain=`: for an on-demand TLS front proxy (Caddy's `ask`), 200 only for a
 * verified custom domain, so certificates are never requested for names nobody proved they own.
 * Hosts under the platform domain are covered by its wildcard certificate, not by this route.
 *
 * Who has which custom domain is not public, so the caller needs `TLS_ASK_TOKEN`: as `?token=`,
 * since Caddy's `ask` is only a URL, or as a bearer token. Unset, the route is not served (404).
 */
export function tlsAskRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { domain: string } }>(
    '/internal/tls-ask',
    {
      schema: {
        tags: ['internal'],
        summary: 'May the TLS proxy get a certificate for this domain?',
        description:
          "Needs TLS_ASK_TOKEN, as `?token=` (Caddy's `ask` can only pass a URL) or `Authorization: Bearer <TLS_ASK_TOKEN>`; " +
          'not served (404) when TLS_ASK_TOKEN is unset.',
        security: [{ tlsAskQueryToken: [] }, { tlsAskToken: [] }],
        querystring: {
          type: 'object',
          properties: { domain: { type: 'string', minLength: 1, maxLength: 300 } },
          required: ['domain'],
        },
        response: {
          200: { type: 'object', properties: { domain: { type: 'string' } } },
          ...errorResponses(400, 401, 404),
        },
      },
      onRequest: requireRouteToken({ token: ctx.config.tlsAskToken, variable: 'TLS_ASK_TOKEN', acceptQuery: true }),
    },
    async (request) => {
      const hostname = domainToASCII(request.query.domain.trim().toLowerCase().replace(/\.$/, ''));
      const found = hostname ? await isVerifiedHostname(ctx.db, hostname) : false;
      if (!found) throw new AppError('DOMAIN_NOT_FOUND', `no verified domain ${request.query.domain}`);
      return { domain: hostname };
    },
  );
}
