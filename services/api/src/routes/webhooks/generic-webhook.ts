import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadWebhookSite } from '../../webhooks/load-webhook-site.ts';
import { readPush } from '../../webhooks/push-event.ts';
import { readJsonPayload } from '../../webhooks/read-json-payload.ts';
import { recordDelivery } from '../../webhooks/record-delivery.ts';
import { verifyHmac } from '../../webhooks/verify-hmac.ts';
import { webhookParams, webhookResponses } from '../../webhooks/webhook-response.ts';

const documentedBody = {
  type: 'object',
  properties: {
    ref: { type: 'string', examples: ['refs/heads/main'], description: 'The pushed ref (or give branch).' },
    branch: { type: 'string', examples: ['main'] },
    commitSha: { type: 'string', description: 'Full commit id; the branch head when omitted.' },
    deleted: { type: 'boolean', description: 'true: the branch was deleted (removes its preview).' },
  },
};

/**
 * `POST /webhooks/generic/{siteId}`: for git hosts without a dedicated route, or CI. Signature
 * scheme: `X-Folio-Timestamp: <unix seconds>` and `X-Folio-Signature: v1=<hex HMAC-SHA256 of
 * "<timestamp>.<raw body>" under the site's webhook secret>`; timestamps older than the tolerance
 * are refused, so a captured request cannot be replayed later. `X-Folio-Delivery` is optional.
 */
export function genericWebhookRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string }; Body: Buffer }>(
    '/webhooks/generic/:siteId',
    {
      config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: documentedBody }, url }) },
      schema: {
        tags: ['webhooks'],
        summary: 'Generic signed push webhook',
        description:
          'Sign each request: X-Folio-Timestamp is the current Unix time in seconds; X-Folio-Signature is ' +
          '"v1=" + hex(HMAC-SHA256(webhook secret, timestamp + "." + raw body)). Requests whose timestamp is more than ' +
          `${ctx.config.webhookToleranceSeconds} s away from the server clock are refused. ` +
          'Optional X-Folio-Delivery makes retries idempotent. Example: ' +
          'sig=$(printf "%s.%s" "$ts" "$body" | openssl dgst -sha256 -hmac "$secret" -hex | cut -d" " -f2).',
        params: webhookParams,
        headers: {
          type: 'object',
          properties: {
            'x-folio-timestamp': { type: 'string' },
            'x-folio-signature': { type: 'string', description: 'v1=<hex>' },
            'x-folio-delivery': { type: 'string' },
          },
        },
        response: webhookResponses,
      },
    },
    async (request, reply) => {
      const site = await loadWebhookSite(ctx.db, ctx.secrets, request.params.siteId);
      const timestamp = request.headers['x-folio-timestamp'];
      const header = request.headers['x-folio-signature'];
      const signature = typeof header === 'string' && header.startsWith('v1=') ? header.slice(3) : null;
      if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp) || !signature) {
        throw new AppError(
          'INVALID_SIGNATURE',
          'X-Folio-Timestamp and X-Folio-Signature (v1=<hex>) are required; see the signature scheme in the API description',
        );
      }
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > ctx.config.webhookToleranceSeconds) {
        throw new AppError(
          'INVALID_SIGNATURE',
          `X-Folio-Timestamp ${timestamp} is too far from the server clock; sign with the current time`,
        );
      }
      const signed = Buffer.concat([
        Buffer.from(`${timestamp}.`),
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      ]);
      if (!verifyHmac(site.secret, signed, signature)) {
        throw new AppError(
          'INVALID_SIGNATURE',
          'X-Folio-Signature does not match "<timestamp>.<body>": check the webhook secret',
        );
      }
      const payload = readJsonPayload(request.body, request.headers['content-type']);
      const ref =
        typeof payload.branch === 'string' && payload.ref === undefined ? `refs/heads/${payload.branch}` : payload.ref;
      const delivery = request.headers['x-folio-delivery'];
      const result = await recordDelivery(ctx, {
        provider: 'generic',
        deliveryId: typeof delivery === 'string' && delivery ? delivery : randomUUID(),
        event: 'push',
        site,
        push: readPush(ref, payload.commitSha, payload.deleted),
      });
      return reply.status(202).send(result);
    },
  );
}
