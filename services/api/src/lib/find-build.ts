import type { BuildRow, Queryable } from '@folio/platform';
import { findSiteBuild } from '../db/builds.ts';
import { AppError } from '../errors/app-error.ts';

/** Loads a build of a tenant's site, or fails with 404 BUILD_NOT_FOUND. */
export async function findBuild(db: Queryable, tenantId: string, siteId: string, buildId: string): Promise<BuildRow> {
  const build = await findSiteBuild(db, tenantId, siteId, buildId);
  if (!build) throw new AppError('BUILD_NOT_FOUND', `build ${buildId} does not exist for site ${siteId}`);
  return build;
}
