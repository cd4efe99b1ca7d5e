import type { AppContext } from '../app-context.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import type { LiveDeployment } from '../routing/live-deployment.ts';

/** A live deployment with what serving it needs. */
export type ServedDeployment = LiveDeployment & { deploymentId: string; manifestKey: string };

/**
 * The deployment live at a Host header, or `null` when no site is published there (the caller
 * answers as for an unknown host). Rejects when Postgres fails and nothing is cached.
 */
export function createLiveSiteFinder(ctx: AppContext): (host: string | undefined) => Promise<ServedDeployment | null> {
  const normalizeHost = createHostNormalizer(10_000);
  return async (hostHeader) => {
    const host = normalizeHost(hostHeader);
    if (host === null) return null;
    const live = ctx.lookup.peek(host.hostname) ?? (await ctx.lookup.lookup(host.hostname));
    if (live === null || live.deploymentId === null || live.manifestKey === null) return null;
    return live as ServedDeployment;
  };
}
