import type { LoadedSpec, Operation } from '@folio/openapi';

/**
 * How a page records the operation it documents: `"<spec source> <METHOD> <path>"`, or
 * `"<spec source> webhook <name>"` for a 3.1 webhook (whose name is not a path). Also the
 * identity of an operation across the site.
 */
export function operationLabel(spec: Pick<LoadedSpec, 'source'>, operation: Operation): string {
  return operation.kind === 'webhook'
    ? `${spec.source} webhook ${operation.path}`
    : `${spec.source} ${operation.method} ${operation.path}`;
}
