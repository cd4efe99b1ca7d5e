// One `folio build` of one repository, alone in its own process so its peak memory is its own:
// `node --import tsx bench/build/build-repository.ts <dir> [<other dir>]` prints one JSON line (a
// `RepositoryBuild`). The build is `buildSite` as `folio build` calls it (its own render threads,
// every file hashed and compressed), without writing the output to disk.
// With `<other dir>`, the build is the hosted worker's instead: the worker keeps one RenderPool
// for its life (services/worker build-thread.ts), so its threads have loaded the renderer, warmed
// up their JIT and compiled Shiki's grammars on earlier builds. The pool first builds the other
// repository (a different site, so no page of this one is in any cache), then this one is timed;
// then the hosted worker's rebuild after a push that changed one page: a fresh build thread whose
// render threads loaded while it waited, given the site's pages and variants from its last build (a
// structured clone of the BuildCache snapshot the worker keeps by site id, services/worker).
// Without `<other dir>` the process is tuned as the installed `folio build` tunes its own
// (bin/tune-one-shot-process.cjs); the worker's keeps V8's defaults, as the hosted worker does.
// BENCH_BUILD_OPTIONS: more buildSite options as JSON for every build here (e.g. '{"thumbnails":false}').
import { availableParallelism } from 'node:os';
import {
  BuildCache,
  buildSite,
  createDirectoryReader,
  decodeBuildCache,
  encodeBuildCache,
  isPageWorthKeeping,
  RenderPool,
  rendererStamp,
  type RepoReader,
} from '@folio/builder';
import { tuneOneShotProcess } from './one-shot-tuning.ts';

/** What one build of one repository measured. */
export interface RepositoryBuild {
  /** The MDX pages the build rendered (repository-relative), for the raw-parse baseline. */
  pageFiles: string[];
  seconds: number;
  /**
   * CPU seconds of the build, every thread of the process included: steadier than wall-clock
   * time on a loaded machine, for comparing two versions of the builder.
   */
  cpuSeconds: number;
  /** Whether the render threads had built another repository first (the hosted worker's case). */
  warm: boolean;
  /**
   * Warm only: the worker's rebuild after one page (the middle one) changed: fresh, loaded render
   * threads and the site's rendered pages and compressed variants kept from this build (no layout cache).
   */
  onePageRebuild?: { seconds: number; cpuSeconds: number; rendered: number; timingsMs: Record<string, number> };
  /**
   * Cold only: `folio build` again with its disk cache (`.folio-cache/`): the cold build's cache
   * encoded to bytes as the CLI writes it, then decoded and restored, and the unchanged repository
   * built with no render threads started, as a fresh process would. Read and decode included.
   */
  warmCache?: { seconds: number; cpuSeconds: number; rendered: number; cacheBytes: number };
  /** Cold only: CPU use of the whole process while pages render (100 = one core busy). */
  renderCpuPercent?: number;
  /** Peak resident memory of the process, its render threads included (they share it). */
  peakRssBytes: number;
  /** Bytes of every blob the deployment stores: bodies and their compressed variants. */
  outputBytes: number;
  /** Bytes of the site's files before compression. */
  siteBytes: number;
  files: number;
  cores: number;
  timingsMs: Record<string, number>;
}

const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

const extra = JSON.parse(process.env.BENCH_BUILD_OPTIONS ?? '{}') as Record<string, unknown>;
const [dir, warmWith] = process.argv.slice(2);
if (dir === undefined)
  throw new Error('usage: build-repository.ts <repository folder> [<repository to warm the threads with>]');
if (warmWith === undefined) tuneOneShotProcess();
const renderPool = warmWith === undefined ? undefined : new RenderPool();
if (renderPool !== undefined)
  await buildSite(createDirectoryReader(warmWith as string), {
    ...extra,
    fetchUrl: offline,
    renderPool,
    cache: new BuildCache(),
  });
const cache = new BuildCache();
const cpuBefore = process.cpuUsage();
const started = performance.now();
// CPU use while rendering: from the first rendered page to the last.
let renderStart: { cpu: NodeJS.CpuUsage; at: number } | undefined;
let renderEnd: { cpu: NodeJS.CpuUsage; at: number } | undefined;
const result = await buildSite(createDirectoryReader(dir), {
  ...extra,
  fetchUrl: offline,
  cache,
  onProgress: ({ phase, done, total }) => {
    if (phase !== 'render') return;
    if (renderStart === undefined) renderStart = { cpu: process.cpuUsage(), at: performance.now() };
    if (done === total) renderEnd = { cpu: process.cpuUsage(), at: performance.now() };
  },
  ...(renderPool === undefined ? {} : { renderPool }),
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const pageFiles = [
  ...new Set(
    result.analysis.pages
      .filter((page) => page.source === 'mdx' && page.file !== undefined)
      .map((page) => page.file as string),
  ),
];
let onePageRebuild: RepositoryBuild['onePageRebuild'];
if (renderPool !== undefined && pageFiles.length > 0) {
  const edited = pageFiles[Math.floor(pageFiles.length / 2)]!;
  const kept = structuredClone(cache.snapshot());
  const spare = new RenderPool();
  await spare.digest('', undefined); // the spare thread's render threads have loaded
  const rebuildCpuBefore = process.cpuUsage();
  const rebuildStarted = performance.now();
  const restored = new BuildCache();
  restored.restore(structuredClone(kept));
  const rebuild = await buildSite(withEditedPage(createDirectoryReader(dir), edited), {
    ...extra,
    fetchUrl: offline,
    cache: restored,
    renderPool: spare,
  });
  const rebuildCpu = process.cpuUsage(rebuildCpuBefore);
  await spare.close();
  onePageRebuild = {
    seconds: (performance.now() - rebuildStarted) / 1000,
    cpuSeconds: (rebuildCpu.user + rebuildCpu.system) / 1e6,
    rendered: rebuild.rendered,
    timingsMs: roundedTimings(rebuild.timings),
  };
}
await renderPool?.close();

// The build's own peak, before the warm-cache build below adds the cache's bytes.
const peakRssBytes = process.resourceUsage().maxRSS * 1024;
let warmCache: RepositoryBuild['warmCache'];
const stamp = await rendererStamp();
if (renderPool === undefined && stamp !== undefined) {
  const bytes = encodeBuildCache(cache.snapshot(isPageWorthKeeping), stamp, Number.POSITIVE_INFINITY)!;
  const cacheCpuBefore = process.cpuUsage();
  const cacheStarted = performance.now();
  const restored = new BuildCache();
  const snapshot = decodeBuildCache(bytes, stamp);
  if (snapshot !== undefined) restored.restore(snapshot);
  const again = await buildSite(createDirectoryReader(dir), { ...extra, fetchUrl: offline, cache: restored });
  const cacheCpu = process.cpuUsage(cacheCpuBefore);
  warmCache = {
    seconds: (performance.now() - cacheStarted) / 1000,
    cpuSeconds: (cacheCpu.user + cacheCpu.system) / 1e6,
    rendered: again.rendered,
    cacheBytes: bytes.byteLength,
  };
}
const renderCpuPercent =
  renderStart === undefined || renderEnd === undefined || renderEnd.at - renderStart.at < 1
    ? undefined
    : ((renderEnd.cpu.user - renderStart.cpu.user + renderEnd.cpu.system - renderStart.cpu.system) /
        1000 /
        (renderEnd.at - renderStart.at)) *
      100;

let outputBytes = 0;
for (const bytes of result.blobs.values()) outputBytes += bytes.byteLength;
const siteBytes = result.files.reduce(
  (sum, file) => sum + (typeof file.body === 'string' ? Buffer.byteLength(file.body) : file.body.byteLength),
  0,
);
const build: RepositoryBuild = {
  pageFiles,
  seconds,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  warm: renderPool !== undefined,
  ...(onePageRebuild === undefined ? {} : { onePageRebuild }),
  ...(warmCache === undefined ? {} : { warmCache }),
  ...(renderCpuPercent === undefined ? {} : { renderCpuPercent }),
  peakRssBytes,
  outputBytes,
  siteBytes,
  files: result.files.length,
  cores: availableParallelism(),
  timingsMs: roundedTimings(result.timings),
};
console.log(JSON.stringify(build));

/** The repository with one more paragraph at the end of `file`. */
function withEditedPage(reader: RepoReader, file: string): RepoReader {
  return {
    ...reader,
    readText: async (path) => {
      const text = await reader.readText(path);
      return text === undefined || path !== file ? text : `${text}\n\nEdited for the benchmark.\n`;
    },
  };
}

function roundedTimings(timings: object): Record<string, number> {
  return Object.fromEntries(Object.entries(timings).map(([key, ms]) => [key, Math.round(ms as number)]));
}
