/**
 * Stands for a `$ref` that could not be loaded, in the plain value handed to validation. Its problem
 * is already reported, so validation treats it as absent and stays silent about it.
 */
export const UNRESOLVED_REF: unique symbol = Symbol('unresolved $ref');

/** Whether a value is the placeholder of a `$ref` that could not be loaded. */
export function isUnresolvedRef(value: unknown): value is typeof UNRESOLVED_REF {
  return value === UNRESOLVED_REF;
}
