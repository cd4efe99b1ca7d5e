// One full `folio build` of a repository with the builder of another checkout of this project,
// alone in its own process: `node --import tsx bench/build/build-checkout.ts <checkout> <site dir>`
// prints one JSON line `{ seconds, cpuSeconds, files, timingsMs }`. The builder is imported from the
// checkout's own sources, so its render threads, dependencies and assets are that checkout's.
// bench/build/compare-commits.ts runs it for two commits in turn. COMPARE_BUILD_OPTIONS: more
// `buildSite` options as JSON (e.g. `{"thumbnails":false}` to leave the Open Graph cards out).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What one build measured: wall-clock seconds and CPU seconds of every thread of the process. */
export interface CheckoutBuild {
  seconds: number;
  cpuSeconds: number;
  files: number;
  /** The builder's own phases (analyse, render, lay out, manifest), in milliseconds. */
  timingsMs: Record<string, number>;
}

const [checkout, site] = process.argv.slice(2);
if (checkout === undefined || site === undefined) throw new Error('usage: build-checkout.ts <checkout> <site dir>');
// The checkout's builder by file, not by package name: the name would resolve to this checkout.
const builder = await import(pathToFileURL(join(checkout, 'packages/builder/src/index.ts')).href);
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));
const cpuBefore = process.cpuUsage();
const started = performance.now();
const extra = JSON.parse(process.env.COMPARE_BUILD_OPTIONS ?? '{}') as Record<string, unknown>;
const result = await builder.buildSite(builder.createDirectoryReader(site), { ...extra, fetchUrl: offline });
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const timingsMs = Object.fromEntries(
  Object.entries(result.timings as Record<string, number>).map(([phase, ms]) => [phase, Math.round(ms)]),
);
const build: CheckoutBuild = {
  seconds,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  files: result.files.length,
  timingsMs,
};
console.log(JSON.stringify(build));
