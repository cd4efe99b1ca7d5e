import type { SwaggerOptions } from '@fastify/swagger';
import { ERROR_CODES } from '../errors/error-codes.ts';

/** The top of the API's OpenAPI document: what the API is, how to authenticate, the error codes. */
export function openapiOptions(publicUrl: string): SwaggerOptions {
  const codes = Object.entries(ERROR_CODES)
    .map(([code, entry]) => `| ${code} | ${entry.statusCode} | ${entry.when} |`)
    .join('\n');
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Folio control plane API',
        version: '0.1.0',
        description: [
          'Tenants, sites, webhooks, builds, deployments and custom domains of the Folio docs platform.',
          '',
          '**Authentication.** Operator routes take `Authorization: Bearer <operator token>`. Everything under `/v1` ',
          'takes a tenant API key, `Authorization: Bearer folio_…`, holding the scope each route names. A tenant never ',
          "sees another tenant's resources: their ids answer 404. Requests are rate-limited per API key.",
          '',
          "**Dashboard sessions.** On the dashboard's host, `/v1` routes also accept the signed-in member's session ",
          "cookie (`__Host-folio_session`; `folio_session` over plain http), holding the scopes of the member's role ",
          "(owner and admin: every scope; viewer: the `:read` ones). Unsafe methods then need the session's CSRF token ",
          "in `X-CSRF-Token`. The operator's `POST /v1/tenants/{tenantId}/sign-in-links` lets a tenant's first owner in.",
          '',
          '**Webhooks.** Each site has its own webhook URLs, carrying the site id: `/webhooks/github/{siteId}`, ',
          '`/webhooks/gitlab/{siteId}`, `/webhooks/generic/{siteId}` (shown on the site as `webhookUrls`), authenticated ',
          "by the site's webhook secret. A push to the site's branch queues a production build, to another branch a ",
          'preview build served at `<branch>--<slug>.<sites domain>`; a newer push for the same branch supersedes ',
          'builds still queued; deleting a branch removes its preview.',
          '',
          '**Errors** are `{ statusCode, code, message }`:',
          '',
          '| code | status | when |',
          '|---|---|---|',
          codes,
        ].join('\n'),
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          operatorToken: { type: 'http', scheme: 'bearer', description: 'The OPERATOR_TOKEN of the deployment.' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'A tenant API key (folio_…).' },
          dashboardSession: {
            type: 'apiKey',
            in: 'cookie',
            name: '__Host-folio_session',
            description: 'A dashboard session (on the dashboard host); unsafe methods also need X-CSRF-Token.',
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN of the deployment.' },
          tlsAskToken: { type: 'http', scheme: 'bearer', description: 'The TLS_ASK_TOKEN of the deployment.' },
          tlsAskQueryToken: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description: 'The TLS_ASK_TOKEN of the deployment, for a TLS proxy that can only be given a URL.',
          },
        },
      },
      tags: [
        { name: 'operator' },
        { name: 'api-keys' },
        { name: 'sites' },
        { name: 'builds' },
        { name: 'deployments' },
        { name: 'domains' },
        { name: 'analytics' },
        { name: 'webhooks' },
        { name: 'internal' },
        { name: 'operations' },
      ],
    },
  };
}
