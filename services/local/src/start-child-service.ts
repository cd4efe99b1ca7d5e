import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RUN_SERVICE_FILE, RUN_SERVICE_NODE_OPTIONS, type ServiceName } from './service-main.ts';

/** A service running as a child process, its output in `<logDir>/<name>.log`. */
export interface ChildService {
  name: ServiceName;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
  /** The last lines of its log, for an error message. */
  tail(lines?: number): Promise<string>;
  /** SIGTERM (the services drain and exit), then SIGKILL after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts `bin/run-service.mjs <name>` (the Docker image's command) with exactly `env` on top of PATH
 * and HOME, so what runs locally is what runs in a container.
 */
export async function startChildService(
  name: ServiceName,
  env: Record<string, string>,
  logDir: string,
): Promise<ChildService> {
  await mkdir(logDir, { recursive: true });
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...RUN_SERVICE_NODE_OPTIONS, RUN_SERVICE_FILE, name], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      // Let the pipes drain before the log file is closed.
      setImmediate(() => log.end());
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return {
    name,
    child,
    logFile,
    exited,
    async tail(lines = 15) {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      return text.trimEnd().split('\n').slice(-lines).join('\n');
    },
    async stop(timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
