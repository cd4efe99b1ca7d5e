import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPOSITORY_ROOT } from './module-locations.ts';

/**
 * Compiles every package and service into its own `dist/` with `tsc -b tsconfig.build.json`
 * (project references, incremental: about a second when nothing changed). Used by `npm run build`
 * and by the benches that run compiled code.
 */
export function compileWorkspaces(): Promise<void> {
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-b', 'tsconfig.build.json'], {
      cwd: REPOSITORY_ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tsc -b exited with code ${code}`))));
  });
}
