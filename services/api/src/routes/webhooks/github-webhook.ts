import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { insertGithubPing } from '../../db/webhook-deliveries.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadWebhookSite } from '../../webhooks/load-webhook-site.ts';
import { readPush } from '../../webhooks/push-event.ts';
import { readJsonPayload } from '../../webhooks/read-json-payload.ts';
import { recordDelivery } from '../../webhooks/record-delivery.ts';
import { verifyHmac } from '../../webhooks/verify-hmac.ts';
import { webhookParams, webhookResponses } from '../../webhooks/webhook-response.ts';

const documentedBody = {
  type: 'object',
  description: 'GitHub push payload (JSON, or form-encoded as payload=<json>); only ref, after and deleted are read.',
  properties: {
    ref: { type: 'string', examples: ['refs/heads/main'] },
    after: { type: 'string' },
    deleted: { type: 'boolean' },
  },
};

/**
 * `POST /webhooks/github/{siteId}`: GitHub push webhooks. Authenticated by `X-Hub-Signature-256`
 * (HMAC-SHA256 of the raw body with the site's webhook secret); `X-GitHub-Delivery` makes
 * redeliveries idempotent; `ping` is answered 200.
 */
export function githubWebhookRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string }; Body: Buffer }>(
    '/webhooks/github/:siteId',
    {
      config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: documentedBody }, url }) },
      schema: {
        tags: ['webhooks'],
        summary: 'GitHub push webhook',
        description:
          "Set the payload URL to the site's webhooks.github URL, content type application/json, the site's webhook secret, " +
          "and the push event. Pushes to the site's branch build production, other branches previews; deleting a branch removes its preview.",
        params: webhookParams,
        headers: {
          type: 'object',
          properties: {
            'x-hub-signature-256': { type: 'string', description: 'sha256=<hex HMAC-SHA256 of the raw body>' },
            'x-github-event': { type: 'string' },
            'x-github-delivery': { type: 'string' },
          },
        },
        response: webhookResponses,
      },
    },
    async (request, reply) => {
      const site = await loadWebhookSite(ctx.db, ctx.secrets, request.params.siteId);
      const header = request.headers['x-hub-signature-256'];
      const signature =
        typeof header === 'string' && header.startsWith('sha256=') ? header.slice('sha256='.length) : null;
      if (!signature || !Buffer.isBuffer(request.body) || !verifyHmac(site.secret, request.body, signature)) {
        throw new AppError(
          'INVALID_SIGNATURE',
          signature
            ? 'X-Hub-Signature-256 does not match the body: check the webhook secret'
            : "X-Hub-Signature-256 is missing: set the site's webhook secret in the GitHub webhook",
        );
      }
      const event = String(request.headers['x-github-event'] ?? '');
      const payload = readJsonPayload(request.body, request.headers['content-type']);
      const deliveryHeader = request.headers['x-github-delivery'];
      if (event === 'ping') {
        // Recorded so the dashboard can show that the webhook reaches Folio with the right secret.
        await insertGithubPing(
          ctx.db,
          site.id,
          typeof deliveryHeader === 'string' && deliveryHeader ? deliveryHeader.slice(0, 200) : randomUUID(),
        );
        return reply.status(200).send({ outcome: 'pong', duplicate: false, buildId: null });
      }
      const result = await recordDelivery(ctx, {
        provider: 'github',
        deliveryId: typeof deliveryHeader === 'string' && deliveryHeader ? deliveryHeader : randomUUID(),
        event,
        site,
        push: event === 'push' ? readPush(payload.ref, payload.after, payload.deleted) : null,
      });
      return reply.status(202).send(result);
    },
  );
}
