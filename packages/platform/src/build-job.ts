/** The BullMQ queue the API fills and the worker drains. */
export const BUILD_QUEUE_NAME = 'folio-builds';

/** BullMQ job name used for build jobs. */
export const BUILD_JOB_NAME = 'build';

/**
 * The payload of a build job. Deliberately only the id: Postgres holds the build's record (site,
 * commit, status), so a job can never disagree with it and a superseded build is simply skipped.
 */
export interface BuildJob {
  buildId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Reads a job payload back, returning `null` when it is not a {@link BuildJob}. */
export function parseBuildJob(data: unknown): BuildJob | null {
  if (typeof data !== 'object' || data === null) return null;
  const buildId = (data as { buildId?: unknown }).buildId;
  return typeof buildId === 'string' && UUID.test(buildId) ? { buildId } : null;
}
