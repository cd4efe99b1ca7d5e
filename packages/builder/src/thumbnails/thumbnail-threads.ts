import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a thread is asked to draw: an SVG card with the fonts it may use. */
interface DrawRequest {
  id: number;
  svg: string;
  fontFiles: string[];
  family: string;
}

/**
 * The threads' whole program, kept as a string so that it needs no file of its own next to the
 * builder (source, compiled or bundled into the `folio` command alike): resvg draws and encodes
 * the PNG there, so neither the drawing nor the PNG compression (`asPng`, synchronous) runs on the
 * build's main thread, and each card's 3 MB of pixels never enters the main thread's heap.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvg);
// resvg 2.6 keeps each card's pixels (~3 MB) in Rust memory V8 does not know about, freed only
// when V8 collects the card's objects, which nothing else here prompts: a full collection once a
// card is sent (its finalizers free the pixels on the next turn) keeps a thread's memory flat
// (lmnr-ai's 129 cards: peak RSS of the build 1,034–1,045 → 725–748 MB).
require('node:v8').setFlagsFromString('--expose-gc');
const collectGarbage = require('node:vm').runInNewContext('globalThis.gc');
parentPort.on('message', ({ id, svg, fontFiles, family }) => {
  try {
    const png = new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: family }, fitTo: { mode: 'original' }, logLevel: 'off' }).render().asPng();
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
  if (typeof collectGarbage === 'function') setImmediate(collectGarbage);
});
`;

/**
 * A few threads that draw thumbnail SVGs into PNGs, one card at a time each. Started for builds
 * with many cards to draw and closed once they are drawn.
 */
export class ThumbnailThreads {
  readonly #workers: Worker[] = [];
  readonly #idle: Worker[] = [];
  readonly #queue: { request: DrawRequest; resolve: (png: Uint8Array) => void; reject: (error: Error) => void }[] = [];
  readonly #pending = new Map<number, { resolve: (png: Uint8Array) => void; reject: (error: Error) => void }>();
  #nextId = 0;
  #broken: Error | undefined;

  constructor(size: number) {
    const resvg = createRequire(import.meta.url).resolve('@resvg/resvg-js');
    for (let i = 0; i < size; i++) {
      const worker = new Worker(PROGRAM, { eval: true, workerData: { resvg } });
      worker.on('message', (reply: { id: number; png?: Uint8Array; error?: string }) => {
        const waiting = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (reply.png !== undefined) waiting?.resolve(reply.png);
        else waiting?.reject(new Error(reply.error ?? 'the thumbnail thread failed'));
        this.#idle.push(worker);
        this.#next();
      });
      // A thread that dies fails what it was drawing and everything still queued: the build reports them.
      worker.on('error', (error) => {
        this.#broken = error;
        this.#failAll(error);
      });
      this.#workers.push(worker);
      this.#idle.push(worker);
    }
  }

  /** Draws `svg` as PNG with only `fontFiles` (never system fonts). */
  draw(svg: string, fontFiles: readonly string[], family: string): Promise<Uint8Array> {
    if (this.#broken !== undefined) return Promise.reject(this.#broken);
    return new Promise((resolve, reject) => {
      this.#queue.push({ request: { id: this.#nextId++, svg, fontFiles: [...fontFiles], family }, resolve, reject });
      this.#next();
    });
  }

  async close(): Promise<void> {
    this.#broken ??= new Error('the thumbnail threads were closed');
    this.#failAll(new Error('the thumbnail threads were closed'));
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }

  #next(): void {
    while (this.#idle.length > 0 && this.#queue.length > 0) {
      const worker = this.#idle.pop()!;
      const { request, resolve, reject } = this.#queue.shift()!;
      this.#pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    }
  }

  #failAll(error: Error): void {
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
    for (const { reject } of this.#queue.splice(0)) reject(error);
  }
}
