import { buildDispatchChannel, dispatchNextBuild, enqueueBuild, undoDispatch } from '@folio/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';

/** What {@link startBuildDispatcher} needs. */
export interface BuildDispatcherOptions {
  db: pg.Pool;
  queue: Queue;
  /** Duplicated for the subscription to the queue's {@link buildDispatchChannel}. */
  redis: Redis;
  /** The queue's name and prefix, which name its dispatch channel. */
  address: { name: string; prefix: string };
  logger: Logger;
  /** Slots of this process not running a build right now. */
  freeSlots: () => number;
  /** Builds of one tenant in flight at once, across every worker. */
  tenantCap: number;
  /** How often to look without being asked (a lost message, a slot freed by another process). */
  intervalMs: number;
}

/** A running dispatcher. */
export interface BuildDispatcher {
  /** Dispatches now (or once more after the pass under way): a build arrived, or a slot freed. */
  nudge(): void;
  /** Stops dispatching; resolves once the pass under way ended. */
  close(): Promise<void>;
}

/**
 * Feeds this worker's BullMQ queue from Postgres, one build per free slot. Builds wait in Postgres
 * (`queued`, not dispatched) rather than in BullMQ's first-in first-out list, and each free slot
 * takes the next one round-robin across tenants ({@link dispatchNextBuild}). Jobs already waiting
 * in BullMQ count against the free slots, so the BullMQ list never holds more than the slots that
 * will take them, and the order builds start in is the dispatcher's.
 */
export function startBuildDispatcher(options: BuildDispatcherOptions): BuildDispatcher {
  const { db, queue, logger } = options;
  let closed = false;
  let again = false;
  let pass: Promise<void> | null = null;

  const dispatchOnce = async (): Promise<void> => {
    const waiting = await queue.getJobCountByTypes('waiting', 'prioritized');
    let wanted = options.freeSlots() - waiting;
    while (wanted > 0 && !closed) {
      const next = await dispatchNextBuild(db, options.tenantCap);
      if (next === null) return;
      try {
        await enqueueBuild(queue, { buildId: next.buildId });
      } catch (error) {
        // Back to the dispatcher rather than stranded as dispatched without a job.
        await undoDispatch(db, next.buildId).catch(() => {});
        throw error;
      }
      logger.debug({ buildId: next.buildId, tenantId: next.tenantId, inFlight: next.inFlight }, 'build dispatched');
      wanted--;
    }
  };

  const run = (): void => {
    if (closed) return;
    if (pass !== null) {
      again = true;
      return;
    }
    pass = (async () => {
      do {
        again = false;
        try {
          await dispatchOnce();
        } catch (err) {
          // Postgres or Redis is down: the next nudge or tick tries again.
          logger.warn({ err }, 'dispatching builds failed');
        }
      } while (again && !closed);
    })().finally(() => {
      pass = null;
    });
  };

  const channel = buildDispatchChannel(options.address);
  const subscriber = options.redis.duplicate();
  subscriber.on('error', (err) => logger.debug({ err }, 'build dispatch subscription error'));
  subscriber.on('message', (from) => {
    if (from === channel) run();
  });
  void subscriber
    .subscribe(channel)
    .catch((err: unknown) => logger.warn({ err }, 'subscribing to build dispatch requests failed'));
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  run();

  return {
    nudge: run,
    async close() {
      closed = true;
      clearInterval(timer);
      subscriber.disconnect();
      await pass;
    },
  };
}
