import { SITE_EVENTS_CHANNEL, parseSiteEvent, type SiteEvent } from '@folio/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DependencyHealth } from '../metrics/create-dependency-health.ts';
import type { DeploymentLookup } from '../routing/create-deployment-lookup.ts';

/** Applies one site event to the host cache. */
export function applySiteEvent(lookup: DeploymentLookup, event: SiteEvent): void {
  switch (event.type) {
    case 'site-removed':
      lookup.forgetSite(event.siteId);
      return;
    case 'domain-changed':
      lookup.refreshHost(event.hostname.toLowerCase());
      lookup.refreshSite(event.siteId);
      return;
    case 'deployment-activated':
    case 'preview-deployed':
    case 'preview-removed':
    case 'site-settings-changed':
      lookup.refreshSite(event.siteId);
      return;
  }
}

/**
 * Listens on the platform's site events channel with a dedicated connection (a subscribed Redis
 * connection can do nothing else) and refreshes cached host lookups as events arrive. After a
 * reconnect every host is refreshed, since messages published meanwhile are lost. Resolves once
 * subscribed; rejects if the first subscription fails.
 */
export async function subscribeSiteEvents(
  subscriber: Redis,
  lookup: DeploymentLookup,
  health: DependencyHealth,
  log: Logger,
): Promise<void> {
  let subscribedOnce = false;
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== SITE_EVENTS_CHANNEL) return;
    const event = parseSiteEvent(message);
    if (event === null) {
      log.warn({ channel }, 'ignored an unreadable site event');
      return;
    }
    applySiteEvent(lookup, event);
  });
  subscriber.on('ready', () => {
    if (!subscribedOnce) return;
    lookup.refreshAll();
    health.up('redis');
  });
  subscriber.on('error', (error: Error) => health.down('redis', error));
  subscriber.on('close', () => {
    if (subscribedOnce) health.down('redis', new Error('site events connection closed'));
  });
  // A SUBSCRIBE written after the TCP connect but before ioredis's ready check (INFO) puts the
  // connection in subscriber mode first: INFO then fails, ioredis reconnects, and the subscription
  // is gone. Subscribing once the connection is ready closes that window.
  if (subscriber.status !== 'ready') await new Promise((resolve) => subscriber.once('ready', resolve));
  await subscriber.subscribe(SITE_EVENTS_CHANNEL);
  subscribedOnce = true;
}
