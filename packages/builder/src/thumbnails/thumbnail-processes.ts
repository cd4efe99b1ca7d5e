import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { memoryCappedNode, type CappedNodeCommand } from './memory-capped-node.ts';

/**
 * Address space of one drawing process. Node itself reserves 0.8–1 GB of it (code range, heap
 * cages, thread stacks) while using ~50 MB; the rest is room for the largest picture allowed
 * (`MAX_IMAGE_PIXELS`: ~100 MB decoded, a few copies while it is fitted) and a card's pixels.
 */
const DRAWING_MEMORY_MB = 1_536;
/** A card takes ~15 ms and fitting the largest allowed picture ~1 s; past this the process is stopped. */
const DRAW_TIMEOUT_MS = 20_000;
/** V8's share: the SVG strings (a card with a fitted picture is a few MB) and little else. */
const CHILD_HEAP_MB = 256;
/** Processes restarted after crashing, beyond the pool's size, before the pool gives up. */
const SPARE_RESTARTS = 3;

/** How a drawing failed: the process's memory cap, its deadline, another death, or resvg refusing the SVG. */
export type DrawFailure = 'memory' | 'timeout' | 'crashed' | 'refused';

/** A card or picture that could not be drawn, and why (`message` says it for a diagnostic). */
export class ThumbnailDrawError extends Error {
  constructor(
    readonly failure: DrawFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ThumbnailDrawError';
  }
}

/**
 * The drawing process's whole program, kept as a string so that it needs no file of its own next
 * to the builder (source, compiled or bundled into the `folio` command alike); run with
 * `node -e <program> <path of @resvg/resvg-js> <deadline in seconds>`. It draws one SVG at a time
 * into a PNG. Pictures set with an `image` message replace `href="folio-image:<key>"` in every SVG
 * after it, so a fitted background travels once per process, not once per card. A full
 * collection after each card frees its pixels (resvg keeps them in native memory V8 does not count).
 *
 * A drawing cannot be interrupted from JavaScript (resvg runs synchronously), and the parent's
 * deadline timer cannot fire while the parent lays the site out, nor at all once the build's
 * thread is stopped: a watchdog thread of the process's own kills it when a drawing outlives the
 * deadline, or when its parent is gone, so no drawing outlives its build.
 */
const PROGRAM = `
const { Resvg } = require(process.argv[1]);
const { Worker } = require('node:worker_threads');
// When the current drawing started (seconds since the epoch), 0 between drawings.
const drawing = new Int32Array(new SharedArrayBuffer(4));
new Worker(
  "const { workerData: { drawing, limit, parent } } = require('node:worker_threads');" +
  "setInterval(() => { const since = Atomics.load(drawing, 0);" +
  " if ((since !== 0 && Date.now() / 1000 - since > limit) || process.ppid !== parent) {" +
  " require('node:fs').writeSync(2, 'folio-thumbnail-watchdog: past the deadline or orphaned'); process.kill(process.pid, 'SIGKILL'); } }, 500);",
  // A thread's own V8 heap would reserve ~0.5 GB of the capped address space; this one needs next to nothing.
  { eval: true, workerData: { drawing, limit: Number(process.argv[2]), parent: process.ppid }, resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1, codeRangeSizeMb: 2, stackSizeMb: 1 } },
).unref();
const images = new Map();
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
process.on('message', (message) => {
  if (message.type === 'image') {
    images.set(message.key, message.url);
    return;
  }
  const { id, svg, fontFiles, family } = message;
  Atomics.store(drawing, 0, Math.floor(Date.now() / 1000));
  try {
    const resolved = svg.replace(/href="folio-image:([a-z0-9-]+)"/g, (all, key) => (images.has(key) ? 'href="' + images.get(key) + '"' : all));
    const png = new Resvg(resolved, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: family }, fitTo: { mode: 'original' }, logLevel: 'off' }).render().asPng();
    process.send({ id, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) });
  } catch (error) {
    process.send({ id, error: String((error && error.message) || error) });
  }
  Atomics.store(drawing, 0, 0);
  if (typeof globalThis.gc === 'function') setImmediate(globalThis.gc);
});
`;

/** The `href` of a picture set with {@link ThumbnailProcesses.setImage}, in a card's SVG. */
export function imageReference(key: string): string {
  return `folio-image:${key}`;
}

/** Options of {@link ThumbnailProcesses}. */
export interface ThumbnailProcessOptions {
  /** Processes drawing at once. */
  size: number;
  /** Address space of each process (default {@link DRAWING_MEMORY_MB}). */
  memoryMb?: number;
  /** Longest one drawing may take (default {@link DRAW_TIMEOUT_MS}). */
  timeoutMs?: number;
}

interface Job {
  id: number;
  svg: string;
  fontFiles: string[];
  family: string;
  resolve: (png: Uint8Array) => void;
  reject: (error: ThumbnailDrawError) => void;
}

interface Slot {
  child: ChildProcess;
  job?: Job;
  timer?: NodeJS.Timeout;
  timedOut: boolean;
  /** Whether the process has loaded resvg: a drawing's deadline runs from then. */
  ready: boolean;
  ended: boolean;
  /** The end of what the process wrote to stderr: how a native abort says why. */
  stderr: string;
}

/**
 * A few Node processes that draw thumbnail SVGs into PNGs with resvg, one drawing at a time each:
 * everything that decodes a tenant's bytes natively (pictures, SVGs, font files) happens there,
 * under an address-space cap (see {@link memoryCappedNode}) and a deadline per drawing, so a
 * picture or font that exhausts memory, aborts or hangs ends one process — its drawing rejects
 * with a {@link ThumbnailDrawError} — and never the build's process. A process that ends is
 * replaced for the drawings still queued (up to a few times: a font that crashes every card
 * should not cost a process per card); each process serves many drawings. Processes get no
 * environment variables and run in the temporary folder.
 */
export class ThumbnailProcesses {
  readonly memoryMb: number;
  readonly timeoutMs: number;
  /** How the processes' memory is capped on this system. */
  readonly cap: CappedNodeCommand['cap'];
  readonly #command: CappedNodeCommand;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  readonly #images = new Map<string, string>();
  #restartsLeft: number;
  #nextId = 0;
  #closed = false;
  #broken: ThumbnailDrawError | undefined;

  constructor(options: ThumbnailProcessOptions) {
    this.memoryMb = options.memoryMb ?? DRAWING_MEMORY_MB;
    this.timeoutMs = options.timeoutMs ?? DRAW_TIMEOUT_MS;
    const resvg = createRequire(import.meta.url).resolve('@resvg/resvg-js');
    // The watchdog's deadline leaves the parent's timer room to act first (and say why).
    const watchdogSeconds = Math.ceil(this.timeoutMs / 1000) + 2;
    this.#command = memoryCappedNode(
      [
        `--max-old-space-size=${CHILD_HEAP_MB}`,
        '--expose-gc',
        '--no-warnings',
        '-e',
        PROGRAM,
        resvg,
        String(watchdogSeconds),
      ],
      this.memoryMb,
    );
    this.cap = this.#command.cap;
    this.#restartsLeft = options.size + SPARE_RESTARTS;
    for (let i = 0; i < options.size; i++) this.#slots.push(this.#start());
  }

  /** Draws `svg` as PNG with only `fontFiles` (never system fonts). */
  draw(svg: string, fontFiles: readonly string[], family: string): Promise<Uint8Array> {
    if (this.#broken !== undefined) return Promise.reject(this.#broken);
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, svg, fontFiles: [...fontFiles], family, resolve, reject });
      this.#next();
    });
  }

  /** Gives every process (and those started later) a picture that SVGs name `imageReference(key)`. */
  setImage(key: string, url: string): void {
    this.#images.set(key, url);
    for (const slot of this.#slots) if (!slot.ended) slot.child.send({ type: 'image', key, url }, () => {});
  }

  /** Process ids of the live drawing processes. */
  pids(): number[] {
    return this.#slots.filter((slot) => !slot.ended && slot.child.pid !== undefined).map((slot) => slot.child.pid!);
  }

  /** Stops every process; drawings not finished reject. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = new ThumbnailDrawError('crashed', 'the drawing processes were closed');
    for (const job of this.#queue.splice(0)) job.reject(closed);
    await Promise.all(
      this.#slots.map((slot) => {
        if (slot.ended) return undefined;
        const exited = new Promise<void>((resolve) => slot.child.once('exit', () => resolve()));
        slot.child.kill('SIGKILL');
        return exited;
      }),
    );
  }

  #start(): Slot {
    const child = spawn(this.#command.command, this.#command.args, {
      cwd: tmpdir(),
      env: {},
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      windowsHide: true,
    });
    const slot: Slot = { child, timedOut: false, ready: false, ended: false, stderr: '' };
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-4_096);
    });
    child.on('message', (reply: { type?: 'ready'; id: number; png?: Uint8Array; error?: string }) => {
      if (reply.type !== 'ready') return this.#settle(slot, reply);
      slot.ready = true;
      this.#startDeadline(slot);
    });
    child.on('error', (error) =>
      this.#ended(slot, new ThumbnailDrawError('crashed', `the drawing process could not run: ${error.message}`)),
    );
    child.on('exit', (code, signal) => this.#ended(slot, this.#why(slot, code, signal)));
    for (const [key, url] of this.#images) child.send({ type: 'image', key, url }, () => {});
    return slot;
  }

  #next(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (slot.ended || slot.job !== undefined) continue;
      const job = this.#queue.shift()!;
      slot.job = job;
      this.#startDeadline(slot);
      // A process that died meanwhile fails the send: its exit reports the drawing.
      slot.child.send({ id: job.id, svg: job.svg, fontFiles: job.fontFiles, family: job.family }, () => {});
    }
  }

  /** Stops the process when its drawing is not done in time (counted from when it could start). */
  #startDeadline(slot: Slot): void {
    if (!slot.ready || slot.job === undefined) return;
    slot.timedOut = false;
    slot.timer = setTimeout(() => {
      slot.timedOut = true;
      slot.child.kill('SIGKILL');
    }, this.timeoutMs);
  }

  #settle(slot: Slot, reply: { id: number; png?: Uint8Array; error?: string }): void {
    const job = slot.job;
    if (job === undefined || job.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    if (reply.png !== undefined) job.resolve(reply.png);
    else job.reject(new ThumbnailDrawError('refused', `resvg could not draw it: ${reply.error ?? 'no reason given'}`));
    this.#next();
  }

  /** Why a process ended: over its memory, past its deadline, or anything else (a signal, an exit code). */
  #why(slot: Slot, code: number | null, signal: NodeJS.Signals | null): ThumbnailDrawError {
    if (slot.timedOut || slot.stderr.includes('folio-thumbnail-watchdog'))
      return new ThumbnailDrawError(
        'timeout',
        `drawing it took longer than ${this.timeoutMs / 1000} s, so the drawing process was stopped`,
      );
    if (
      /memory allocation of \d+ bytes failed|out of memory|Allocation failed|Cannot allocate memory|Failed to reserve/i.test(
        slot.stderr,
      )
    ) {
      return new ThumbnailDrawError(
        'memory',
        `drawing it needed more than the drawing process's ${this.memoryMb} MB of memory`,
      );
    }
    const last =
      slot.stderr
        .trim()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(-1)[0] ?? '';
    return new ThumbnailDrawError(
      'crashed',
      `the drawing process ended (${signal ?? `exit code ${code}`}) while drawing it${last === '' ? '' : `: ${last.slice(0, 200)}`}`,
    );
  }

  #ended(slot: Slot, error: ThumbnailDrawError): void {
    if (slot.ended) return;
    slot.ended = true;
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = undefined;
    job?.reject(error);
    if (this.#closed) return;
    const index = this.#slots.indexOf(slot);
    if (this.#restartsLeft > 0) {
      this.#restartsLeft--;
      this.#slots[index] = this.#start();
      this.#next();
      return;
    }
    // Every process has been replaced a few times over: what is queued fails fast (and is drawn plain).
    if (this.#slots.every((other) => other.ended)) {
      this.#broken = new ThumbnailDrawError(
        error.failure,
        `${error.message} (the drawing processes kept ending, so no more were started)`,
      );
      for (const queued of this.#queue.splice(0)) queued.reject(this.#broken);
    }
  }
}
