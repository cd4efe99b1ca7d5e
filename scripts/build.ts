// `npm run build` (and `npm install`, through `prepare`): compiles every workspace to JavaScript.
// - `tsc -b tsconfig.build.json`: each package and service into its own dist/ (JavaScript and
//   declarations; project references, incremental);
// - esbuild, at the same time, for the programs that must start fast or stand alone: the render
//   threads' program, the worker's checkout process and the installable `folio` command.
// Tests and `npm run folio` run the TypeScript sources and never need this.
import { join } from 'node:path';
import { bundleCli } from './build/bundle-cli.ts';
import { compileWorkspaces } from './build/compile-workspaces.ts';
import { bundleCheckoutChild, bundleRenderWorker } from './build/bundle-threads.ts';
import { REPOSITORY_ROOT } from './build/module-locations.ts';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

let failed = false;
/** Runs a step alongside the others and says when it is done (or why it failed). */
const step = (name: string, work: Promise<void>): Promise<void> =>
  work.then(
    () => void process.stderr.write(`build: ${name} done (${elapsed()})\n`),
    (error: Error) => {
      failed = true;
      process.stderr.write(`build: ${name} failed: ${error.message}\n`);
    },
  );

await Promise.all([
  step('tsc -b', compileWorkspaces()),
  step('render thread', bundleRenderWorker()),
  step('checkout process', bundleCheckoutChild()),
  step('folio command', bundleCli(join(REPOSITORY_ROOT, 'packages/cli'))),
]);
process.stderr.write(failed ? 'build failed\n' : `build: done in ${elapsed()}\n`);
process.exitCode = failed ? 1 : 0;
