/** Milliseconds one build attempt spent cloning, building, uploading, and in all (`builds.timings`). */
export interface BuildTimings {
  cloneMs: number;
  buildMs: number;
  uploadMs: number;
  totalMs: number;
}

/** What happened to one build job, reported to `onReport` and returned as the BullMQ job's value. */
export interface BuildReport {
  buildId: string;
  siteId: string | null;
  /**
   * `succeeded`: a deployment was recorded; `failed`: the build ended failed; `retrying`: handed back
   * after a transient failure; `handed-back`: returned to the queue on shutdown; `skipped`: the build
   * was not queued any more (superseded, canceled, deleted); `discarded`: canceled while it ran.
   */
  outcome: 'succeeded' | 'failed' | 'retrying' | 'handed-back' | 'skipped' | 'discarded';
  commitSha: string | null;
  deploymentId: string | null;
  /** Whether the deployment went live (production builds). */
  activated: boolean;
  /** Blobs written to S3, and blobs the site already had (`reused` included). */
  uploaded: number;
  skipped: number;
  /** Blobs named by the live deployment's manifest: known to be stored, not even checked. */
  reused: number;
  errors: number;
  message: string | null;
  timings: BuildTimings;
}
