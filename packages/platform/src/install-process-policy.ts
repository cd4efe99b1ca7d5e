/** The part of a pino logger the process policy writes to. */
export interface ProcessPolicyLogger {
  error(object: object, message: string): void;
  /** pino's: writes out what is buffered, then calls back. */
  flush?(callback?: (error?: Error) => void): void;
}

/** Settings of {@link installProcessPolicy}. */
export interface ProcessPolicyOptions {
  log: ProcessPolicyLogger;
  /** `api`, `worker`, `edge`, `local`: named in every line, so a log collector can tell them apart. */
  service: string;
  /** Exits the process; tests of the policy replace it. */
  exit?: (code: number) => void;
}

/**
 * What a Folio process does with a failure nobody caught (every service calls this in `main.ts`):
 *
 * - **an unhandled promise rejection** is logged (`err` serialised) and the process keeps serving.
 *   A promise nobody awaited lost one result (one request's answer, one event); the state shared
 *   between requests is changed only by code that completed, so the rest stays correct, and
 *   stopping an edge for one reader's request would make that request a way to stop it.
 * - **an uncaught exception** is logged and the process exits 1 once the log is flushed: it was
 *   thrown from a callback in the middle of who knows what, the state is unknown, and a supervisor
 *   (Docker's `restart: unless-stopped`, `npm start`'s) starts a fresh process.
 */
export function installProcessPolicy(options: ProcessPolicyOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const { log, service } = options;
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason, service, policy: 'keep serving' }, 'unhandled promise rejection');
  });
  let exiting = false;
  process.on('uncaughtException', (err, origin) => {
    log.error({ err, service, origin, policy: 'exit and be restarted' }, 'uncaught exception');
    if (exiting) return;
    exiting = true;
    if (log.flush === undefined) return exit(1);
    // Exit even if the log cannot flush (its stream may be what failed).
    const timer = setTimeout(() => exit(1), 1_000);
    const done = () => {
      clearTimeout(timer);
      exit(1);
    };
    try {
      log.flush(done);
    } catch {
      done();
    }
  });
}
