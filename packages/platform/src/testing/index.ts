// Test helpers for the services' and packages' tests, kept out of the production entry point
// (`@folio/platform`): import them from `@folio/platform/testing`.
export { createTestDatabase, type TestDatabase } from './create-test-database.ts';
export { startGitHostApi, type ForcedAnswer, type GitHostApi, type ReceivedStatus } from './git-host-api.ts';
export { hostRoutedFetch } from './host-routed-fetch.ts';
export { readAnalyticsStream, sumAnalyticsCounts } from './read-analytics-stream.ts';
