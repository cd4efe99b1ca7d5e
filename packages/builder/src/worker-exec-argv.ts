// What a render thread inherits of the process's command-line options.
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Options that load a module into the process before its entry (their value is the module). */
const PRELOAD_FLAG = /^(--import|--loader|--experimental-loader|--require|-r)(?:=(.*))?$/;

/** Whether a preloaded module is tsx (its loader or its register entry points). */
const isTsx = (specifier: string): boolean =>
  specifier === 'tsx' || specifier.startsWith('tsx/') || /[\\/]node_modules[\\/]tsx[\\/]/.test(specifier);

/**
 * The `execArgv` to start a render thread with: the process's own less any option that preloads
 * tsx (`--import tsx`, `--import=tsx`, `--loader tsx`, `--require tsx/cjs`), or `undefined` (the
 * thread inherits the process's options as Node does by default) when there is none. A thread
 * runs a JavaScript bundle of the renderer, or a bootstrap that registers tsx itself; one that
 * inherited `--import tsx` from a process run from source started tsx's loader of its own before
 * its first line and sent every module of the bundle through its hooks: each thread started
 * seconds later. `NODE_OPTIONS` is read by each thread anew and is left alone.
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] | undefined {
  const kept: string[] = [];
  let dropped = false;
  for (let i = 0; i < execArgv.length; i++) {
    const option = execArgv[i] as string;
    const preload = PRELOAD_FLAG.exec(option);
    if (preload !== null) {
      const inline = preload[2];
      const value = inline ?? execArgv[i + 1];
      if (value !== undefined && isTsx(value)) {
        dropped = true;
        if (inline === undefined) i++;
        continue;
      }
    }
    kept.push(option);
  }
  return dropped ? kept : undefined;
}

/**
 * Starts a render thread without the process's tsx preload (`workerExecArgv`). Options a thread
 * may not be given (V8's and the process's own, such as `--max-old-space-size`, which apply to
 * the whole process anyway) make Node refuse the list: the thread then inherits as before.
 */
export function startWorker(
  script: URL | string,
  options: WorkerOptions,
  processExecArgv: readonly string[] = process.execArgv,
): Worker {
  const execArgv = workerExecArgv(processExecArgv);
  if (execArgv === undefined) return new Worker(script, options);
  try {
    return new Worker(script, { ...options, execArgv });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(script, options);
  }
}
