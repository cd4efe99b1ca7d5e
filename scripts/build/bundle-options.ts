import type { BuildOptions } from 'esbuild';

/**
 * What every Folio bundle shares: ES modules for Node 20 from the TypeScript sources (the
 * `@folio/source` export condition, never another package's possibly older `dist/`), with a
 * `require` for the CommonJS dependencies bundled into them.
 */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@folio/source'],
  // ES module builds first: some packages' `main` is a UMD wrapper whose `require` calls of its own
  // files esbuild cannot follow (jsonc-parser).
  mainFields: ['module', 'main'],
  logLevel: 'warning',
  // Only ever imported when running from sources (the run-time bundler): never in a bundle.
  external: ['esbuild', 'tsx', 'tsx/*'],
  banner: {
    js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);",
  },
} satisfies BuildOptions;
