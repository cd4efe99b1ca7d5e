/**
 * The current hour (whole hours since the epoch), read without a clock call: the wall clock costs
 * about 150 ns a read here (Date.now goes through the runtime), as much as the rest of counting a
 * repeat page view. The hour is read from the clock when made, at each `sync` (the recorder's
 * flush, every 2 s) and by a timer just after each hour's end; so a view is counted in the hour
 * the clock says, except within the event loop's lag after the hour turns (milliseconds, below
 * what the edges' clocks agree to anyway), when it still falls into the hour that just ended.
 */
export interface HourClock {
  readonly hour: number;
  /** Reads the clock now; returns the milliseconds it read. */
  sync(): number;
  /** Stops the timer. */
  stop(): void;
}

const HOUR_MS = 3_600_000;

/** Timers of {@link createHourClock} (Node's by default; a test's fakes otherwise). */
export interface ClockTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const nodeTimers: ClockTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/**
 * An {@link HourClock} reading `now` (milliseconds since the epoch) when made, at each `sync` and
 * from a timer set for 1 ms after the end of each hour; `timers` are Node's, unref'd so that the
 * clock never keeps a process alive.
 */
export function createHourClock(now: () => number, timers: ClockTimers = nodeTimers): HourClock {
  let hour = 0;
  let timer: unknown;
  let stopped = false;
  const sync = (): number => {
    const ms = now();
    hour = Math.floor(ms / HOUR_MS);
    return ms;
  };
  // Just after the end of the hour the clock says it is; again if it fired early (the clock was set back).
  const tick = () => {
    if (stopped) return;
    const ms = sync();
    timer = timers.setTimeout(tick, (hour + 1) * HOUR_MS - ms + 1);
  };
  tick();
  return {
    get hour() {
      return hour;
    },
    sync,
    stop() {
      stopped = true;
      timers.clearTimeout(timer);
    },
  };
}
