import type { BuildRow, Queryable } from '@folio/platform';
import { AppError } from '../errors/app-error.ts';

/** Loads a build of a tenant's site, or fails with 404 BUILD_NOT_FOUND. */
export async function findBuild(db: Queryable, tenantId: string, siteId: string, buildId: string): Promise<BuildRow> {
  const result = await db.query<BuildRow>(
    `SELECT b.* FROM builds b JOIN sites s ON s.id = b.site_id
      WHERE b.id = $1 AND b.site_id = $2 AND s.tenant_id = $3`,
    [buildId, siteId, tenantId],
  );
  const build = result.rows[0];
  if (!build) throw new AppError('BUILD_NOT_FOUND', `build ${buildId} does not exist for site ${siteId}`);
  return build;
}
