/** Thrown when a {@link ConcurrencyLimit}'s queue is full: the caller answers 503 at once. */
export class LimitExceededError extends Error {
  constructor(what: string) {
    super(`too many ${what} waiting`);
    this.name = 'LimitExceededError';
  }
}

/** Runs tasks at most `max` at once; further ones wait, up to a bound. */
export interface ConcurrencyLimit {
  /** Runs `task` when a slot is free; rejects with {@link LimitExceededError} when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Whether a task would have to wait now. */
  readonly isBusy: boolean;
}

/**
 * Creates a {@link ConcurrencyLimit}. What a flood of requests may cost a dependency (Postgres,
 * S3) and this process's memory is then `max` tasks at a time and `maxWaiting` parked callers,
 * whatever the flood: the rest fail fast instead of queueing without end.
 */
export function createConcurrencyLimit(what: string, max: number, maxWaiting: number): ConcurrencyLimit {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next === undefined) active--;
    else next(); // the slot passes straight to the next caller
  };
  return {
    async run(task) {
      if (active >= max) {
        if (waiting.length >= maxWaiting) throw new LimitExceededError(what);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get isBusy() {
      return active >= max;
    },
  };
}
