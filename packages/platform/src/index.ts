export type { Queryable } from './queryable.ts';
export { BUILD_STATUSES, type BuildStatus, type BuildTrigger, type DeploymentKind } from './build-status.ts';
export type { BuildRow } from './build-row.ts';
export { BUILD_QUEUE_NAME, BUILD_JOB_NAME, parseBuildJob, type BuildJob } from './build-job.ts';
export { enqueueBuild } from './enqueue-build.ts';
export { dispatchNextBuild, undoDispatch, type DispatchedBuild } from './dispatch-next-build.ts';
export { buildDispatchChannel, requestBuildDispatch, type BuildQueueAddress } from './build-dispatch-channel.ts';
export { createBuildQueue, type BuildQueueOptions } from './create-build-queue.ts';
export { activateDeployment, type DeploymentActivation } from './activate-deployment.ts';
export { createPool, guardPoolErrors, type PoolOptions } from './create-pool.ts';
export { createRedis } from './create-redis.ts';
export type { Migration } from './migration.ts';
export { loadMigrations, MIGRATIONS_DIRECTORY, type MigrationFiles } from './load-migrations.ts';
export { runMigrations, type MigrationReport } from './run-migrations.ts';
export { createSecretBox, isLegacySealed, parseSecretKey, type SecretBox, type SecretContext } from './secret-box.ts';
export { blobKey, buildCacheKey, manifestKey } from './storage-keys.ts';
export { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from './password-hash.ts';
export { signToken, tokenKey, verifyToken, type SignedTokenClaims, type TokenPurpose } from './signed-token.ts';
export {
  ACCESS_MODES,
  PUBLIC_ACCESS,
  type AccessMode,
  type PreviewAccess,
  type SiteAccess,
} from './site-access.ts';
export {
  ANALYTICS_BATCH_FIELD,
  ANALYTICS_METRICS,
  MAX_ANALYTICS_KEY_LENGTH,
  MAX_FEEDBACK_COMMENT_LENGTH,
  MAX_FEEDBACK_PATH_LENGTH,
  parseAnalyticsBatch,
  serializeAnalyticsBatch,
  type AnalyticsBatch,
  type AnalyticsCount,
  type AnalyticsMetric,
  type AnalyticsVisitors,
  type FeedbackVote,
} from './analytics/analytics-batch.ts';
export {
  ANALYTICS_CONSUMER_GROUP,
  DEFAULT_ANALYTICS_STREAM,
  analyticsKeys,
  epochHour,
  utcDay,
  type AnalyticsKeys,
} from './analytics/analytics-stream.ts';
export { SITE_EVENTS_CHANNEL, publishSiteEvent, parseSiteEvent, type SiteEvent } from './site-events.ts';
export {
  MAX_SLUG_LENGTH,
  isSiteSlug,
  previewLabel,
  productionHostname,
  previewHostname,
  parsePlatformHostname,
  type PlatformHost,
} from './platform-hostnames.ts';
export {
  LOCAL_PLATFORM_DOMAINS,
  domainsOverlap,
  isUnderDomain,
  readPlatformDomains,
  type PlatformDomains,
} from './platform-domains.ts';
export { readDashboardOrigin, siteOrigin } from './front-door-origin.ts';
export { createS3Client, type S3Options } from './create-s3-client.ts';
export { CHECK_FROM_BYTES, uploadBlobs, type BlobUpload, type BlobUploadReport } from './upload-blobs.ts';
export { deleteSiteObjects } from './delete-site-objects.ts';
export { readStoredText } from './read-stored-text.ts';
export { createEnvReader, ConfigError, LOG_LEVELS, type Env, type EnvReader, type LogLevel } from './env-reader.ts';
export { installProcessPolicy, type ProcessPolicyLogger, type ProcessPolicyOptions } from './install-process-policy.ts';
export { loadConfigOrExit, stopOnSignals } from './service-lifecycle.ts';
export { redactCredentials, secretForms } from './redact-credentials.ts';
export { createLogger } from './create-logger.ts';
export {
  BUILD_CONTEXT,
  PREVIEW_CONTEXT,
  MAX_DESCRIPTION_LENGTH,
  shortDescription,
  type CommitState,
  type CommitStatus,
} from './git-host/commit-status.ts';
export { commitStatusRequest, GITHUB_API_VERSION, type CommitStatusRequest } from './git-host/commit-status-request.ts';
export { sendCommitStatus, type SendOutcome, type SendPolicy } from './git-host/send-commit-status.ts';
export { BUILT_IN_GIT_HOSTS, type GitHostProvider, type GitHostRule } from './git-host/git-host-rule.ts';
export { parseGitHostRules, type ParsedGitHostRules } from './git-host/parse-git-host-rules.ts';
export { resolveGitHostRepository, type GitHostRepository } from './git-host/resolve-git-host-repository.ts';
export {
  createCommitStatusPoster,
  type CommitStatusLogger,
  type CommitStatusPoster,
  type CommitStatusReporter,
  type CommitStatusSettings,
  type CommitStatusTarget,
  type PostOptions,
} from './git-host/create-commit-status-poster.ts';
