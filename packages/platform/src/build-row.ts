import type { BuildStatus, BuildTrigger, DeploymentKind } from './build-status.ts';

/** A `builds` row as the worker and the API read it. */
export interface BuildRow {
  id: string;
  site_id: string;
  kind: DeploymentKind;
  branch: string;
  commit_sha: string | null;
  trigger: BuildTrigger;
  status: BuildStatus;
  superseded_by: string | null;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  diagnostics: unknown[];
  log: string;
  error_message: string | null;
}
