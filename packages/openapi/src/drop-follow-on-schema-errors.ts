import type { SchemaError } from './validate-against-schema.ts';

/** Keywords whose errors only say that no branch of an alternative matched. */
const ALTERNATIVE_KEYWORDS = new Set(['oneOf', 'anyOf', 'if', 'then', 'else', 'not']);

/**
 * Drops the errors Ajv adds on the way to a real one. The OpenAPI schemas allow most values to be
 * "a Schema or a Reference" (and so on), so one wrong `type` deep in a schema also fails every
 * alternative above it: "must match exactly one schema in oneOf" and "must have required property
 * '$ref'" at each level. Such an error is dropped when another error, of any other kind, sits at
 * its place or below it; alone, it is the only clue and is kept.
 */
export function dropFollowOnSchemaErrors<T extends SchemaError>(details: readonly T[]): T[] {
  const real = details.filter((detail) => !isFollowOn(detail)).map((detail) => detail.instancePath ?? '');
  return details.filter((detail) => {
    if (!isFollowOn(detail)) return true;
    const at = detail.instancePath ?? '';
    return !real.some((path) => path === at || path.startsWith(`${at}/`));
  });
}

function isFollowOn(detail: SchemaError): boolean {
  if (detail.keyword !== undefined && ALTERNATIVE_KEYWORDS.has(detail.keyword)) return true;
  return detail.keyword === 'required' && detail.params?.missingProperty === '$ref';
}
