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

/** The main module of a service, resolved from this file (the repository layout is fixed). */
export function serviceMainUrl(name: ServiceName): URL {
  return new URL(COMPILED ? `../../${name}/dist/main.js` : `../../${name}/src/main.ts`, import.meta.url);
}

/** `services/local/{dist/run-service.js,src/run-service.ts}`: the entry point the Docker image and `npm start` run. */
export const RUN_SERVICE_FILE = new URL(COMPILED ? './run-service.js' : './run-service.ts', import.meta.url).pathname;

/**
 * Node's options before {@link RUN_SERVICE_FILE}: none when compiled; from sources, tsx's loader
 * and the condition that resolves workspace packages to their sources rather than to `dist/`.
 */
export const RUN_SERVICE_NODE_OPTIONS: readonly string[] = COMPILED ? [] : ['--conditions=@folio/source', '--import', 'tsx'];
