import type { Redis } from 'ioredis';

/**
 * The Redis pub/sub channel telling edges that what a site serves changed, so they drop cached
 * host → site → deployment lookups. Messages are JSON {@link SiteEvent}s.
 */
export const SITE_EVENTS_CHANNEL = 'folio:site-events';

/** Something an edge must forget about. */
export type SiteEvent =
  /** Site X now serves deployment D in production (a new build went live, or a rollback). */
  | { type: 'deployment-activated'; siteId: string; deploymentId: string }
  /** A new preview deployment of a branch can be served (its `<label>--<slug>` host changed). */
  | { type: 'preview-deployed'; siteId: string; branch: string; deploymentId: string }
  /** A branch's preview deployments were removed (the branch was deleted). */
  | { type: 'preview-removed'; siteId: string; branch: string }
  /** A custom domain was added, verified or removed. */
  | { type: 'domain-changed'; siteId: string; hostname: string }
  /** The site's serving settings changed (its reader access): cached lookups of its hosts are stale. */
  | { type: 'site-settings-changed'; siteId: string }
  /** The site was deleted: none of its deployments may be served any more. */
  | { type: 'site-removed'; siteId: string };

/** Publishes a {@link SiteEvent} on {@link SITE_EVENTS_CHANNEL}. */
export async function publishSiteEvent(redis: Redis, event: SiteEvent): Promise<void> {
  await redis.publish(SITE_EVENTS_CHANNEL, JSON.stringify(event));
}

/** Reads a channel message back; `null` for anything that is not a known event. */
export function parseSiteEvent(message: string): SiteEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (typeof event.siteId !== 'string') return null;
  switch (event.type) {
    case 'deployment-activated':
      return typeof event.deploymentId === 'string'
        ? { type: event.type, siteId: event.siteId, deploymentId: event.deploymentId }
        : null;
    case 'preview-deployed':
      return typeof event.branch === 'string' && typeof event.deploymentId === 'string'
        ? { type: event.type, siteId: event.siteId, branch: event.branch, deploymentId: event.deploymentId }
        : null;
    case 'preview-removed':
      return typeof event.branch === 'string' ? { type: event.type, siteId: event.siteId, branch: event.branch } : null;
    case 'domain-changed':
      return typeof event.hostname === 'string'
        ? { type: event.type, siteId: event.siteId, hostname: event.hostname }
        : null;
    case 'site-settings-changed':
    case 'site-removed':
      return { type: event.type, siteId: event.siteId };
    default:
      return null;
  }
}
