/** Why a request was not let through to its upstream. */
export type GateRefusal = 'queue full' | 'waited too long';

/** At most `connections` requests in flight to one upstream; a bounded queue behind them. */
export interface UpstreamGate {
  /**
   * Resolves with a release function once a connection is free, or with the reason it will not be:
   * the queue is full (at once) or the wait passed `maxWaitMs`. `cancelled` (the client went away)
   * takes a waiting request out of the queue.
   */
  enter(cancelled: Promise<void>): Promise<(() => void) | GateRefusal>;
  /** Requests in flight and waiting, for tests and logs. */
  readonly inFlight: number;
  readonly waiting: number;
}

/**
 * Creates an {@link UpstreamGate}. A flood costs the upstream `connections` requests at a time and
 * this process `maxQueued` parked requests; every request beyond is refused at once, so the ones
 * in the queue are still served in a reasonable time instead of every caller timing out.
 */
export function createUpstreamGate(connections: number, maxQueued: number, maxWaitMs: number): UpstreamGate {
  let inFlight = 0;
  const queue: Array<(release: () => void) => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next === undefined) inFlight--;
    else next(once(release)); // the connection passes straight to the next request
  };
  return {
    async enter(cancelled) {
      if (inFlight < connections) {
        inFlight++;
        return once(release);
      }
      if (queue.length >= maxQueued) return 'queue full';
      return new Promise((resolve) => {
        const admit = (done: () => void) => {
          clearTimeout(timer);
          resolve(done);
        };
        const leave = (reason: GateRefusal | null) => {
          const at = queue.indexOf(admit);
          if (at === -1) return;
          queue.splice(at, 1);
          clearTimeout(timer);
          if (reason !== null) resolve(reason);
        };
        const timer = setTimeout(() => leave('waited too long'), maxWaitMs);
        queue.push(admit);
        void cancelled.then(() => leave(null));
      });
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
  };
}

function once(fn: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}
