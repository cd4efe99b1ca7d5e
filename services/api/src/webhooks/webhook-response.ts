import { errorResponses } from '../representations/error-response.ts';

const accepted = {
  type: 'object',
  description: 'Recorded. `duplicate` is true for a redelivery, which changes nothing.',
  properties: {
    outcome: { type: 'string', enum: ['queued', 'preview-removed', 'ignored', 'pong'] },
    duplicate: { type: 'boolean' },
    buildId: { type: ['string', 'null'] },
  },
} as const;

/**
 * Response schemas shared by the webhook routes. 429 comes from `guardWebhooks`, before the body is
 * read, with `Retry-After`.
 */
export const webhookResponses = {
  200: { ...accepted, description: 'A ping, answered without recording anything.' },
  202: accepted,
  ...errorResponses(400, 401, 404, 413, 429),
} as const;

/** Path parameters of the webhook routes. */
export const webhookParams = {
  type: 'object',
  properties: {
    siteId: { type: 'string', format: 'uuid', description: 'The site the webhook belongs to (from its webhook URL).' },
  },
  required: ['siteId'],
} as const;
