/** The deployable services; each has `services/<name>/src/main.ts`. */
export const SERVICE_NAMES = ['api', 'worker', 'edge'] as const;

/** One of {@link SERVICE_NAMES}. */
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Whether `value` names a deployable service. */
export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}

/** The `main.ts` file of a service, resolved from this file (the repository layout is fixed). */
export function serviceMainUrl(name: ServiceName): URL {
  return new URL(`../../${name}/src/main.ts`, import.meta.url);
}

/** `services/local/src/run-service.ts`: the entry point the Docker image and `npm start` run. */
export const RUN_SERVICE_FILE = new URL('./run-service.ts', import.meta.url).pathname;
