import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { listStreamedBuilds, type CursorOnSite, type StreamCursor, type StreamedBuild } from '../../db/builds.ts';
import type { DashboardContext } from '../dashboard-request.ts';
import type { SiteLiveState } from '../pages/site-status.ts';
import { EVENT_POLL_MS, EVENT_STREAM_LIMIT_MS, type EventStream } from '../routes/open-event-stream.ts';
import { readSiteStates } from '../routes/read-site-state.ts';
import { readStreamSessions } from './read-stream-sessions.ts';
import { StreamAdmission, type StreamLease, type StreamOwner } from './stream-admission.ts';

/** Most new builds one poll announces to a stream (oldest first; the rest come with the next poll). */
export const MAX_NEW_BUILDS_PER_POLL = 5;

/** Streams given their update between two turns of the event loop. */
const DISPATCH_SLICE = 100;

/** What one poll brings a stream: its site's rows it asked for, in queue order, and the site's state. */
export interface StreamUpdate {
  /** The builds it follows and, if it has a cursor, at most {@link MAX_NEW_BUILDS_PER_POLL} queued after it. */
  builds: StreamedBuild[];
  /** The site's state when the stream asked for it and Postgres answered; else `null`. */
  site: SiteLiveState | null;
}

/** What a stream asks of each poll: its owner and site, and (read at every poll) what it follows. */
export interface StreamWatch {
  owner: StreamOwner;
  siteId: string;
  followSite: boolean;
  following: () => ReadonlySet<string>;
  cursor: () => StreamCursor | null;
}

/** An open stream as the hub sees it: what to read for it each poll, and where to send it. */
export interface StreamSubscriber {
  owner: StreamOwner;
  siteId: string;
  /** Builds of its site it follows now (read at every poll; the stream changes it as builds finish). */
  following: ReadonlySet<string>;
  /** Where announcing starts now, or `null` when it announces nothing. */
  cursor: StreamCursor | null;
  /** Whether it wants the site's state each poll. */
  followSite: boolean;
  /** Called once a poll with its update. */
  poll(update: StreamUpdate): void;
  /** Called when the hub ends it: its session ended or lost the tenant, Postgres failed, or the server is closing. */
  end(): void;
}

/**
 * The live build streams of one API process. Open streams share one poll: each interval, one
 * query checks every stream's session, one reads every followed build and every new build after
 * every distinct cursor, one reads the state of every followed site — so Postgres sees the same
 * few queries a second however many streams are open, and a stream whose session signed out, or
 * whose member was removed from the tenant, ends within one poll. Streams are also capped per
 * session and per tenant ({@link StreamAdmission}).
 */
export class BuildStreamHub {
  private readonly admission = new StreamAdmission();
  private readonly subscribers = new Set<StreamSubscriber>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly ctx: DashboardContext) {}

  /** Takes a place for a stream of `owner` under the caps, or throws 429 `TOO_MANY_STREAMS`. */
  admit(owner: StreamOwner): StreamLease {
    return this.admission.admit(owner);
  }

  /** Adds an open stream to the poll; returns what removes it. */
  add(subscriber: StreamSubscriber): () => void {
    if (this.closed) {
      subscriber.end();
      return () => {};
    }
    this.subscribers.add(subscriber);
    this.timer ??= setTimeout(() => void this.tick(), EVENT_POLL_MS);
    return () => this.subscribers.delete(subscriber);
  }

  /**
   * Keeps an opened event stream on the poll until the browser leaves, the hub ends it, its time
   * limit passes or `step` (given each poll's update) returns false; then ends the response.
   */
  hold(stream: EventStream, watch: StreamWatch, step: (update: StreamUpdate) => boolean): Promise<void> {
    const deadline = Date.now() + EVENT_STREAM_LIMIT_MS;
    return new Promise((resolve) => {
      let done = false;
      let remove = () => {};
      const finish = () => {
        if (done) return;
        done = true;
        remove();
        stream.raw.end();
        resolve();
      };
      stream.onClose(finish);
      const subscriber: StreamSubscriber = {
        owner: watch.owner,
        siteId: watch.siteId,
        followSite: watch.followSite,
        get following() {
          return watch.following();
        },
        get cursor() {
          return watch.cursor();
        },
        poll: (update) => {
          if (!step(update) || Date.now() >= deadline) finish();
        },
        end: finish,
      };
      if (!done) remove = this.add(subscriber);
    });
  }

  /** Ends every stream (a closing server ends them within a poll rather than wait; browsers reconnect elsewhere). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.endAll([...this.subscribers]);
  }

  private endAll(subscribers: readonly StreamSubscriber[]): void {
    for (const subscriber of subscribers) {
      this.subscribers.delete(subscriber);
      subscriber.end();
    }
  }

  private async tick(): Promise<void> {
    try {
      await this.poll([...this.subscribers]);
    } catch {
      // Nothing a poll meets may stop the next one; its streams end and their browsers reconnect.
      this.endAll([...this.subscribers]);
    } finally {
      this.timer = !this.closed && this.subscribers.size > 0 ? setTimeout(() => void this.tick(), EVENT_POLL_MS) : null;
    }
  }

  private async poll(subscribers: StreamSubscriber[]): Promise<void> {
    const { db } = this.ctx;
    // Sessions first: a stream that may no longer read builds learns nothing more.
    const hashes = new Map(subscribers.map((s) => [s.owner.tokenHash.toString('hex'), s.owner.tokenHash]));
    const sessions = await readStreamSessions(db, [...hashes.values()]).catch(() => null);
    if (!sessions) return this.endAll(subscribers);
    const live = subscribers.filter((s) => {
      const session = sessions.get(s.owner.tokenHash.toString('hex'));
      return (
        session !== undefined &&
        session.tenantId === s.owner.tenantId &&
        scopesOfRole(session.role).includes('builds:read')
      );
    });
    const keep = new Set(live);
    this.endAll(subscribers.filter((s) => !keep.has(s)));
    if (live.length === 0) return;

    // Streams on one page opened together share a cursor: each distinct one is read once.
    const cursors: CursorOnSite[] = [];
    const cursorIndex = new Map<string, number>();
    const indexOf = new Map<StreamSubscriber, number>();
    const ids = new Set<string>();
    for (const s of live) {
      for (const id of s.following) ids.add(id);
      if (!s.cursor) continue;
      const key = `${s.siteId} ${s.cursor.queuedAt} ${s.cursor.id}`;
      if (!cursorIndex.has(key)) cursorIndex.set(key, cursors.push({ siteId: s.siteId, cursor: s.cursor }) - 1);
      indexOf.set(s, cursorIndex.get(key)!);
    }
    const siteIds = [...new Set(live.filter((s) => s.followSite).map((s) => s.siteId))];
    const [builds, states] = await Promise.all([
      listStreamedBuilds(db, [...ids], cursors, MAX_NEW_BUILDS_PER_POLL).catch(() => null),
      readSiteStates(db, siteIds).catch(() => null),
    ]);
    // Postgres is the record: without it a stream cannot say what moved, so it ends and the browser reconnects.
    if (!builds) return this.endAll(live);
    const bySite = new Map<string, StreamedBuild[]>();
    for (const build of builds) bySite.set(build.site_id, [...(bySite.get(build.site_id) ?? []), build]);
    for (const [i, s] of live.entries()) {
      // Hand out in slices, so a thousand streams' writes never hold other requests up for long.
      if (i > 0 && i % DISPATCH_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      if (!this.subscribers.has(s)) continue;
      const after = indexOf.get(s) ?? -1;
      const seen = new Set<string>();
      const mine = (bySite.get(s.siteId) ?? []).filter(
        (b) => (b.after === null ? s.following.has(b.id) : b.after === after) && !seen.has(b.id) && seen.add(b.id),
      );
      try {
        s.poll({ builds: mine, site: s.followSite ? (states?.get(s.siteId) ?? null) : null });
      } catch {
        // One stream that cannot take its update (its socket failed mid-write) ends alone.
        this.endAll([s]);
      }
    }
  }
}

const hubs = new WeakMap<FastifyInstance, BuildStreamHub>();

/** The hub of `app`'s dashboard: made at first use, closed (ending its streams) as the server closes. */
export function buildStreamHub(app: FastifyInstance, ctx: DashboardContext): BuildStreamHub {
  let hub = hubs.get(app);
  if (!hub) {
    const made = new BuildStreamHub(ctx);
    hubs.set(app, made);
    app.addHook('preClose', async () => made.close());
    hub = made;
  }
  return hub;
}
