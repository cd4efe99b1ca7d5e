// Render threads start without tsx's loader, whatever preloads it in the process.
import { describe, expect, it } from 'vitest';
import { startWorker, workerExecArgv } from './worker-exec-argv.ts';

describe('workerExecArgv', () => {
  it('drops every way of preloading tsx and keeps the other options in order', () => {
    expect(workerExecArgv(['--import', 'tsx', '--conditions=@folio/source'])).toEqual(['--conditions=@folio/source']);
    expect(workerExecArgv(['--import=tsx'])).toEqual([]);
    expect(workerExecArgv(['--import', 'tsx/esm', '--enable-source-maps'])).toEqual(['--enable-source-maps']);
    expect(workerExecArgv(['--loader', 'tsx', '--experimental-loader=tsx/esm'])).toEqual([]);
    expect(workerExecArgv(['--require', 'tsx/cjs', '-r', 'tsx/cjs', '--no-warnings'])).toEqual(['--no-warnings']);
    expect(workerExecArgv(['--import', 'file:///repo/node_modules/tsx/dist/loader.mjs'])).toEqual([]);
    expect(workerExecArgv(['--import', '/repo/node_modules/tsx/dist/esm/index.mjs', '--trace-warnings'])).toEqual([
      '--trace-warnings',
    ]);
  });

  it('leaves other preloads alone, and returns undefined (inherit) when there is no tsx', () => {
    expect(workerExecArgv(['--import', './setup.mjs', '--import', 'tsx'])).toEqual(['--import', './setup.mjs']);
    expect(workerExecArgv(['--import', 'tsx-like-package'])).toBeUndefined();
    expect(workerExecArgv(['--conditions=@folio/source', '--enable-source-maps'])).toBeUndefined();
    expect(workerExecArgv([])).toBeUndefined();
    // A trailing flag with no value is kept as it was.
    expect(workerExecArgv(['--import'])).toBeUndefined();
  });

  it('starts a thread with those options, or inheriting when Node refuses one of them', async () => {
    const script = 'require("node:worker_threads").parentPort.postMessage(process.execArgv)';
    const seen = async (processExecArgv: string[]) => {
      const worker = startWorker(script, { eval: true }, processExecArgv);
      const execArgv = await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await worker.terminate();
      return execArgv;
    };
    expect(await seen(['--import', 'tsx', '--conditions=@folio/source', '--enable-source-maps'])).toEqual([
      '--conditions=@folio/source',
      '--enable-source-maps',
    ]);
    // `--max-old-space-size` is V8's, for the whole process: not a thread's option.
    expect(await seen(['--import', 'tsx', '--max-old-space-size=300'])).toEqual(process.execArgv);
  });
});
