import type { AppContext } from '../app-context.ts';
import { type SiteRow, setWebhookSecret } from '../db/sites.ts';
import { generateWebhookSecret } from '../lib/generate-webhook-secret.ts';

/**
 * Gives the tenant's site a new webhook secret; the old one stops working at once. The secret is
 * returned to be shown once, and stored only sealed to the site's row and column.
 */
export async function rotateWebhookSecret(
  ctx: AppContext,
  tenantId: string,
  site: SiteRow,
): Promise<{ site: SiteRow; secret: string }> {
  const secret = generateWebhookSecret();
  const sealed = ctx.secrets.seal(secret, { siteId: site.id, column: 'webhook_secret_sealed' });
  return { site: await setWebhookSecret(ctx.db, tenantId, site.id, sealed), secret };
}
