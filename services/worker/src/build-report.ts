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
  /** Blobs written to S3, and blobs the site already had. */
  uploaded: number;
  skipped: number;
  errors: number;
  message: string | null;
  timings: { cloneMs: number; buildMs: number; uploadMs: number; totalMs: number };
}
