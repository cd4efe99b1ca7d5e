// `folio dev` start on the largest real-world fixtures (by file count, and by page count when
// that is another one): cold (no .folio-cache/) and warm (the cache a stopped session left), in
// interleaved rounds with a bare `node -e 0` for scale. The warm start's first page must be the
// cold start's byte for byte before its time is trusted.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeBareNode, timeDevStart } from './time-dev-start.ts';

/** Aim of issue 27: ready in under 2 s with the cache warm. */
const TARGET_WARM_SECONDS = 2;

/** The fixtures to time: the one with the most files, and the one with the most pages. */
export async function largestFixtures(
  fixtures: string,
): Promise<Array<{ name: string; files: number; pages: number }>> {
  const all = [];
  for (const name of await readdir(fixtures)) {
    const files = await readdir(join(fixtures, name), { recursive: true, withFileTypes: true }).catch(() => []);
    const regular = files.filter((entry) => entry.isFile());
    if (!regular.some((entry) => entry.name === 'docs.json')) continue;
    all.push({ name, files: regular.length, pages: regular.filter((entry) => /\.mdx?$/i.test(entry.name)).length });
  }
  const byFiles = [...all].sort((a, b) => b.files - a.files)[0];
  const byPages = [...all].sort((a, b) => b.pages - a.pages)[0];
  return [...new Set([byFiles, byPages])].filter((fixture) => fixture !== undefined);
}

/** Cold and warm starts of `folio dev` on a copy of `fixture`, `rounds` times each. */
export async function measureRealWorldStart(bin: string, fixture: string, rounds: number) {
  const dir = await mkdtemp(join(tmpdir(), 'folio-bench-dev-start-'));
  const cold: number[] = [];
  const warm: number[] = [];
  const warmCpu: number[] = [];
  const bare: number[] = [];
  try {
    await cp(fixture, dir, { recursive: true });
    for (let round = 0; round < rounds; round++) {
      bare.push(await timeBareNode());
      await rm(join(dir, '.folio-cache'), { recursive: true, force: true });
      const first = await timeDevStart(bin, dir);
      cold.push(first.seconds);
      // Stopping waits for the whole site to be built and the cache to be written.
      await first.stop();
      const again = await timeDevStart(bin, dir);
      await again.stop();
      if (again.path !== first.path || again.html !== first.html)
        throw new Error(`the warm start served ${again.path} unlike the cold start's ${first.path}`);
      warm.push(again.seconds);
      if (again.cpuSeconds !== undefined) warmCpu.push(again.cpuSeconds);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return {
    warmReadySeconds: distribution(warm),
    targetWarmReadySeconds: TARGET_WARM_SECONDS,
    warmCpuSeconds: distribution(warmCpu),
    coldReadySeconds: distribution(cold),
    bareNodeSeconds: distribution(bare),
    sameFirstPage: true,
  };
}

function distribution(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { median: round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0), samples: samples.map(round) };
}
