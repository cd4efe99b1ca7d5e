/**
 * Every state a build can be in. `queued` → `running` → `succeeded` | `failed`; a queued build can
 * become `superseded` (a newer push for the same site and branch arrived) or `canceled`; a running
 * build can become `canceled` (the worker then discards its result).
 */
export const BUILD_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled', 'superseded'] as const;

/** One of {@link BUILD_STATUSES}. */
export type BuildStatus = (typeof BUILD_STATUSES)[number];

/** What asked for a build: a git host webhook or a person/API call. */
export type BuildTrigger = 'push' | 'manual';

/** A production build serves the site's branch on the site's domains; a preview serves another branch. */
export type DeploymentKind = 'production' | 'preview';
