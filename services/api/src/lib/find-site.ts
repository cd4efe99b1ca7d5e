import type { Queryable } from '@folio/platform';
import { AppError } from '../errors/app-error.ts';

/** A `sites` row. */
export interface SiteRow {
  id: string;
  tenant_id: string;
  slug: string;
  name: string;
  repo_url: string;
  branch: string;
  docs_root: string;
  git_token_sealed: string | null;
  webhook_secret_sealed: string;
  playground_origins: string[];
  strict_builds: boolean;
  active_deployment_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Loads a tenant's site or fails with 404 SITE_NOT_FOUND. Another tenant's site is "not found"
 * too: a tenant cannot even learn that an id exists.
 */
export async function findSite(db: Queryable, tenantId: string, siteId: string): Promise<SiteRow> {
  const result = await db.query<SiteRow>('SELECT * FROM sites WHERE id = $1 AND tenant_id = $2', [siteId, tenantId]);
  const site = result.rows[0];
  if (!site) throw new AppError('SITE_NOT_FOUND', `site ${siteId} does not exist`);
  return site;
}
