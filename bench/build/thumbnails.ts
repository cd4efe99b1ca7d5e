// Generated Open Graph thumbnails (docs.json `thumbnails`, issue 14): what they add to a full
// build of the generated 1,000-page site. Builds with and without them alternate (fresh cache and
// own render threads each, as `folio build`), BENCH_THUMBNAIL_ROUNDS rounds (default 3); medians
// of wall-clock and CPU seconds (every thread of the process, and the drawing processes resvg runs
// in, counted once they have ended), and their ratio.
// Then a rebuild with the same cache, which must draw no image. One JSON line on stdout.
// `node --conditions=@folio/source --import tsx bench/build/thumbnails.ts`
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildCache, buildSite, createDirectoryReader } from '@folio/builder';
import { generateSite } from '../check/generate-site.ts';

const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number) => Math.round(n * 1000) / 1000;
/**
 * CPU seconds of this process's ended children (cutime + cstime of /proc/self/stat, in clock
 * ticks of 1/100 s): the thumbnails' drawing processes, which `process.cpuUsage` does not see.
 */
const childrenCpuSeconds = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

const dir = await mkdtemp(join(tmpdir(), 'folio-bench-thumbnails-'));
try {
  await generateSite(dir, 1000, 500);
  const reader = createDirectoryReader(dir);
  const measure = async (thumbnails: boolean, cache = new BuildCache()) => {
    const cpu = process.cpuUsage();
    const children = childrenCpuSeconds();
    const started = performance.now();
    const result = await buildSite(reader, { fetchUrl: offline, cache, thumbnails });
    const used = process.cpuUsage(cpu);
    const childSeconds = childrenCpuSeconds() - children;
    const images = result.files.filter((file) => file.path.startsWith('_og/')).length;
    return {
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6 + childSeconds,
      images,
      cache,
    };
  };
  await measure(true); // warm up: module loading, JIT
  const rounds = Number(process.env.BENCH_THUMBNAIL_ROUNDS ?? 3);
  const without: Awaited<ReturnType<typeof measure>>[] = [];
  const withThumbnails: Awaited<ReturnType<typeof measure>>[] = [];
  for (let round = 0; round < rounds; round++) {
    without.push(await measure(false));
    withThumbnails.push(await measure(true));
  }
  const last = withThumbnails[withThumbnails.length - 1]!;
  const rebuild = await measure(true, last.cache);
  const seconds = {
    without: median(without.map((b) => b.seconds)),
    with: median(withThumbnails.map((b) => b.seconds)),
  };
  const cpu = {
    without: median(without.map((b) => b.cpuSeconds)),
    with: median(withThumbnails.map((b) => b.cpuSeconds)),
  };
  console.log(
    JSON.stringify({
      bench: 'build-thumbnails',
      images: last.images,
      secondsWithout: round(seconds.without),
      secondsWith: round(seconds.with),
      wallRatio: round(seconds.with / seconds.without),
      cpuSecondsWithout: round(cpu.without),
      cpuSecondsWith: round(cpu.with),
      cpuRatio: round(cpu.with / cpu.without),
      cpuMsPerImage: round(((cpu.with - cpu.without) * 1000) / last.images),
      rebuildImagesDrawn: last.cache.thumbnails.rendered,
      rebuildSeconds: round(rebuild.seconds),
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
