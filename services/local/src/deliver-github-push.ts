import { createHmac, randomUUID } from 'node:crypto';

/** A push to announce, as GitHub's push webhook describes it. */
export interface GithubPush {
  /** `refs/heads/<branch>` */
  ref: string;
  /** The new head; ignored when `deleted`. */
  after: string;
  before?: string;
  deleted?: boolean;
}

/** What the API answered to a webhook delivery. */
export interface WebhookDelivery {
  status: number;
  body: { outcome?: string; duplicate?: boolean; buildId?: string | null; code?: string; message?: string };
}

/**
 * Delivers a GitHub push webhook to `url` exactly as GitHub does: JSON body, `X-GitHub-Event: push`,
 * a fresh `X-GitHub-Delivery`, and `X-Hub-Signature-256` = HMAC-SHA256 of the raw body with the
 * site's webhook secret. `headers` may override any of them (tests send bad signatures).
 */
export async function deliverGithubPush(
  url: string,
  secret: string,
  push: GithubPush,
  headers: Record<string, string> = {},
): Promise<WebhookDelivery> {
  const zero = '0'.repeat(40);
  const body = JSON.stringify({
    ref: push.ref,
    before: push.before ?? zero,
    after: push.deleted ? zero : push.after,
    deleted: push.deleted ?? false,
    repository: { full_name: 'local/docs' },
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'push',
      'x-github-delivery': randomUUID(),
      'x-hub-signature-256': `sha256=${signature}`,
      ...headers,
    },
    body,
  });
  const text = await response.text();
  let parsed: WebhookDelivery['body'] = {};
  try {
    parsed = JSON.parse(text) as WebhookDelivery['body'];
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed };
}
