import type { SecretBox, Queryable } from '@folio/platform';
import { AppError } from '../errors/app-error.ts';

/** What a webhook needs of its site. */
export interface WebhookSite {
  id: string;
  branch: string;
  /** The decrypted webhook secret. */
  secret: string;
}

/**
 * Loads the site a webhook URL names (`/webhooks/<provider>/<siteId>`). Webhooks carry no tenant
 * credentials: the site's own secret authenticates them.
 */
export async function loadWebhookSite(db: Queryable, secrets: SecretBox, siteId: string): Promise<WebhookSite> {
  const result = await db.query<{ id: string; branch: string; webhook_secret_sealed: string }>(
    'SELECT id, branch, webhook_secret_sealed FROM sites WHERE id = $1',
    [siteId],
  );
  const row = result.rows[0];
  if (!row)
    throw new AppError('SITE_NOT_FOUND', `site ${siteId} does not exist; copy the webhook URL from the site settings`);
  return {
    id: row.id,
    branch: row.branch,
    secret: secrets.open(row.webhook_secret_sealed, { siteId: row.id, column: 'webhook_secret_sealed' }),
  };
}
