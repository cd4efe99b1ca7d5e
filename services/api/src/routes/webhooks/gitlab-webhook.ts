import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { constantTimeEqual } from '../../lib/constant-time-equal.ts';
import { loadWebhookSite } from '../../webhooks/load-webhook-site.ts';
import { readPush } from '../../webhooks/push-event.ts';
import { readJsonPayload } from '../../webhooks/read-json-payload.ts';
import { recordDelivery } from '../../webhooks/record-delivery.ts';
import { webhookParams, webhookResponses } from '../../webhooks/webhook-response.ts';

const documentedBody = {
  type: 'object',
  description: 'GitLab "Push Hook" payload; only ref and after are read.',
  properties: {
    object_kind: { type: 'string', examples: ['push'] },
    ref: { type: 'string' },
    after: { type: 'string' },
  },
};

/**
 * `POST /webhooks/gitlab/{siteId}`: GitLab push hooks. Authenticated by `X-Gitlab-Token` (the
 * site's webhook secret, compared in constant time); `Idempotency-Key` (or `X-Gitlab-Event-UUID`)
 * makes retries idempotent. Events other than `Push Hook` are recorded and ignored.
 */
export function gitlabWebhookRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string }; Body: Buffer }>(
    '/webhooks/gitlab/:siteId',
    {
      config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: documentedBody }, url }) },
      schema: {
        tags: ['webhooks'],
        summary: 'GitLab push webhook',
        description:
          "Set the URL to the site's webhooks.gitlab URL, the secret token to the site's webhook secret, and enable push events.",
        params: webhookParams,
        headers: {
          type: 'object',
          properties: {
            'x-gitlab-token': { type: 'string' },
            'x-gitlab-event': { type: 'string', examples: ['Push Hook'] },
            'idempotency-key': { type: 'string' },
          },
        },
        response: webhookResponses,
      },
    },
    async (request, reply) => {
      const site = await loadWebhookSite(ctx.db, ctx.secrets, request.params.siteId);
      const token = request.headers['x-gitlab-token'];
      if (typeof token !== 'string' || !constantTimeEqual(token, site.secret)) {
        throw new AppError(
          'INVALID_SIGNATURE',
          token
            ? 'X-Gitlab-Token is wrong: check the webhook secret'
            : "X-Gitlab-Token is missing: set the site's webhook secret as the secret token",
        );
      }
      const event = String(request.headers['x-gitlab-event'] ?? '');
      const payload = readJsonPayload(request.body, request.headers['content-type']);
      const key = request.headers['idempotency-key'] ?? request.headers['x-gitlab-event-uuid'];
      const result = await recordDelivery(ctx, {
        provider: 'gitlab',
        deliveryId: typeof key === 'string' && key ? key : randomUUID(),
        event,
        site,
        push: event === 'Push Hook' ? readPush(payload.ref, payload.after, false) : null,
      });
      return reply.status(202).send(result);
    },
  );
}
