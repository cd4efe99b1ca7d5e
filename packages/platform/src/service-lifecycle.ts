import { ConfigError } from './env-reader.ts';

/** The part of a pino logger the lifecycle helpers write to. */
interface LifecycleLogger {
  info(object: object, message: string): void;
  info(message: string): void;
  error(object: object, message: string): void;
}

/**
 * Loads a service's configuration in its `main.ts`: on a `ConfigError`, prints every problem and
 * where the variables are documented, and exits 1 (no stack trace for a configuration mistake).
 */
export function loadConfigOrExit<T>(load: () => T, documentation: string): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee ${documentation}.\n`);
    process.exit(1);
  }
}

/**
 * Runs `stop` once on the first SIGTERM or SIGINT, logging start and end; if it has not finished
 * within `timeoutMs`, exits 1 — a stuck connection must not keep the process alive past the
 * orchestrator's patience.
 */
export function stopOnSignals(options: { log: LifecycleLogger; timeoutMs: number; stop: () => Promise<void> }): void {
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    options.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      options.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    try {
      await options.stop();
      options.log.info('stopped');
    } catch (err) {
      options.log.error({ err }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
