// bench/build/compare-output.ts: what a reader gets from two builds of Folio, compared file by file.
//   node --import tsx bench/build/compare-output.ts <base folio.cjs> <head folio.cjs> [repository folder...]
// Builds each repository (default: every one of the shared real-world fixtures) with both `folio`
// commands (`packages/cli/bin/folio.cjs` of two checkouts, each built with `npm run build`),
// `--offline` (and `--no-cache` where the command has a cache), into temporary folders, and prints each file whose bytes differ or that
// one side lacks, then one JSON line { repository: [paths] }. A `.br` or `.gz` file whose bytes differ but
// which decodes to the same bytes (a changed compression level) is counted as "recompressed", not as
// differing: a reader gets the same bytes. A page over the 20 s render deadline
// (a very loaded machine) is published broken and shows up here: check the build logs it prints.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REAL_WORLD_FIXTURES } from '../../test/shared-fixtures.ts';
import { classifyOutputFiles } from './classify-output-files.ts';

const run = promisify(execFile);
const [base, head, ...named] = process.argv.slice(2).map((path) => resolve(path));
if (base === undefined || head === undefined)
  throw new Error('usage: compare-output.ts <base folio.cjs> <head folio.cjs> [repository folder...]');
const repositories =
  named.length > 0
    ? named
    : (await readdir(REAL_WORLD_FIXTURES, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(REAL_WORLD_FIXTURES, entry.name));

/** Every file under `dir` by path. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      files.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  return files;
}

/** `--no-cache` for a `folio` that has a build cache (older ones have none, and refuse the option). */
async function noCacheFlag(folio: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, [folio, 'build', '--help']);
  return stdout.includes('--no-cache') ? ['--no-cache'] : [];
}

async function build(folio: string, repository: string, out: string): Promise<void> {
  // Exit code 1 is a site built with errors (broken pages): still compared.
  const flags = ['--offline', ...(await noCacheFlag(folio))];
  await run(process.execPath, [folio, 'build', repository, '--out', out, ...flags], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { code?: number }) => {
    if (error.code !== 1) throw error;
  });
}

const differences: Record<string, string[]> = {};
for (const repository of repositories) {
  const scratch = await mkdtemp(join(tmpdir(), 'folio-compare-output-'));
  try {
    await build(base, repository, join(scratch, 'base'));
    await build(head, repository, join(scratch, 'head'));
    const [before, after] = [await readTree(join(scratch, 'base')), await readTree(join(scratch, 'head'))];
    const { same, recompressed, differing, onlyBefore, onlyAfter } = classifyOutputFiles(before, after);
    const changed = [...differing, ...onlyBefore, ...onlyAfter].sort();
    differences[repository] = changed;
    const files = same.length + recompressed.length + changed.length;
    process.stderr.write(
      `${repository}: ${files} files, ${changed.length} differ, ${recompressed.length} recompressed (same bytes decoded)\n`,
    );
    for (const path of changed.slice(0, 20)) process.stderr.write(`  ${path}\n`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
console.log(JSON.stringify(differences));
