import type { SecretBox, Queryable } from '@folio/platform';
import { findWebhookSiteRow } from '../db/sites.ts';
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
  const row = await findWebhookSiteRow(db, siteId);
  if (!row)
    throw new AppError('SITE_NOT_FOUND', `site ${siteId} does not exist; copy the webhook URL from the site settings`);
  return {
    id: row.id,
    branch: row.branch,
    secret: secrets.open(row.webhook_secret_sealed, { siteId: row.id, column: 'webhook_secret_sealed' }),
  };
}
