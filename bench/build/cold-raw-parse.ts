import { spawn } from 'node:child_process';

/** The raw parse of a set of pages on fresh threads: what a one-shot command's parse alone costs. */
export interface ColdRawParse {
  threads: number;
  /** Wall-clock seconds from starting the threads to the last page parsed (thread start-up included). */
  seconds: number;
  pagesPerSecond: number;
}

// A parse thread: the raw parser of raw-parser.ts (the same processor and plugins) over its pages.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const [{ createProcessor }, { default: remarkGfm }, { default: remarkFrontmatter }] = await Promise.all(
    workerData.modules.map((url) => import(url)),
  );
  const processor = createProcessor({ remarkPlugins: [remarkGfm, [remarkFrontmatter, ['yaml']]] });
  for (const source of workerData.sources) {
    try {
      processor.parse(source);
    } catch {}
  }
  parentPort.postMessage('parsed');
})().catch((error) => parentPort.postMessage(String(error)));
`;

// The process: reads the job from stdin (pages, threads, the modules' URLs), starts the threads
// with the pages dealt out in turn, and prints the seconds from their start to the last one done.
const PROCESS_SOURCE = `
const { Worker } = require('node:worker_threads');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
  const { sources, threads, modules, threadSource } = JSON.parse(input);
  const started = performance.now();
  await Promise.all(Array.from({ length: threads }, (_, thread) => new Promise((resolve, reject) => {
    const worker = new Worker(threadSource, {
      eval: true,
      workerData: { modules, sources: sources.filter((_, i) => i % threads === thread) },
    });
    worker.once('message', (message) => {
      void worker.terminate();
      if (message === 'parsed') resolve();
      else reject(new Error('the raw parse thread failed: ' + message));
    });
    worker.once('error', reject);
  })));
  process.stdout.write(String((performance.now() - started) / 1000));
});
`;

const MODULES = ['@mdx-js/mdx', 'remark-gfm', 'remark-frontmatter'].map((name) => import.meta.resolve(name));

/**
 * Parses `sources` with the raw `@mdx-js/mdx` parser (see `createRawParser`) in a fresh Node
 * process with `v8Flags` (those the measured command sets for itself), on `threads` new threads,
 * pages dealt out in turn: each thread loads the parser and runs it cold, as a fresh `folio check`
 * or `folio build` does, with no loader hooks (the benchmark's own TypeScript loader) in between.
 * The fastest any one-shot command that parses every page with `@mdx-js/mdx` can go on this
 * machine: the ceiling under the check's and the build's cold figures, which the benchmarks'
 * baseline (the warm parse rate of one thread × the cores) is not.
 */
export function measureColdRawParse(
  sources: readonly string[],
  threads: number,
  v8Flags: readonly string[] = [],
): Promise<ColdRawParse> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...v8Flags, '-e', PROCESS_SOURCE], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(stdout);
      if (code !== 0 || !(seconds > 0)) reject(new Error(`the raw parse process exited ${code}`));
      else resolve({ threads, seconds, pagesPerSecond: sources.length / seconds });
    });
    child.stdin.end(JSON.stringify({ sources, threads, modules: MODULES, threadSource: THREAD_SOURCE }));
  });
}
