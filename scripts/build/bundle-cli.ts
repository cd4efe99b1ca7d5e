import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_OPTIONS } from './bundle-options.ts';
import { keepModuleLocations, REPOSITORY_ROOT, type ModuleLocator } from './module-locations.ts';

/**
 * The installable `folio` command: writes `<cliRoot>/dist/` from the sources, where `cliRoot` is a
 * folder holding the CLI's `package.json` and `bin/` (packages/cli itself, or a copy in a test).
 *
 * - `dist/bundle/main.mjs` (what `bin/folio.cjs` runs) and `dist/bundle/render-worker.mjs` (the
 *   render threads' program), in one code-split build so both share their chunks; Folio's private
 *   workspace packages are inside, npm dependencies listed in the CLI's `dependencies` are not
 *   (they need their own files at run time: KaTeX's fonts, Mermaid's browser bundle, the icon
 *   packages' SVGs, JSON schemas loaded with `require`).
 * - `dist/site/assets/`: the site's stylesheet and scripts, read by the site renderer.
 *
 * Modules that find files beside them are told their place in this tree: the CLI's and the
 * builder's as `dist/<file>.js` (so `../package.json` is the CLI's and `./bundle/render-worker.mjs`
 * the prebuilt renderer), every other package's as `dist/<package>/dist/<file>.js`.
 */
export async function bundleCli(cliRoot: string): Promise<void> {
  const dist = join(cliRoot, 'dist');
  const outdir = join(dist, 'bundle');
  const manifest = JSON.parse(await readFile(join(cliRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const locate: ModuleLocator = (workspace, modulePath) =>
    workspace === 'cli' || workspace === 'builder'
      ? join(dist, `${modulePath}.js`)
      : join(dist, workspace, 'dist', `${modulePath}.js`);
  await rm(dist, { recursive: true, force: true });
  await build({
    ...BUNDLE_OPTIONS,
    entryPoints: {
      main: join(REPOSITORY_ROOT, 'packages/cli/src/main.ts'),
      'render-worker': join(REPOSITORY_ROOT, 'packages/builder/src/render-worker.ts'),
    },
    outdir,
    splitting: true,
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    external: [
      ...BUNDLE_OPTIONS.external,
      ...Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
    ],
    plugins: [keepModuleLocations(outdir, locate)],
  });
  await mkdir(join(dist, 'site'), { recursive: true });
  await cp(join(REPOSITORY_ROOT, 'packages/site/assets'), join(dist, 'site', 'assets'), { recursive: true });
}
