import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { FrontMatter, RenderedPage } from '@folio/content';
import type { CheckedPage } from '@folio/content/check';
import type { PageRenderSettings } from './page-render-settings.ts';
import type { CompressionSetting, DigestedBody } from '@folio/site/digest-body';
import { NOT_TOKENIZING, type RenderMessage, type RenderReply, type RenderWorkerData } from './render-protocol.ts';
import { renderWorkerScript } from './render-worker-script.ts';
import { startWorker } from './worker-exec-argv.ts';

/** Largest heap one render thread may use; a hostile page hits this, not the process. */
const WORKER_HEAP_MB = 512;
/**
 * The young generation of a render thread. Parsing a page makes millions of short-lived objects:
 * with V8's default for threads, scavenges took about a fifth of a thread's time and promoted
 * objects that died soon after; 64 MB cut a check's CPU time by 15-20% on the real-world
 * repositories (bench/check), at that much more memory per thread.
 */
const WORKER_YOUNG_MB = 64;
/**
 * How long one page may take on a thread by default. Real pages take milliseconds to a second
 * or two on a loaded build host; a page past this is stuck (a custom grammar's regular expression
 * backtracking catastrophically), not slow.
 */
const DEFAULT_PAGE_DEADLINE_MS = 20_000;

/** Options of a `RenderPool`. */
export interface RenderPoolOptions {
  /** Longest one page may render, in milliseconds (default `DEFAULT_PAGE_DEADLINE_MS`). */
  pageDeadlineMs?: number;
  /**
   * What the threads will mostly do, so each loads that part of the renderer as it starts:
   * `render` (default; `folio build`, `folio dev`, the worker) or `check` (`folio check`: pages
   * are read, never written as HTML). Either kind of task works on any pool.
   */
  work?: 'render' | 'check';
}

interface Task {
  /** What the task is about, for error messages: a page file, or `a site file`. */
  file: string;
  readFile: (path: string) => Promise<string | undefined>;
  resolve: (result: RenderedPage | CheckedPage | DigestedBody) => void;
  reject: (error: Error) => void;
  /** What was sent, to send again on a fresh thread when another page's deadline stops this one's. */
  message: Extract<RenderMessage, { type: 'render' | 'check' | 'digest' }>;
  /** The page's deadline (renders only). */
  timer?: NodeJS.Timeout;
}

/**
 * A render that failed because its thread died (over its heap limit, or crashed), not because
 * the renderer threw: the page is too large or deep for a thread, which is the page's problem.
 */
export class RenderThreadError extends Error {
  override name = 'RenderThreadError';
}

/**
 * A page that took longer than the pool's deadline: its thread was stopped (a regular expression
 * cannot be interrupted any other way) and replaced; the page's problem, not Folio's.
 */
export class RenderDeadlineError extends Error {
  override name = 'RenderDeadlineError';
  constructor(
    readonly file: string,
    readonly deadlineMs: number,
  ) {
    super(`rendering ${file} took longer than ${deadlineMs / 1000} s and was stopped`);
  }
}

const noFiles = async (): Promise<undefined> => undefined;

interface Slot {
  worker: Worker;
  busy: Map<number, Task>;
  /** The thread's tokenizing cell (see `RenderWorkerData`). */
  tokenizing: Int32Array;
  /** Keys of the custom grammar sets this thread has been sent. */
  languageKeys: Set<string>;
  /** Stopped by the pool on a deadline: its exit is expected. */
  retired: boolean;
  /** Let go by `shrinkTo`: no new tasks; stopped once the ones it holds are done. */
  leaving?: () => void;
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
  /** Threads the pool keeps: as started, until `shrinkTo`. */
  private threads: number;
  private nextTaskId = 0;
  private closed = false;
  private script: URL | undefined;
  /** Resolves when the threads are started; threads start loading at construction. */
  private readonly ready: Promise<void>;

  /** Longest one page may render, in milliseconds. */
  readonly pageDeadlineMs: number;
  private readonly work: 'render' | 'check';

  constructor(size = Math.max(1, availableParallelism()), options: RenderPoolOptions = {}) {
    this.threads = size;
    this.pageDeadlineMs = options.pageDeadlineMs ?? DEFAULT_PAGE_DEADLINE_MS;
    this.work = options.work ?? 'render';
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

  /** How many threads the pool keeps (callers size their concurrency by it). */
  get size(): number {
    return this.threads;
  }

  /**
   * Keeps `size` threads (at least one) and stops the others, the least busy first, each once the
   * tasks it already holds are done; resolves when they are stopped. A build shrinks its pool once
   * every page is rendered: an idle render thread holds its heap (parsers, highlighter, JIT code,
   * up to its young generation) through the layout, compression and cache writing that follow.
   */
  async shrinkTo(size: number): Promise<void> {
    await this.ready.catch(() => {});
    const keep = Math.max(1, size);
    if (this.closed || this.slots.length <= keep) return;
    const leaving = [...this.slots].sort((a, b) => a.busy.size - b.busy.size).slice(0, this.slots.length - keep);
    this.slots = this.slots.filter((slot) => !leaving.includes(slot));
    this.threads = keep;
    await Promise.all(
      leaving.map(async (slot) => {
        if (slot.busy.size > 0) await new Promise<void>((done) => (slot.leaving = done));
        slot.retired = true;
        await slot.worker.terminate();
      }),
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
      this.post(slot, taskId, {
        file,
        readFile,
        resolve: resolve as Task['resolve'],
        reject,
        message: { type: 'render', taskId, file, source, frontMatter, settings },
      });
    });
  }

  /**
   * Checks one page on the least busy thread (`checkPage`: everything rendering finds out about
   * it, without its HTML), for `folio check`.
   */
  async check(
    file: string,
    source: string,
    readFile: (path: string) => Promise<string | undefined>,
    frontMatter?: FrontMatter,
    settings: PageRenderSettings = { iconLibrary: 'fontawesome', codeTheme: 'system' },
  ): Promise<CheckedPage> {
    const slot = await this.leastBusy();
    const taskId = this.nextTaskId++;
    // Nothing is highlighted: the site's grammars stay here.
    const { customLanguages: _grammars, ...checkSettings } = settings;
    return new Promise((resolve, reject) => {
      this.post(slot, taskId, {
        file,
        readFile,
        resolve: resolve as Task['resolve'],
        reject,
        message: { type: 'check', taskId, file, source, frontMatter, settings: checkSettings },
      });
    });
  }

  /**
   * Hashes and compresses one site file's body on the least busy thread (a `BodyDigester` for
   * `buildManifest`): after rendering, the threads would otherwise idle while one core compresses
   * the whole site.
   */
  async digest(body: string | Uint8Array, setting: CompressionSetting | undefined): Promise<DigestedBody> {
    // Posted before this call returns once the threads are up: a caller that digests files while
    // it is still busy on this thread (laying the site out) gets the threads working at once.
    const slot = this.slots.length > 0 && !this.closed ? this.leastBusyNow() : await this.leastBusy();
    const taskId = this.nextTaskId++;
    return new Promise((resolve, reject) => {
      this.post(slot, taskId, {
        file: 'a site file',
        readFile: noFiles,
        resolve: resolve as Task['resolve'],
        reject,
        message: { type: 'digest', taskId, body, setting },
      });
    });
  }

  private async leastBusy(): Promise<Slot> {
    await this.ready;
    if (this.closed) throw new Error('the render pool is closed');
    return this.leastBusyNow();
  }

  private leastBusyNow(): Slot {
    return this.slots.reduce((best, candidate) => (candidate.busy.size < best.busy.size ? candidate : best));
  }

  /**
   * Sends a task to a thread; a page's custom grammars go first if the thread has not had them,
   * then only their key (a grammar set is sent once per thread, not with each of its pages).
   */
  private post(slot: Slot, taskId: number, task: Task): void {
    slot.busy.set(taskId, task);
    const { message } = task;
    if (message.type === 'digest') {
      slot.worker.postMessage(message satisfies RenderMessage);
      return;
    }
    const languages = message.settings.customLanguages;
    if (languages === undefined) slot.worker.postMessage(message satisfies RenderMessage);
    else {
      if (!slot.languageKeys.has(languages.key)) {
        slot.worker.postMessage({ type: 'languages', languages } satisfies RenderMessage);
        slot.languageKeys.add(languages.key);
      }
      slot.worker.postMessage({
        ...message,
        settings: { ...message.settings, customLanguages: { key: languages.key, grammars: [] } },
      } satisfies RenderMessage);
    }
    this.armDeadline(slot, taskId, task);
  }

  private armDeadline(slot: Slot, taskId: number, task: Task): void {
    task.timer = setTimeout(() => this.overDeadline(slot, taskId), this.pageDeadlineMs);
  }

  /**
   * A page is over its deadline. Pages share a thread, and a thread stuck in one page's code
   * block stalls them all: the page the thread is tokenizing is the stuck one, so another page
   * waits for that page's own deadline. Otherwise this page is the one: it fails, the thread is
   * stopped and replaced, and the other pages it held start again on the threads.
   */
  private overDeadline(slot: Slot, taskId: number): void {
    const task = slot.busy.get(taskId);
    if (task === undefined || this.closed || slot.retired) return;
    const stuckOn = Atomics.load(slot.tokenizing, 0);
    if (stuckOn !== NOT_TOKENIZING && stuckOn !== taskId && slot.busy.has(stuckOn)) {
      this.armDeadline(slot, taskId, task);
      return;
    }
    slot.busy.delete(taskId);
    task.reject(new RenderDeadlineError(task.file, this.pageDeadlineMs));
    const index = this.slots.indexOf(slot);
    slot.retired = true;
    void slot.worker.terminate();
    // A thread `shrinkTo` let go is not replaced; the pages it held go to the threads kept.
    if (index !== -1) {
      RenderPool.running++;
      this.slots[index] = this.spawn();
    }
    const others = [...slot.busy.entries()];
    slot.busy.clear();
    slot.leaving?.();
    for (const [otherId, other] of others) {
      clearTimeout(other.timer);
      this.post(this.leastBusyNow(), otherId, other);
    }
  }

  /** Stops every thread; pending renders are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    // Threads that never started (their script failed to load) have nothing to stop.
    await this.ready.catch(() => {});
    for (const slot of this.slots) for (const task of slot.busy.values()) clearTimeout(task.timer);
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const tokenizing = new SharedArrayBuffer(4);
    new Int32Array(tokenizing)[0] = NOT_TOKENIZING;
    const worker = startWorker(this.script as URL, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
      workerData: { tokenizing, work: this.work } satisfies RenderWorkerData,
    });
    worker.unref();
    const slot: Slot = {
      worker,
      busy: new Map(),
      tokenizing: new Int32Array(tokenizing),
      languageKeys: new Set(),
      retired: false,
    };
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
      clearTimeout(task?.timer);
      if (reply.type === 'rendered' || reply.type === 'checked') task?.resolve(reply.page);
      else if (reply.type === 'digested') task?.resolve(reply.body);
      else task?.reject(new Error(`rendering ${task.file} failed: ${reply.message}`));
      if (slot.busy.size === 0) slot.leaving?.();
    });
    worker.on('error', (error) => {
      if (!slot.retired) this.replace(slot, error);
    });
    worker.on('exit', (code) => {
      RenderPool.running--;
      if (!this.closed && !slot.retired && code !== 0)
        this.replace(slot, new Error(`render thread exited with code ${code}`));
    });
    return slot;
  }

  /** A thread died (out of memory, crash): fail its tasks and start a fresh one in its place. */
  private replace(slot: Slot, error: Error): void {
    for (const task of slot.busy.values()) {
      clearTimeout(task.timer);
      task.reject(new RenderThreadError(`rendering ${task.file} failed: ${error.message}`));
    }
    slot.busy.clear();
    slot.leaving?.();
    if (this.closed) return;
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    RenderPool.running++;
    this.slots[index] = this.spawn();
  }
}
