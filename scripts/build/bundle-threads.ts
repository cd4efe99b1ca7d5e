import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_OPTIONS } from './bundle-options.ts';
import { keepModuleLocations, repositoryLayout, REPOSITORY_ROOT } from './module-locations.ts';

/**
 * The render thread's program, `packages/builder/dist/bundle/render-worker.mjs`, code-split so
 * shiki's grammars load only when a page uses them. Compiled, the builder starts its threads on
 * it (`renderWorkerScript`) instead of bundling the sources at run time.
 */
export async function bundleRenderWorker(): Promise<void> {
  const outdir = join(REPOSITORY_ROOT, 'packages/builder/dist/bundle');
  await rm(outdir, { recursive: true, force: true });
  await build({
    ...BUNDLE_OPTIONS,
    entryPoints: { 'render-worker': join(REPOSITORY_ROOT, 'packages/builder/src/render-worker.ts') },
    outdir,
    splitting: true,
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    plugins: [keepModuleLocations(outdir, repositoryLayout)],
  });
}

/**
 * The worker's checkout process as one file, `services/worker/dist/build/checkout-child.bundle.mjs`,
 * which the compiled worker runs with plain `node` (`bundleCheckoutChild`).
 */
export async function bundleCheckoutChild(): Promise<void> {
  const outdir = join(REPOSITORY_ROOT, 'services/worker/dist/build');
  await build({
    ...BUNDLE_OPTIONS,
    entryPoints: { 'checkout-child.bundle': join(REPOSITORY_ROOT, 'services/worker/src/build/checkout-child.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    plugins: [keepModuleLocations(outdir, repositoryLayout)],
  });
}
