import { AppError } from '../../errors/app-error.ts';

/**
 * Most live build streams one session holds open in one API process. A page holds one; a browser
 * speaking HTTP/1.1 opens at most six connections to a host, so more than this is many tabs over
 * HTTP/2, or a script.
 */
export const MAX_STREAMS_PER_SESSION = 10;
/** Most live build streams one tenant's members hold open together in one API process. */
export const MAX_STREAMS_PER_TENANT = 100;

/** A stream's place under the caps; `release` gives it back (once, however often it is called). */
export interface StreamLease {
  release(): void;
}

/** Who opens a stream: the session (its token hash) and the tenant it acts in. */
export interface StreamOwner {
  tokenHash: Buffer;
  tenantId: string;
}

/**
 * Counts open streams per session and per tenant, and refuses one past either cap with 429
 * (`TOO_MANY_STREAMS`) before the stream costs anything. Counting is synchronous, so streams
 * opened at the same moment cannot slip past a cap together.
 */
export class StreamAdmission {
  private readonly bySession = new Map<string, number>();
  private readonly byTenant = new Map<string, number>();

  /** Takes a place for a stream of `owner`, or throws `TOO_MANY_STREAMS`. */
  admit(owner: StreamOwner): StreamLease {
    const session = owner.tokenHash.toString('hex');
    if ((this.bySession.get(session) ?? 0) >= MAX_STREAMS_PER_SESSION) {
      throw new AppError(
        'TOO_MANY_STREAMS',
        `This session already has ${MAX_STREAMS_PER_SESSION} live build streams open (the most one session may hold); close another dashboard tab, or reload this page later.`,
      );
    }
    if ((this.byTenant.get(owner.tenantId) ?? 0) >= MAX_STREAMS_PER_TENANT) {
      throw new AppError(
        'TOO_MANY_STREAMS',
        `Your tenant already has ${MAX_STREAMS_PER_TENANT} live build streams open on this server (the most one tenant may hold); close dashboard tabs you no longer watch, or reload this page later.`,
      );
    }
    add(this.bySession, session, 1);
    add(this.byTenant, owner.tenantId, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        add(this.bySession, session, -1);
        add(this.byTenant, owner.tenantId, -1);
      },
    };
  }
}

/** Adds `delta` to a count, forgetting counts that reach zero so the maps stay as small as what is open. */
function add(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
