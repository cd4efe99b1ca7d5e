export {
  startWorker,
  DEFAULT_BUILD_LIMITS,
  DEFAULT_THREAD_LIMITS,
  type WorkerDeps,
  type RunningWorker,
} from './app.ts';
export {
  startAnalyticsConsumer,
  type AnalyticsConsumer,
  type AnalyticsConsumerDeps,
  type AnalyticsConsumerSettings,
} from './analytics/start-analytics-consumer.ts';
export type { FoldReport } from './analytics/fold-analytics-entries.ts';
export type { BuildReport } from './build-report.ts';
export type { BuildPhase } from './build-environment.ts';
export type { BuildLimits } from './build/build-task.ts';
export type { ThreadLimits } from './build/create-build-threads.ts';
export { loadConfig, ConfigError, type WorkerConfig } from './config/load-config.ts';
export { reconcileBuilds, type ReconcileReport } from './reconcile-builds.ts';
export { workerCodes } from './codes.ts';
