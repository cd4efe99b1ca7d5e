import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FrontMatter, RenderedPage } from '@folio/content';
import type { PageRenderSettings } from './page-render-settings.ts';
import type { CompressionSetting, DigestedBody } from '@folio/site/digest-body';
import type { RenderMessage, RenderReply } from './render-protocol.ts';
import { renderWorkerScript } from './render-worker-script.ts';

/** Largest heap one render thread may use; a hostile page hits this, not the process. */
const WORKER_HEAP_MB = 512;

interface Task {
  /** What the task is about, for error messages: a page file, or `a site file`. */
  file: string;
  readFile: (path: string) => Promise<string | undefined>;
  resolve: (result: RenderedPage | DigestedBody) => void;
  reject: (error: Error) => void;
}

/**
 * A render that failed because its thread died (over its heap limit, or crashed), not because
 * the renderer threw: the page is too large or deep for a thread, which is the page's problem.
 */
export class RenderThreadError extends Error {
  override name = 'RenderThreadError';
}

const noFiles = async (): Promise<undefined> => undefined;

interface Slot {
  worker: Worker;
  busy: Map<number, Task>;
}

/**
 * Renders pages on worker threads so a build uses every core (MDX parsing is CPU-bound and
 * single-threaded). Each thread has its own heap limit. Repository files are read by the parent
 * thread on the workers' behalf, so the reader (disk, git tree, memory) stays where it was made.
 */
export class RenderPool {
  /** Render threads of any pool of this process that are starting or running (not yet exited). */
  private static running = 0;
  private slots: Slot[] = [];
  private nextTaskId = 0;
  private closed = false;
  private script: URL | undefined;
  /** Resolves when the threads are started; threads start loading at construction. */
  private readonly ready: Promise<void>;

  constructor(readonly size = Math.max(1, availableParallelism())) {
    // Counted from now: a pool closed before its threads start must not look idle while they load.
    RenderPool.running += size;
    this.ready = renderWorkerScript().then(
      (script) => {
        this.script = script;
        if (this.closed) RenderPool.running -= size;
        else this.slots = Array.from({ length: size }, () => this.spawn());
      },
      (error: unknown) => {
        RenderPool.running -= size;
        throw error;
      },
    );
  }

  /**
   * How many render threads of any pool in this process are starting or running: a build that
   * ends, however it ends, leaves none of its own behind.
   */
  static get runningThreads(): number {
    return RenderPool.running;
  }

  /** Renders one page on the least busy thread (with its front matter when already parsed from `source`). */
  async render(
    file: string,
    source: string,
    readFile: (path: string) => Promise<string | undefined>,
    frontMatter?: FrontMatter,
    settings: PageRenderSettings = { iconLibrary: 'fontawesome', codeTheme: 'system' },
  ): Promise<RenderedPage> {
    const slot = await this.leastBusy();
    const taskId = this.nextTaskId++;
    return new Promise((resolve, reject) => {
      slot.busy.set(taskId, { file, readFile, resolve: resolve as Task['resolve'], reject });
      slot.worker.postMessage({ type: 'render', taskId, file, source, frontMatter, settings } satisfies RenderMessage);
    });
  }

  /**
   * Hashes and compresses one site file's body on the least busy thread (a `BodyDigester` for
   * `buildManifest`): after rendering, the threads would otherwise idle while one core compresses
   * the whole site.
   */
  async digest(body: string | Uint8Array, setting: CompressionSetting | undefined): Promise<DigestedBody> {
    const slot = await this.leastBusy();
    const taskId = this.nextTaskId++;
    return new Promise((resolve, reject) => {
      slot.busy.set(taskId, { file: 'a site file', readFile: noFiles, resolve: resolve as Task['resolve'], reject });
      slot.worker.postMessage({ type: 'digest', taskId, body, setting } satisfies RenderMessage);
    });
  }

  private async leastBusy(): Promise<Slot> {
    await this.ready;
    if (this.closed) throw new Error('the render pool is closed');
    return this.slots.reduce((best, candidate) => (candidate.busy.size < best.busy.size ? candidate : best));
  }

  /** Stops every thread; pending renders are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    // Threads that never started (their script failed to load) have nothing to stop.
    await this.ready.catch(() => {});
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(this.script as URL, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const slot: Slot = { worker, busy: new Map() };
    worker.on('message', (reply: RenderReply) => {
      if (reply.type === 'read') {
        const read = slot.busy.get(reply.taskId)?.readFile ?? noFiles;
        read(reply.path).then(
          (text) => worker.postMessage({ type: 'file', readId: reply.readId, text } satisfies RenderMessage),
          () => worker.postMessage({ type: 'file', readId: reply.readId, text: undefined } satisfies RenderMessage),
        );
        return;
      }
      const task = slot.busy.get(reply.taskId);
      slot.busy.delete(reply.taskId);
      if (reply.type === 'rendered') task?.resolve(reply.page);
      else if (reply.type === 'digested') task?.resolve(reply.body);
      else task?.reject(new Error(`rendering ${task.file} failed: ${reply.message}`));
    });
    worker.on('error', (error) => this.replace(slot, error));
    worker.on('exit', (code) => {
      RenderPool.running--;
      if (!this.closed && code !== 0) this.replace(slot, new Error(`render thread exited with code ${code}`));
    });
    return slot;
  }

  /** A thread died (out of memory, crash): fail its tasks and start a fresh one in its place. */
  private replace(slot: Slot, error: Error): void {
    for (const task of slot.busy.values()) task.reject(new RenderThreadError(`rendering ${task.file} failed: ${error.message}`));
    slot.busy.clear();
    if (this.closed) return;
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    RenderPool.running++;
    this.slots[index] = this.spawn();
  }
}
