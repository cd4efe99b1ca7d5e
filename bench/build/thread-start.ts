// What a render thread costs to start: `node --import tsx bench/build/thread-start.ts [page.mdx]`
// starts a one-thread RenderPool, renders one page (first: the thread loads the renderer bundle and
// renders cold), then the same page again (the thread is up), and prints one JSON line: both
// times and the CPU time of the process (every thread). Measured 2026-11: ~0.25 s CPU to start a
// thread and render a small page, so a cold build's extra cost over a warm one is the JIT and
// Shiki's grammars warming up page after page, not loading modules.
import { readFile } from 'node:fs/promises';
import { RenderPool } from '@folio/builder';
import { REAL_WORLD_FIXTURES } from '../../test/shared-fixtures.ts';

const file = process.argv[2] ?? `${REAL_WORLD_FIXTURES}/mintlify__starter/quickstart.mdx`;
const source = await readFile(file, 'utf8');
const noFiles = async (): Promise<undefined> => undefined;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const pool = new RenderPool(1);
await pool.render('page.mdx', source, noFiles);
const first = performance.now();
await pool.render('page.mdx', source, noFiles);
const second = performance.now();
const cpu = process.cpuUsage(cpuBefore);
await pool.close();
console.log(
  JSON.stringify({
    firstRenderMs: Math.round(first - started),
    secondRenderMs: Math.round(second - first),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  }),
);
