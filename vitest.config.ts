import { defineConfig } from 'vitest/config';

/**
 * Tests run the TypeScript sources, never `dist/` (which may be stale while sources change): every
 * workspace package exports its sources under this condition, and its compiled output by default.
 */
const SOURCE_CONDITION = '@folio/source';

// The forks vitest starts, the threads they start and every process a test spawns (`node --import
// tsx …`) resolve workspace packages to their sources too: they inherit this environment.
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--conditions=${SOURCE_CONDITION}`].filter(Boolean).join(' ');

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'services/*/test/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on this machine kind: keep parallelism honest.
    maxWorkers: 2,
  },
});
