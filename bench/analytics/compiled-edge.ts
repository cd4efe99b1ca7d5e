// The analytics bench measures the edge as it is deployed: the JavaScript `npm run build` compiles
// (`tsc -b tsconfig.build.json` into each workspace's dist/), not the TypeScript sources through
// tsx. tsx compiles with esbuild's keepNames, which wraps every function made at run time in a
// `__name(fn, "name")` call: the edge's fast path makes three closures per request, and under tsx
// those calls alone took 1.3% of the edge's CPU in a profile. A base cost the deployed edge does not
// pay would make counting look cheaper than it is.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The export condition that makes `@folio/*` resolve to the TypeScript sources (see package.json). */
const SOURCE_CONDITION = '--conditions=@folio/source';

/**
 * Brings every workspace's dist/ up to date with its sources, as `npm run build` does for them
 * (incremental: about a second when nothing changed), so that the edges run the code as it stands.
 */
export function compileWorkspaces(): Promise<void> {
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-b', 'tsconfig.build.json'], {
      cwd: REPOSITORY_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tsc -b exited with code ${code}`))));
  });
}

/**
 * `NODE_OPTIONS` for an edge process: the bench's own, without the condition that resolves
 * `@folio/*` to the sources, so that the edge imports the compiled packages.
 */
export function compiledNodeOptions(nodeOptions: string | undefined): string {
  return (nodeOptions ?? '')
    .split(/\s+/)
    .filter((option) => option !== '' && option !== SOURCE_CONDITION)
    .join(' ');
}
