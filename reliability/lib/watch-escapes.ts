// The API and the edge run in the suite's own process (start-platform.ts), so a failure nobody
// caught in either lands here: in production it would be a logged error (a rejection, under the
// process policy) or a stopped service (an exception). The suite counts them instead of dying.
import { inspect } from 'node:util';

const seen: string[] = [];
let installed = false;

/** Keeps one failure nobody caught, for the next `takeEscapes`. */
export function recordEscape(kind: 'unhandled rejection' | 'uncaught exception', error: unknown): void {
  const text = error instanceof Error ? (error.stack ?? error.message) : inspect(error);
  seen.push(`${kind}: ${text.split('\n').slice(0, 4).join(' | ')}`);
}

/**
 * Starts counting unhandled rejections and uncaught exceptions of this process (once). Only the
 * suite's runner calls it: in a test runner it would hide failures from the runner's own handler.
 */
export function watchEscapes(): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => recordEscape('unhandled rejection', reason));
  process.on('uncaughtException', (error) => recordEscape('uncaught exception', error));
}

/** The failures counted since the last call (empty when `watchEscapes` was never called). */
export function takeEscapes(): string[] {
  return seen.splice(0, seen.length);
}
