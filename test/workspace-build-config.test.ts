// Keeps every workspace's build wiring in step with its package.json, which eight people edit: a
// subpath export that skips the compiled form, or an @folio dependency missing from the project
// references, works in tests (sources) and breaks `npm run build` or the compiled services.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const readJson = (path: string) =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown>;
const workspaces = ['packages', 'services'].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .filter((name) => existsSync(join(ROOT, group, name, 'package.json')))
    .map((name) => `${group}/${name}`),
);
/** The CLI is bundled with esbuild (scripts/build/bundle-cli.ts), not compiled by tsc -b. */
const compiled = workspaces.filter((workspace) => workspace !== 'packages/cli');
const nameOf = new Map(
  workspaces.map((workspace) => [readJson(`${workspace}/package.json`).name as string, workspace]),
);

describe('workspace build configuration', () => {
  it.each(compiled)('%s exports its sources under @folio/source and its compiled dist/ by default', (workspace) => {
    const exports = readJson(`${workspace}/package.json`).exports as Record<string, unknown>;
    for (const [subpath, target] of Object.entries(exports)) {
      const source = (target as Record<string, string>)['@folio/source'];
      expect(source, `${workspace} ${subpath}`).toMatch(/^\.\/src\/.+\.ts$/);
      expect(existsSync(join(ROOT, workspace, source!)), `${workspace}/${source} exists`).toBe(true);
      const compiledPath = source!.replace(/^\.\/src\//, './dist/').replace(/\.ts$/, '');
      expect(target, `${workspace} ${subpath}`).toEqual({
        '@folio/source': source,
        types: `${compiledPath}.d.ts`,
        default: `${compiledPath}.js`,
      });
      expect(Object.keys(target as object)[0], 'the source condition comes first').toBe('@folio/source');
    }
  });

  it.each(compiled)('%s is a tsc -b project referencing exactly its @folio dependencies', (workspace) => {
    const manifest = readJson(`${workspace}/package.json`);
    const folioDependencies = Object.keys({ ...(manifest.dependencies as Record<string, string> | undefined) }).filter(
      (name) => name.startsWith('@folio/'),
    );
    const config = readJson(`${workspace}/tsconfig.build.json`);
    const references = (config.references as { path: string }[]).map((reference) =>
      reference.path.replace(/^\.\.\/\.\.\//, '').replace(/\/tsconfig\.build\.json$/, ''),
    );
    expect(references.sort()).toEqual(folioDependencies.map((name) => nameOf.get(name)).sort());
    expect(config.extends).toBe('../../tsconfig.build.base.json');
  });

  it('builds every compiled workspace from the root tsconfig.build.json', () => {
    const references = (readJson('tsconfig.build.json').references as { path: string }[]).map((reference) =>
      reference.path.replace(/\/tsconfig\.build\.json$/, ''),
    );
    expect(references.sort()).toEqual([...compiled].sort());
  });
});
