import { activateDeployment, previewLabel, type DeploymentKind } from '@folio/platform';
import type pg from 'pg';
import type { BuildTimings } from '../build-report.ts';

/** A successful attempt to record: its deployment (manifest already in S3) and the build's outcome. */
export interface DeploymentRecord {
  buildId: string;
  claimToken: string;
  siteId: string;
  deploymentId: string;
  kind: DeploymentKind;
  branch: string;
  commitSha: string;
  manifestKey: string;
  diagnostics: readonly unknown[];
  /** Lines to append to the build log. */
  log: string;
  /** What the attempt measured (`builds.timings`). */
  timings: BuildTimings;
  /** OpenAPI `servers` of the built site (`deployments.playground_origins`, the edge's allow-list). */
  playgroundOrigins: readonly string[];
  /**
   * Why a production deployment must not go live (its commit is not the branch head any more), or
   * `null`. It is created all the same, so it can be activated by hand, and the build log says why.
   */
  holdBack: string | null;
}

/** What {@link recordDeployment} did. */
export type RecordedDeployment =
  /** The attempt no longer owned the build (canceled meanwhile, or taken over): nothing written. */
  | { recorded: false }
  /**
   * The build is `succeeded`. `created` is false for a preview older than one already deployed;
   * `activated` is true when a production deployment went live (false when a newer build is live).
   */
  | { recorded: true; created: boolean; activated: boolean };

/**
 * Marks the build succeeded, creates its deployment and, for production, makes it live, all in one
 * transaction: a crash at any point leaves either everything or nothing. Going live is the single
 * `UPDATE sites` of platform's `activateDeployment` with `onlyIfNewer`, after the site row is locked
 * so that two builds of one site finishing together are ordered and the later statement sees the
 * earlier one's deployment.
 */
export async function recordDeployment(pool: pg.Pool, record: DeploymentRecord): Promise<RecordedDeployment> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT 1 FROM sites WHERE id = $1 FOR UPDATE', [record.siteId]);
    const finished = await client.query<{ queued_at: Date }>(
      `UPDATE builds
          SET status = 'succeeded', diagnostics = $3::jsonb, log = log || $4, error_message = NULL,
              commit_sha = COALESCE(commit_sha, $5), finished_at = now(), timings = $6::jsonb
        WHERE id = $1 AND status = 'running' AND started_at::text = $2
        RETURNING queued_at`,
      [
        record.buildId,
        record.claimToken,
        JSON.stringify(record.diagnostics),
        record.log,
        record.commitSha,
        JSON.stringify(record.timings),
      ],
    );
    if (finished.rowCount !== 1) {
      await client.query('ROLLBACK');
      return { recorded: false };
    }
    // A preview is served from its branch's newest deployment: an older build finishing late must
    // not create one in front of a newer build's.
    const inserted = await client.query(
      `INSERT INTO deployments (id, site_id, build_id, kind, branch, preview_label, commit_sha, manifest_key, playground_origins)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
        WHERE $4 = 'production' OR NOT EXISTS (
              SELECT 1 FROM deployments d JOIN builds b ON b.id = d.build_id
               WHERE d.site_id = $2 AND d.kind = 'preview' AND d.branch = $5 AND d.removed_at IS NULL
                 AND b.queued_at > (SELECT queued_at FROM builds WHERE id = $3))`,
      [
        record.deploymentId,
        record.siteId,
        record.buildId,
        record.kind,
        record.branch,
        record.kind === 'preview' ? previewLabel(record.branch) : null,
        record.commitSha,
        record.manifestKey,
        [...record.playgroundOrigins],
      ],
    );
    const created = inserted.rowCount === 1;
    const activated =
      created &&
      record.kind === 'production' &&
      record.holdBack === null &&
      (await activateDeployment(client, {
        siteId: record.siteId,
        deploymentId: record.deploymentId,
        onlyIfNewer: true,
      }));
    const note = !created
      ? 'not deployed: a newer build of this branch is already deployed\n'
      : record.kind === 'production' && record.holdBack !== null
        ? `deployed but not activated: ${record.holdBack}\n`
        : record.kind === 'production' && !activated
          ? 'deployed but not activated: a newer build of this branch is already live\n'
          : '';
    if (note !== '')
      await client.query('UPDATE builds SET log = log || $2 WHERE id = $1', [
        record.buildId,
        `${new Date().toISOString()} ${note}`,
      ]);
    await client.query('COMMIT');
    return { recorded: true, created, activated };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
