// Entry of a build thread (see create-build-threads.ts): loads the pipeline, says it is ready, runs
// the one task it is then given, says when the checkout is over (the deadline's meaning changes
// then), posts the result back (moving the blob buffers rather than copying them) and ends. One
// thread per build: every build starts from a fresh heap.
import { parentPort } from 'node:worker_threads';
import { RenderPool, type BuildCacheSnapshot } from '@folio/builder';
import type { BuildProgress, BuildTask } from './build-task.ts';
import { runBuildTask } from './run-build-task.ts';

// The render threads start loading the renderer while this thread waits, as the spare, for a
// build: a build that started them itself spent ~0.3 s of a 100-page build waiting for them.
// They end with this thread (terminated once the result is posted).
const renderPool = new RenderPool();

parentPort?.once(
  'message',
  async (message: { task: BuildTask; checkoutProgram?: string; documentCa?: string; cache?: BuildCacheSnapshot }) => {
    const cloned: BuildProgress = { type: 'cloned' };
    const result = await runBuildTask(message.task, {
      renderPool,
      ...(message.checkoutProgram === undefined ? {} : { checkoutProgram: message.checkoutProgram }),
      ...(message.documentCa === undefined ? {} : { documentCa: message.documentCa }),
      ...(message.cache === undefined ? {} : { cache: message.cache }),
      onCloned: () => parentPort?.postMessage(cloned),
    });
    const transfer: ArrayBuffer[] = [];
    if (result.type === 'built') {
      const seen = new Set<ArrayBufferLike>();
      for (const bytes of result.blobs.values()) {
        // Only whole, unshared buffers can be moved; the rest is copied by the structured clone.
        if (
          bytes.byteOffset === 0 &&
          bytes.byteLength === bytes.buffer.byteLength &&
          bytes.buffer instanceof ArrayBuffer &&
          !seen.has(bytes.buffer)
        ) {
          seen.add(bytes.buffer);
          transfer.push(bytes.buffer);
        }
      }
    }
    parentPort?.postMessage(result, transfer);
  },
);
parentPort?.postMessage({ type: 'ready' });
