import { publishSiteEvent } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { findPriorDelivery, insertDelivery, recordDeliveryOutcome } from '../db/webhook-deliveries.ts';
import { checkBuildRate } from '../lib/check-build-rate.ts';
import { checkPreviewBranches } from '../lib/check-preview-branches.ts';
import { queueBuild } from '../lib/queue-build.ts';
import { reportQueuedBuild } from '../lib/report-queued-build.ts';
import { removePreview } from '../lib/remove-preview.ts';
import { requestDispatch } from '../lib/request-dispatch.ts';
import { withTransaction } from '../lib/with-transaction.ts';
import type { PushEvent } from './push-event.ts';
import type { WebhookSite } from './load-webhook-site.ts';

/** One authenticated webhook delivery. */
export interface Delivery {
  provider: 'github' | 'gitlab' | 'generic';
  /** The host's delivery id; a redelivery carries the same one. */
  deliveryId: string;
  event: string;
  site: WebhookSite;
  /** The push, or `null` for events that do nothing (`ping`, tags, other events). */
  push: PushEvent | null;
}

/** What the delivery did; a duplicate reports what the first delivery did. */
export interface DeliveryResult {
  outcome: 'queued' | 'preview-removed' | 'ignored';
  duplicate: boolean;
  buildId: string | null;
}

/**
 * Records a delivery and acts on it, once per delivery id: a push to the site's branch queues a
 * production build, to another branch a preview build (either superseding builds still queued for
 * that branch; a preview past the site's preview rate or preview branches is refused, and the
 * delivery not recorded), and a deleted branch removes its preview. The workers are asked to
 * dispatch the build after the commit (it waits in Postgres for its turn, so a crash between commit
 * and request only delays it to the workers' next look); a redelivery of a delivery whose build is
 * still queued asks again.
 */
export async function recordDelivery(ctx: AppContext, delivery: Delivery): Promise<DeliveryResult> {
  const { site, push } = delivery;
  const recorded = await withTransaction(ctx.db, async (client) => {
    const key = {
      siteId: site.id,
      provider: delivery.provider,
      deliveryId: delivery.deliveryId,
      event: delivery.event,
    };
    const deliveryRowId = await insertDelivery(client, key);
    if (!deliveryRowId) {
      const row = await findPriorDelivery<DeliveryResult['outcome']>(client, key);
      return {
        outcome: row.outcome,
        duplicate: true,
        buildId: row.build_id,
        enqueue: row.status === 'queued',
        kind: null,
      };
    }
    let outcome: DeliveryResult['outcome'] = 'ignored';
    let buildId: string | null = null;
    let kind: 'production' | 'preview' | null = null;
    if (push?.deleted && push.branch !== site.branch) {
      await removePreview(client, site.id, push.branch);
      outcome = 'preview-removed';
    } else if (push && !push.deleted) {
      kind = push.branch === site.branch ? 'production' : 'preview';
      if (kind === 'preview') {
        // Refusing rolls the delivery back too: the git host may redeliver it once there is room.
        await checkPreviewBranches(client, site.id, push.branch, ctx.config.buildLimits.previewBranchesPerSite);
        await checkBuildRate(ctx, site.id, 'preview');
      }
      const { build } = await queueBuild(client, {
        siteId: site.id,
        kind,
        branch: push.branch,
        commitSha: push.commitSha,
        trigger: 'push',
      });
      outcome = 'queued';
      buildId = build.id;
    }
    await recordDeliveryOutcome(client, deliveryRowId, outcome, buildId);
    return { outcome, duplicate: false, buildId, enqueue: buildId !== null, kind };
  });

  if (recorded.enqueue && recorded.buildId) await requestDispatch(ctx);
  if (!recorded.duplicate && recorded.outcome === 'preview-removed' && push) {
    await publishSiteEvent(ctx.redis, { type: 'preview-removed', siteId: site.id, branch: push.branch });
  }
  if (recorded.kind) ctx.metrics.buildsQueued.inc({ trigger: 'push', kind: recorded.kind });
  if (!recorded.duplicate && recorded.buildId) reportQueuedBuild(ctx, recorded.buildId);
  ctx.metrics.webhookDeliveries.inc({
    provider: delivery.provider,
    outcome: recorded.duplicate ? 'duplicate' : recorded.outcome,
  });
  return { outcome: recorded.outcome, duplicate: recorded.duplicate, buildId: recorded.buildId };
}
