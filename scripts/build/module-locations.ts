import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';

/** The repository root (this file is scripts/build/module-locations.ts). */
export const REPOSITORY_ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/**
 * Where a workspace module "lives" once compiled: given its workspace folder name (`site`, `cli`)
 * and its path inside `src/` without extension (`read-site-asset`), the absolute path of the
 * compiled module whose neighbours (`../assets/`, `../package.json`, `node_modules` above it) it
 * expects to find.
 */
export type ModuleLocator = (workspace: string, modulePath: string) => string;

/** The repository's own layout: `packages/<name>/dist/<path>.js` (and `services/…`). */
export const repositoryLayout: ModuleLocator = (workspace, modulePath) => {
  const kind = ['api', 'edge', 'local', 'worker'].includes(workspace) ? 'services' : 'packages';
  return join(REPOSITORY_ROOT, kind, workspace, 'dist', `${modulePath}.js`);
};

const SOURCE = /[\\/](packages|services)[\\/]([^\\/]+)[\\/]src[\\/](.+)\.ts$/;

/**
 * An esbuild plugin for bundles written into `outdir` (chunks included: they must sit in that one
 * folder). Folio's modules that find files beside them (`new URL('../assets/', import.meta.url)`,
 * `createRequire(import.meta.url)`, the icon packages' folders) would otherwise look beside the
 * bundle. Each such module gets instead the address of its compiled location, written relative to
 * the bundle so the installed tree can move (an npm prefix, a Docker image).
 */
export function keepModuleLocations(outdir: string, locate: ModuleLocator): Plugin {
  return {
    name: 'folio-keep-module-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const match = SOURCE.exec(args.path);
        if (match === null) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const target = relative(outdir, locate(match[2]!, match[3]!)).split(sep).join('/');
        const address = `new URL(${JSON.stringify(target.startsWith('.') ? target : `./${target}`)}, import.meta.url).href`;
        return { contents: replaceModuleUrl(source, address), loader: 'ts' };
      });
    },
  };
}

/** Comments and string literals (left as they are), or an `import.meta.url` expression. */
const TOKENS = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|(['"`])(?:\\[\s\S]|(?!\1)[^\\])*\1|\bimport\.meta\.url\b/g;

/** `source` with every `import.meta.url` expression, but none inside a string or comment, replaced. */
function replaceModuleUrl(source: string, replacement: string): string {
  return source.replace(TOKENS, (token) => (token === 'import.meta.url' ? replacement : token));
}
