/** The deployable services; each has `services/<name>/src/main.ts`. */
export const SERVICE_NAMES = ['api', 'worker', 'edge'] as const;

/** One of {@link SERVICE_NAMES}. */
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Whether `value` names a deployable service. */
export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}

/**
 * Whether this module runs compiled (`dist/*.js`, what `npm start` and the image run) rather than
 * from its TypeScript sources (tests, through tsx or vitest): the services it starts run the same way.
 */
const COMPILED = !import.meta.url.endsWith('.ts');

/**
 * `bin/run-service.mjs` at the repository's root (the same place from `src/` and `dist/`): the entry
 * point the Docker image runs, which starts a service's own main module.
 */
export const RUN_SERVICE_FILE = new URL('../../../bin/run-service.mjs', import.meta.url).pathname;

/**
 * Node's options before {@link RUN_SERVICE_FILE}: none when compiled; from sources, tsx's loader
 * and the condition that resolves workspace packages (and so each service's `main`) to their
 * sources rather than to `dist/`.
 */
export const RUN_SERVICE_NODE_OPTIONS: readonly string[] = COMPILED
  ? []
  : ['--conditions=@folio/source', '--import', 'tsx'];
