import { Worker } from 'node:worker_threads';
import type { BuildProgress, BuildTask, BuildTaskResult, FailedTask } from './build-task.ts';
import { bundleCheckoutChild } from './bundle-checkout-child.ts';
import { SiteBuildCaches } from './site-build-caches.ts';
import type { StoredBuildCaches } from './stored-build-caches.ts';

/** Resources one build thread may use. */
export interface ThreadLimits {
  /** V8 old-generation heap of the thread; going over ends the build, not the worker. */
  maxMemoryMb: number;
  /**
   * Wall-clock time for clone and build together. Going over while the git host is still sending
   * the repository is transient (retried); going over in the build is the repository's (not retried).
   */
  timeoutMs: number;
}

/** Settings every build thread gets with its task. */
export interface BuildThreadOptions {
  /** PEM certificates trusted, beside Node's roots, for remote OpenAPI documents (see `WorkerDeps.documentCa`). */
  documentCa?: string;
  /**
   * How many sites' rendered pages and thumbnails to keep between builds (the sites built most
   * recently), so a push re-renders only the pages it changed; default 8 (a 300-page site's are
   * 10–20 MB), 0 keeps none.
   */
  cachedSites?: number;
  /**
   * Each site's build cache in object storage: read when this worker keeps none for the site (it
   * did not build the site last), written after each build for the worker that builds it next.
   */
  stored?: StoredBuildCaches;
}

/** Runs build tasks, each in a fresh thread. */
export interface BuildThreads {
  /**
   * Runs one task. Never rejects: a thread over its memory or time limit, or one that crashed, gives
   * a `failed` result. Aborting `signal` (worker shutdown) stops the thread with a transient failure.
   */
  run(task: BuildTask, signal?: AbortSignal): Promise<BuildTaskResult>;
  /** Stops the spare thread. */
  close(): Promise<void>;
}

/** Whether this module runs compiled (dist/) rather than from its TypeScript source. */
const IS_COMPILED = !import.meta.url.endsWith('.ts');
const ENTRY = new URL(IS_COMPILED ? './build-thread.js' : './build-thread.ts', import.meta.url);
/** Compiled, the thread runs its entry directly; from sources, a bootstrap registers tsx first. */
const THREAD_SCRIPT = IS_COMPILED ? ENTRY : new URL('./build-thread-bootstrap.mjs', import.meta.url);
/**
 * From sources, the thread resolves workspace packages to their sources too. Said in its own
 * options: the thread gets no environment, so tsx's loader thread would not see a NODE_OPTIONS one.
 */
const THREAD_OPTIONS = IS_COMPILED ? {} : { execArgv: [...process.execArgv, '--conditions=@folio/source'] };

interface SpareThread {
  thread: Worker;
  /** Resolves when the pipeline is loaded; rejects with the error that ended the thread first. */
  ready: Promise<void>;
}

/**
 * Isolates builds: each task runs in its own worker thread with its own heap limit and a deadline,
 * so a huge or hostile repository ends its build with a clear message while the worker process
 * carries on; the thread gets no environment variables (no database or S3 credentials). Loading
 * the pipeline takes a few seconds, so one spare thread is kept loaded and waiting: a build takes
 * it and a new spare starts loading at once. A thread is never reused for a second build. The
 * checkout program is bundled once, here, and handed to each thread.
 */
export function createBuildThreads(
  limits: ThreadLimits,
  { cachedSites = 8, stored, ...options }: BuildThreadOptions = {},
): BuildThreads {
  let spare: SpareThread | undefined;
  const caches = new SiteBuildCaches(cachedSites);
  /** Takes the pages off a built site's result and keeps them for the site's next build. */
  const keepPages = (task: BuildTask, result: BuildTaskResult): void => {
    if (result.type !== 'built') return;
    const { cache } = result;
    delete result.cache;
    if (cache === undefined || task.siteId === undefined) return;
    caches.set(task.siteId, cache);
    // In the background: the next build of the site, on whichever worker, finds it (or renders all).
    stored?.put(task.siteId, cache).catch(() => {});
  };
  let closed = false;
  // Started now, so the first build does not wait for it; a failure is retried by the next build
  // (and, without a program, a thread's checkout reports why it could not bundle one itself).
  bundleCheckoutChild().catch(() => {});

  const spawn = (): SpareThread => {
    const thread = new Worker(THREAD_SCRIPT, {
      ...THREAD_OPTIONS,
      workerData: { entry: ENTRY.href },
      env: {},
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, limits.maxMemoryMb / 8)),
      },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { type?: string }): void => {
        if (message.type !== 'ready') return;
        thread.off('error', reject);
        thread.off('exit', onExit);
        resolve();
      };
      const onExit = (code: number): void =>
        reject(new Error(`the build thread exited with code ${code} while starting`));
      thread.once('message', onMessage);
      thread.once('error', reject);
      thread.once('exit', onExit);
    });
    ready.catch(() => {});
    // Errors of a thread in use are handled by `run`; an idle spare's are seen through `ready`.
    thread.on('error', () => {});
    // An idle spare must not keep the process alive.
    thread.unref();
    return { thread, ready };
  };
  const take = (): SpareThread => {
    const taken = spare ?? spawn();
    spare = closed ? undefined : spawn();
    return taken;
  };
  spare = spawn();

  const failure = (task: BuildTask, kind: FailedTask['kind'], message: string): FailedTask => ({
    type: 'failed',
    kind,
    message,
    commitSha: task.commitSha,
    diagnostics: [],
    log: [`failed: ${message}`],
    timings: { cloneMs: 0, buildMs: 0 },
  });
  const describe = (task: BuildTask, error: Error & { code?: string }): FailedTask =>
    error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? failure(
          task,
          'content',
          `the build used more than its ${limits.maxMemoryMb} MB of memory and was stopped; split the site or remove very large pages or OpenAPI documents`,
        )
      : failure(task, 'transient', `the build thread crashed: ${error.message}`);

  return {
    async run(task, signal) {
      const { thread, ready } = take();
      thread.ref();
      // Only this site's own pages go into its build thread: those this worker kept from the site's
      // last build, or (built elsewhere last) the stored ones, fetched while the thread loads.
      const siteId = task.siteId;
      const kept =
        siteId === undefined ? Promise.resolve(undefined) : Promise.resolve(caches.get(siteId) ?? stored?.get(siteId));
      const checkoutProgram = await bundleCheckoutChild().catch(() => undefined);
      try {
        await ready;
      } catch (error) {
        void thread.terminate();
        return describe(task, error as Error);
      }
      const cache = await kept;
      return new Promise<BuildTaskResult>((resolve) => {
        let settled = false;
        /** Whether the checkout process answered: the git host's part of the build is over. */
        let cloned = false;
        const finish = (result: BuildTaskResult): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve(result);
          void thread.terminate();
        };
        const seconds = Math.round(limits.timeoutMs / 1000);
        const timer = setTimeout(
          () =>
            finish(
              cloned
                ? failure(
                    task,
                    'content',
                    `the build took longer than ${seconds} s and was stopped; split the site or remove very large pages`,
                  )
                : // A slow or stalled git host: its trouble, not the repository's, so the build is tried again.
                  failure(
                    task,
                    'transient',
                    `the git host of ${task.repoUrl} had not sent the repository after ${seconds} s; the clone was stopped`,
                  ),
            ),
          limits.timeoutMs,
        );
        const onAbort = (): void =>
          finish(failure(task, 'transient', 'the worker is shutting down; the build was handed back to the queue'));
        signal?.addEventListener('abort', onAbort);
        thread.on('message', (message: BuildTaskResult | BuildProgress) => {
          if (message.type === 'cloned') cloned = true;
          else {
            if (!settled) keepPages(task, message);
            finish(message);
          }
        });
        thread.on('error', (error: Error) => finish(describe(task, error)));
        thread.on('exit', (code) =>
          finish(failure(task, 'transient', `the build thread exited with code ${code} before answering`)),
        );
        if (signal?.aborted) onAbort();
        else {
          thread.postMessage({
            task,
            ...options,
            ...(checkoutProgram === undefined ? {} : { checkoutProgram }),
            ...(cache === undefined ? {} : { cache }),
          });
        }
      });
    },
    async close() {
      closed = true;
      const idle = spare;
      spare = undefined;
      await idle?.thread.terminate();
    },
  };
}
