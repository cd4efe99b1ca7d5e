import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { blankPng } from './testing/blank-png.ts';
import { imageReference, ThumbnailDrawError, ThumbnailProcesses } from './thumbnail-processes.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63">${body}</svg>`;
const PLAIN = svg('<rect width="120" height="63" fill="#0d9373"/>');
/**
 * 287 bytes that make resvg allocate a 20000×20000 pattern tile (1.6 GB) for one card: inside the
 * memory cap's reach, where a process without one would just take the memory.
 */
const PATTERN_BOMB = svg(
  '<defs><pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse" patternTransform="scale(200)"><circle cx="50" cy="50" r="40" fill="red"/></pattern></defs><rect width="120" height="63" fill="url(#p)"/>',
);
/** A 24-megapixel picture (within the budget) fitted to 1200×630: about a second of drawing. */
async function slowSvg(): Promise<string> {
  const url = `data:image/png;base64,${(await blankPng(6000, 4000)).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" preserveAspectRatio="xMidYMid slice" href="${url}"/></svg>`;
}
/** A hundred wide blurs over noise: seconds of drawing for a few hundred bytes. */
const FILTER_BOMB = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><filter id="f" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.01" numOctaves="10"/>${'<feGaussianBlur stdDeviation="40"/>'.repeat(100)}</filter><rect width="1200" height="630" filter="url(#f)"/></svg>`;
/** A process's state letter from /proc (`Z`: ended, not yet reaped by its parent). */
const stateOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
const isPng = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'drawn',
    (error: unknown) =>
      error instanceof ThumbnailDrawError ? error.failure : `not a ThumbnailDrawError: ${String(error)}`,
  );

let pool: ThumbnailProcesses | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('ThumbnailProcesses', () => {
  it('draws SVGs into PNGs in child processes, with pictures handed over once', async () => {
    pool = new ThumbnailProcesses({ size: 2 });
    expect(pool.pids()).toHaveLength(2);
    expect(pool.pids()).not.toContain(process.pid);
    pool.setImage('dot', `data:image/png;base64,${(await blankPng(4, 4)).toString('base64')}`);
    const [plain, withImage] = await Promise.all([
      pool.draw(PLAIN, [], 'Inter'),
      pool.draw(svg(`<image width="10" height="10" href="${imageReference('dot')}"/>`), [], 'Inter'),
    ]);
    expect(isPng(plain) && isPng(withImage)).toBe(true);
  });

  it('caps the memory of each process: a drawing over it fails alone and the next one is drawn by a new process', async () => {
    pool = new ThumbnailProcesses({ size: 1 });
    expect(pool.cap).toBe('prlimit');
    const [before] = pool.pids();
    expect(await failureOf(pool.draw(PATTERN_BOMB, [], 'Inter'))).toBe('memory');
    expect(isPng(await pool.draw(PLAIN, [], 'Inter'))).toBe(true);
    expect(pool.pids()).not.toContain(before);
  });

  it('reports a process killed while drawing, and draws what is queued on its replacement', async () => {
    pool = new ThumbnailProcesses({ size: 1 });
    const [pid] = pool.pids();
    const slow = failureOf(pool.draw(await slowSvg(), [], 'Inter'));
    const queued = pool.draw(PLAIN, [], 'Inter');
    process.kill(pid!, 'SIGKILL');
    expect(await slow).toBe('crashed');
    expect(isPng(await queued)).toBe(true);
  });

  it('stops a drawing past its deadline', async () => {
    pool = new ThumbnailProcesses({ size: 1, timeoutMs: 150 });
    expect(await failureOf(pool.draw(await slowSvg(), [], 'Inter'))).toBe('timeout');
    expect(isPng(await pool.draw(PLAIN, [], 'Inter'))).toBe(true);
  });

  it("stops a drawing past its deadline by the process's own watchdog while this thread is too busy to stop it", async () => {
    pool = new ThumbnailProcesses({ size: 1, timeoutMs: 100 });
    await pool.draw(PLAIN, [], 'Inter');
    const [pid] = pool.pids();
    const drawn = failureOf(pool.draw(FILTER_BOMB, [], 'Inter'));
    await new Promise((resolve) => setImmediate(resolve));
    // Laying a site out blocks this thread for seconds, timers included: the process's watchdog
    // (deadline + 2 s, rounded up) ends the drawing all the same.
    const until = Date.now() + 6_000;
    while (Date.now() < until) {
      // busy
    }
    expect(stateOf(pid!)).toBe('Z');
    expect(await drawn).toBe('timeout');
  });

  it('gives up restarting after a few crashes in a row, failing what is left at once', async () => {
    pool = new ThumbnailProcesses({ size: 1 });
    const failures = await Promise.all(
      Array.from({ length: 5 }, () => failureOf(pool!.draw(PATTERN_BOMB, [], 'Inter'))),
    );
    expect(failures).toEqual(['memory', 'memory', 'memory', 'memory', 'memory']);
    expect(await failureOf(pool.draw(PLAIN, [], 'Inter'))).toBe('memory');
    expect(pool.pids()).toEqual([]);
  });
});
