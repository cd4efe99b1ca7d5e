import { createRequire } from 'node:module';

/**
 * The V8 tuning `folio check` and `folio build` apply to themselves (packages/cli/bin/
 * tune-one-shot-process.cjs), for the benchmarks to measure those commands as users run them.
 */
export const { ONE_SHOT_V8_FLAGS, tuneOneShotProcess } = createRequire(import.meta.url)(
  '../../packages/cli/bin/tune-one-shot-process.cjs',
) as { ONE_SHOT_V8_FLAGS: readonly string[]; tuneOneShotProcess: () => void };
