/**
 * Validation errors that come from a bug in the OpenAPI 3.1 schema bundled with
 * `@apidevtools/swagger-parser` 13.0 (the 2021-04-15 draft of the schema), not from the document.
 *
 * That draft requires a 3.1 `info.license` to carry `identifier` or `url`; the published
 * OpenAPI 3.1 specification requires only `name`, with `identifier` and `url` mutually exclusive.
 * Real repositories write `"license": { "name": "MIT" }` and the reference implementation builds
 * them, so a license that is valid under the published specification is not reported.
 */
export function withoutKnownSchemaQuirks<T extends { instancePath?: string }>(
  details: readonly T[],
  document: unknown,
): T[] {
  const info = (document as { openapi?: unknown; info?: { license?: unknown } } | undefined) ?? {};
  const isOpenApi31 = typeof info.openapi === 'string' && info.openapi.startsWith('3.1');
  if (!isOpenApi31 || !isLicenseValidUnderPublishedSpec(info.info?.license)) return [...details];
  return details.filter((detail) => detail.instancePath !== '/info/license');
}

function isLicenseValidUnderPublishedSpec(license: unknown): boolean {
  if (license === null || typeof license !== 'object' || Array.isArray(license)) return false;
  const { name, identifier, url } = license as Record<string, unknown>;
  if (typeof name !== 'string') return false;
  if (identifier !== undefined && url !== undefined) return false;
  if (identifier !== undefined && typeof identifier !== 'string') return false;
  if (url !== undefined && typeof url !== 'string') return false;
  return true;
}
