// Builds every real-world fixture (../shared/fixtures/real-world) with two checkouts of this
// project and compares the output folders file by file, for refactors that must not change what a
// build writes.
//
//   node --import tsx scripts/compare-fixture-builds.ts <base checkout> [<head checkout>] [--normalise-assets] [--only <fixture>]
//
// Each checkout needs its dependencies installed (`npm ci`). The head defaults to this checkout.
// With --normalise-assets, the content hashes in `/_folio/<name>.<hash>.<ext>` references are
// blanked before text files are compared, so a page that differs only because a stylesheet or
// script it loads changed counts as identical; the assets that changed are listed on their own.
// Precompressed twins (`.br`, `.gz`) are compared through the file they compress. `--only <name>`
// (repeatable) limits the run to those fixtures. Prints one line per fixture and exits 1 when any
// file differs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { REAL_WORLD_FIXTURES } from '../test/shared-fixtures.ts';

const ASSET_REFERENCE = /(\/_folio\/[\w.-]+?)\.[0-9a-f]{8,64}\.(js|css|html|json|woff2)/g;
const TEXT_FILE = /\.(html|md|txt|xml|json|js|css|svg)$/;

interface Comparison {
  same: number;
  differing: string[];
  onlyBase: string[];
  onlyHead: string[];
}

const args = process.argv.slice(2);
const normaliseAssets = args.includes('--normalise-assets');
const only = args.flatMap((arg, index) => (args[index - 1] === '--only' ? [arg] : []));
const [baseArg, headArg] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--only');
if (baseArg === undefined) {
  process.stderr.write(
    'usage: compare-fixture-builds.ts <base checkout> [<head checkout>] [--normalise-assets] [--only <fixture>]\n',
  );
  process.exit(2);
}
const base = resolve(baseArg);
const head = resolve(headArg ?? join(import.meta.dirname, '..'));

/** Runs `folio build` of `fixture` from `checkout`'s sources into `out`. */
function build(checkout: string, fixture: string, out: string): Promise<void> {
  return new Promise((done, fail) => {
    const cli = join(checkout, 'packages', 'cli', 'src', 'main.ts');
    const child = spawn(
      process.execPath,
      ['--conditions=@folio/source', '--import', 'tsx', cli, 'build', fixture, '--out', out, '--offline'],
      {
        cwd: checkout,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    // Exit 1 is a build with diagnostics (broken pages are published): the output is still compared.
    child.on('close', (code) =>
      code === 0 || code === 1
        ? done()
        : fail(new Error(`folio build of ${basename(fixture)} with ${checkout} exited ${code}: ${stderr.slice(-400)}`)),
    );
  });
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(root, join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
    ),
  );
  return nested.flat();
}

async function fingerprint(file: string): Promise<string> {
  const bytes = await readFile(file);
  const body =
    normaliseAssets && TEXT_FILE.test(file) ? bytes.toString('utf8').replace(ASSET_REFERENCE, '$1.HASH.$2') : bytes;
  return createHash('sha256').update(body).digest('hex');
}

/** `/_folio/site.3f2a….css` → `/_folio/site.css`: the asset a hashed file name stands for. */
const assetName = (path: string) => path.replace(/\.[0-9a-f]{8,64}\.(\w+)$/, '.$1');

async function compare(baseOut: string, headOut: string): Promise<Comparison> {
  // A `.br` or `.gz` twin is the compression of the file beside it: compared through that file.
  const withoutTwins = (files: string[]) =>
    files.filter((path) => !/\.(br|gz)$/.test(path) || !files.includes(path.replace(/\.(br|gz)$/, '')));
  const [baseFiles, headFiles] = (await Promise.all([listFiles(baseOut), listFiles(headOut)])).map(withoutTwins) as [
    string[],
    string[],
  ];
  const key = (path: string) => (normaliseAssets && path.startsWith('_folio/') ? assetName(path) : path);
  const baseByKey = new Map(baseFiles.map((path) => [key(path), path]));
  const headByKey = new Map(headFiles.map((path) => [key(path), path]));
  const result: Comparison = { same: 0, differing: [], onlyBase: [], onlyHead: [] };
  for (const [name, basePath] of baseByKey) {
    const headPath = headByKey.get(name);
    if (headPath === undefined) {
      result.onlyBase.push(basePath);
      continue;
    }
    const [a, b] = await Promise.all([fingerprint(join(baseOut, basePath)), fingerprint(join(headOut, headPath))]);
    if (a === b) result.same += 1;
    else result.differing.push(name);
  }
  for (const [name, headPath] of headByKey) if (!baseByKey.has(name)) result.onlyHead.push(headPath);
  return result;
}

const fixtures = (await readdir(REAL_WORLD_FIXTURES, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory() && (only.length === 0 || only.includes(entry.name)))
  .map((entry) => entry.name)
  .sort();
const work = await mkdtemp(join(tmpdir(), 'folio-compare-builds-'));
let changed = 0;
process.stdout.write(
  `base ${base}\nhead ${head}${normaliseAssets ? '\n(asset hashes in references normalised)' : ''}\n\n`,
);
try {
  for (const fixture of fixtures) {
    const source = join(REAL_WORLD_FIXTURES, fixture);
    const baseOut = join(work, 'base', fixture);
    const headOut = join(work, 'head', fixture);
    await build(base, source, baseOut);
    await build(head, source, headOut);
    const result = await compare(baseOut, headOut);
    const differences = result.differing.length + result.onlyBase.length + result.onlyHead.length;
    if (differences > 0) changed += 1;
    process.stdout.write(
      `${differences === 0 ? 'identical' : 'DIFFERENT'}  ${fixture}: ${result.same} files identical`,
    );
    if (differences === 0) {
      process.stdout.write('\n');
      continue;
    }
    process.stdout.write(
      `, ${result.differing.length} differ, ${result.onlyBase.length} only in base, ${result.onlyHead.length} only in head\n`,
    );
    for (const [label, list] of [
      ['differ', result.differing],
      ['only in base', result.onlyBase],
      ['only in head', result.onlyHead],
    ] as const) {
      if (list.length > 0)
        process.stdout.write(
          `    ${label}: ${list.slice(0, 8).join(', ')}${list.length > 8 ? `, … (${list.length - 8} more)` : ''}\n`,
        );
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
process.stdout.write(`\n${fixtures.length - changed} of ${fixtures.length} fixtures build byte-identical output\n`);
process.exit(changed === 0 ? 0 : 1);
