import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { countInWindow } from './count-in-window.ts';
import { withTimeout } from './with-timeout.ts';

// A rate limit that cannot be counted lets the build through: a slow or absent Redis must not stop
// every build (the dispatcher still shares the workers fairly).
const COUNT_TIMEOUT_MS = 500;

/** What is counted: manual builds of a site, or its preview builds (pushes to other branches). */
export type BuildRateKind = 'manual' | 'preview';

const WHAT: Record<BuildRateKind, string> = { manual: 'manual builds', preview: 'preview builds' };

/**
 * Counts one build of `kind` for a site (in Redis, shared by every API process) and refuses it with
 * `BUILD_RATE_LIMITED` (429, `Retry-After`) past `BUILD_RATE_LIMIT_MANUAL_PER_SITE` or
 * `BUILD_RATE_LIMIT_PREVIEWS_PER_SITE` in the window, so one site cannot fill the build queue.
 */
export async function checkBuildRate(ctx: AppContext, siteId: string, kind: BuildRateKind): Promise<void> {
  const { manualPerSite, previewsPerSite, windowMs } = ctx.config.buildLimits;
  const max = kind === 'manual' ? manualPerSite : previewsPerSite;
  let counted: Awaited<ReturnType<typeof countInWindow>>;
  try {
    counted = await withTimeout(
      countInWindow(ctx.redis, `folio:build-rate:${kind}:${siteId}`, windowMs),
      COUNT_TIMEOUT_MS,
    );
  } catch (err) {
    ctx.log.warn(
      { siteId, kind, reason: String((err as Error)?.message ?? err) },
      'build rate limit not counted; build let through',
    );
    return;
  }
  if (counted.count <= max) return;
  const seconds = Math.max(1, Math.ceil(counted.resetMs / 1000));
  throw new AppError(
    'BUILD_RATE_LIMITED',
    `this site already queued ${max} ${WHAT[kind]} in the last ${formatWindow(windowMs)}, the most allowed; try again in ${formatWait(seconds)}`,
    { retryAfterSeconds: seconds },
  );
}

function formatWindow(ms: number): string {
  const minutes = ms / 60_000;
  return Number.isInteger(minutes)
    ? `${minutes} minute${minutes === 1 ? '' : 's'}`
    : `${Math.round(ms / 1000)} seconds`;
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
