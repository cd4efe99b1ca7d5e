import type { ChildService } from './start-child-service.ts';

/** Settings of {@link superviseChildService}. */
export interface SupervisionOptions {
  /** Starts one process of the service (the same command and environment every time). */
  start(): Promise<ChildService>;
  /** Restarts allowed within `windowMs`; one more crash and the supervisor gives up. */
  maxRestarts: number;
  windowMs: number;
  /** Told of every restart, with the exit code (or signal) of the process that died. */
  onRestart(code: number | string): void;
  now?: () => number;
}

/** A service kept running: a process that exits on its own is replaced by a fresh one. */
export interface SupervisedService {
  /** The process running now. */
  current(): ChildService;
  /** Settles when the service crashed more than `maxRestarts` times within `windowMs`. */
  gaveUp: Promise<{ code: number | string; tail: string }>;
  /** Stops the current process and restarts nothing more. */
  stop(): Promise<void>;
}

/**
 * Runs a service under supervision, as Docker's `restart: unless-stopped` does in production: the
 * services exit 1 on an uncaught exception (their state is unknown; `installProcessPolicy`), and a
 * fresh process is what brings them back. A service that keeps crashing is not restarted forever.
 */
export async function superviseChildService(options: SupervisionOptions): Promise<SupervisedService> {
  const now = options.now ?? Date.now;
  let child = await options.start();
  let stopped = false;
  const restarts: number[] = [];
  let giveUp!: (value: { code: number | string; tail: string }) => void;
  const gaveUp = new Promise<{ code: number | string; tail: string }>((resolve) => (giveUp = resolve));

  const watch = (running: ChildService) => {
    void running.exited.then(async (code) => {
      if (stopped) return;
      const at = now();
      while (restarts.length > 0 && restarts[0]! <= at - options.windowMs) restarts.shift();
      if (restarts.length >= options.maxRestarts) return giveUp({ code, tail: await running.tail() });
      restarts.push(at);
      options.onRestart(code);
      try {
        child = await options.start();
      } catch {
        return giveUp({ code, tail: await running.tail() });
      }
      if (stopped) return void child.stop();
      watch(child);
    });
  };
  watch(child);

  return {
    current: () => child,
    gaveUp,
    async stop() {
      stopped = true;
      await child.stop();
    },
  };
}
