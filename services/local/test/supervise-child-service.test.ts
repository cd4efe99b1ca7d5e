// Supervision with real processes: a service that exits on its own is started again, a service
// that keeps exiting is given up on, and a stopped one is never restarted.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ChildService } from '../src/start-child-service.ts';
import { superviseChildService } from '../src/supervise-child-service.ts';

/** A node process running `script`, shaped as `startChildService` returns it. */
function startScript(script: string): ChildService {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return {
    name: 'edge',
    child,
    logFile: '(none)',
    exited,
    tail: async () => output.trim(),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('superviseChildService', () => {
  it('starts a fresh process when the running one exits on its own', async () => {
    const scripts = [
      'console.log("one"); process.exit(1)',
      'console.log("two"); process.exit(1)',
      'console.log("three"); setInterval(() => {}, 1000)',
    ];
    const started: ChildService[] = [];
    const restarts: Array<number | string> = [];
    const service = await superviseChildService({
      start: async () => started[started.push(startScript(scripts[started.length]!)) - 1]!,
      maxRestarts: 5,
      windowMs: 60_000,
      onRestart: (code) => restarts.push(code),
    });
    await expect.poll(() => started.length, { timeout: 10_000 }).toBe(3);
    expect(restarts).toEqual([1, 1]);
    expect(service.current()).toBe(started[2]);
    await expect.poll(() => service.current().tail(), { timeout: 10_000 }).toBe('three');
    expect(service.current().child.exitCode).toBeNull();
    await service.stop();
    expect(await started[2]!.exited).toBe('SIGTERM');
    expect(started).toHaveLength(3);
  });

  it('gives up on a service that keeps crashing, with its last exit code and log', async () => {
    let starts = 0;
    const service = await superviseChildService({
      start: async () => startScript(`console.log("attempt ${++starts}"); process.exit(3)`),
      maxRestarts: 2,
      windowMs: 60_000,
      onRestart: () => {},
    });
    expect(await service.gaveUp).toEqual({ code: 3, tail: 'attempt 3' });
    expect(starts).toBe(3);
  });
});
