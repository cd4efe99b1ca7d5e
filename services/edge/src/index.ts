export { buildApp, type AppDeps } from './app.ts';
export type { AppContext } from './app-context.ts';
export { loadConfig, ConfigError, type EdgeConfig } from './config/load-config.ts';
export { normalizeHost, type NormalizedHost } from './routing/normalize-host.ts';
export { findLiveDeployment } from './routing/find-live-deployment.ts';
export type { LiveDeployment } from './routing/live-deployment.ts';
export {
  createDeploymentLookup,
  type DeploymentLookup,
  type DeploymentLookupOptions,
} from './routing/create-deployment-lookup.ts';
export { resolveRequestPath, type PathResolution } from './serving/resolve-request-path.ts';
export { chooseEncoding, type ChosenBody } from './serving/choose-encoding.ts';
export { createByteLru, type ByteLru } from './storage/create-byte-lru.ts';
export type { ObjectStore } from './storage/object-store.ts';
export { createS3ObjectStore } from './storage/create-s3-object-store.ts';
export {
  createRedisRateLimiter,
  type RedisRateLimiterOptions,
  type SharedRateLimiter,
} from './proxy/create-redis-rate-limiter.ts';
export { edgeErrorCodes, type EdgeErrorCode } from './proxy/edge-errors.ts';
export { applySiteEvent, subscribeSiteEvents } from './events/subscribe-site-events.ts';
export { createAnalyticsRecorder, type AnalyticsRecorder } from './analytics/create-analytics-recorder.ts';
export { createCountSiteAnswer, type CountSiteAnswer } from './analytics/count-site-answer.ts';
