// The analytics bench measures the edge as it is deployed: the JavaScript `npm run build` compiles
// (`tsc -b tsconfig.build.json` into each workspace's dist/), not the TypeScript sources through
// tsx. tsx compiles with esbuild's keepNames, which wraps every function made at run time in a
// `__name(fn, "name")` call: the edge's fast path makes three closures per request, and under tsx
// those calls alone took 1.3% of the edge's CPU in a profile. A base cost the deployed edge does not
// pay would make counting look cheaper than it is. run.ts brings dist/ up to date first
// (scripts/build/compile-workspaces.ts, as `npm run build` does).
/** The export condition that makes `@folio/*` resolve to the TypeScript sources (see package.json). */
const SOURCE_CONDITION = '--conditions=@folio/source';

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
