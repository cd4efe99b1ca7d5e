import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createMemoryReader, diagnosticCatalogues } from '@folio/builder';
import { createRandom, mutateFile, renameOperationPath, type Random } from './helpers/fuzz-mutations.ts';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';

// Fuzzes the one build pipeline with the real repositories' docs.json, OpenAPI and MDX files,
// mutated: whatever a tenant pushes, buildSite resolves, and every problem is a catalogued
// diagnostic that names a file. Seeded: iteration N is the same on every run and machine, so a
// failure is reproduced by running this file. The iteration count, not a clock, bounds the work.
// FUZZ_ITERATIONS and FUZZ_SEED explore further by hand; `npm test` runs the defaults.
const ITERATIONS = Number(process.env.FUZZ_ITERATIONS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 0x1f0110);
const PAGES_PER_REPOSITORY = 4;

const KNOWN_CODES = new Set(diagnosticCatalogues.flatMap(({ catalogue }) => Object.keys(catalogue)));
/** Codes that mean Folio met a bug: behind a guard the build goes on, but the fuzz reports them. */
const BUG_CODES = new Set([
  'BUILD_INTERNAL_PAGE_ERROR',
  'BUILD_INTERNAL_FILE_ERROR',
  'NAV_INTERNAL_ERROR',
  'SITE_INTERNAL_PAGE_ERROR',
  'CONTENT_RENDER_FAILED',
]);
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

/** A small copy of one repository: docs.json, its JSON/YAML files and a spread of its pages. */
function loadCorpus(root: string): Record<string, string> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(root, path).split('\\').join('/'));
    }
  };
  walk(root);
  const pages = files.filter((file) => /\.mdx?$/.test(file));
  const step = Math.max(1, Math.floor(pages.length / PAGES_PER_REPOSITORY));
  const chosen = [
    ...files.filter((file) => /\.(json|ya?ml)$/.test(file)),
    ...pages.filter((_, index) => index % step === 0).slice(0, PAGES_PER_REPOSITORY),
  ];
  return Object.fromEntries(chosen.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
}

function corpora(): Array<{ name: string; files: Record<string, string> }> {
  const roots = [
    ...readdirSync(REAL_WORLD_FIXTURES)
      .filter((name) => statSync(join(REAL_WORLD_FIXTURES, name)).isDirectory())
      .sort()
      .map((name) => join(REAL_WORLD_FIXTURES, name)),
    join(import.meta.dirname, '..', 'examples', 'starter'),
  ];
  return roots.map((root) => ({ name: relative(join(import.meta.dirname, '..'), root), files: loadCorpus(root) }));
}

/** Mutates 1–4 files of a copy of `files`; returns the copy and what was done, for the failure message. */
function mutate(files: Record<string, string>, random: Random): { files: Record<string, string>; done: string[] } {
  const out = { ...files };
  const names = Object.keys(out).sort();
  const done: string[] = [];
  // A quarter of the builds carry an awkward OpenAPI path through to its page.
  if (random.int(4) === 0) {
    const renamed = renameOperationPath(out, random);
    if (renamed !== undefined) done.push(renamed);
  }
  const count = random.int(4);
  for (let i = 0; i < count; i++) {
    // A third each at docs.json, the OpenAPI documents and the pages: each is in every build.
    const specs = names.filter((file) => file !== 'docs.json' && /\.(json|ya?ml)$/.test(file));
    const pages = names.filter((file) => /\.mdx?$/.test(file));
    const group = [['docs.json'], specs, pages][random.int(3)]!;
    const name = group.length === 0 ? 'docs.json' : random.pick(group);
    const mutated = mutateFile(name, out[name] ?? '', random);
    out[name] = mutated.text;
    done.push(`${name} ${mutated.label}`);
  }
  return { files: out, done };
}

describe('buildSite fuzzed with mutated real repositories', () => {
  it(`resolves on ${ITERATIONS} mutated repositories with only catalogued diagnostics that name a file`, async () => {
    const bases = corpora();
    expect(bases.length).toBeGreaterThanOrEqual(5);
    const problems: string[] = [];
    let published = 0;
    for (let iteration = 0; iteration < ITERATIONS; iteration++) {
      const random = createRandom(SEED + iteration);
      const base = bases[iteration % bases.length]!;
      const { files, done } = mutate(base.files, random);
      const where = `iteration ${iteration} (${base.name}: ${done.join(', ')})`;
      try {
        // Open Graph cards cost ~15 ms of CPU each: a few builds draw them, on mutated titles too.
        const result = await buildSite(createMemoryReader(files), {
          renderPool: false,
          fetchUrl: offline,
          thumbnails: iteration % 25 === 0,
        });
        if (result.ok) published++;
        for (const diagnostic of result.diagnostics) {
          if (!KNOWN_CODES.has(diagnostic.code))
            problems.push(`${where}: uncatalogued code ${diagnostic.code}: ${diagnostic.message}`);
          if (BUG_CODES.has(diagnostic.code))
            problems.push(`${where}: ${diagnostic.code} ${diagnostic.file}: ${diagnostic.message}`);
          if (typeof diagnostic.file !== 'string' || diagnostic.file === '')
            problems.push(`${where}: ${diagnostic.code} names no file: ${diagnostic.message}`);
        }
      } catch (error) {
        problems.push(`${where}: threw ${(error as Error)?.stack ?? String(error)}`);
      }
    }
    expect(problems).toEqual([]);
    // The mutations leave most repositories publishable: the fuzz reaches rendering and layout.
    expect(published).toBeGreaterThan(ITERATIONS / 4);
  }, 180_000);
});
