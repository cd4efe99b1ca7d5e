import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  compileValidator,
  schemaValidatorSource,
  VALIDATOR_FILES,
  type SchemaVersion,
} from './openapi-schema-validator-sources.ts';
import { validateAgainstSchema } from './validate-against-schema.ts';

/** The validator swagger-parser 13 would compile at run time (its Ajv options and schema). */
function compiledAtRunTime(version: SchemaVersion): (api: object) => unknown[] {
  const validate = compileValidator(version, false).validate as ((api: object) => boolean) & {
    errors?: unknown[] | null;
  };
  return (api) => (validate(api) ? [] : [...(validate.errors ?? [])]);
}

const documents = (openapi: string): object[] => [
  {
    openapi,
    info: { title: 'Valid', version: '1' },
    paths: { '/pets': { get: { responses: { '200': { description: 'ok' } } } } },
  },
  { openapi, info: { version: 1 }, paths: { '/pets': { get: { responses: { '200': {} } }, fetch: {} } } },
  {
    openapi,
    info: { title: 'T', version: '1' },
    paths: { pets: { get: { parameters: [{ name: 'id', in: 'cookie-jar' }], responses: {} } } },
    components: { schemas: { Pet: { type: 'object', required: 'name' } } },
  },
  {
    openapi,
    info: { title: 'T', version: '1' },
    paths: {},
    servers: [{ url: 1 }],
    tags: [{ name: 't' }, { name: 't' }],
    'x-extra': true,
    extra: true,
  },
];

describe('the generated OpenAPI schema validators', () => {
  it.each(Object.entries(VALIDATOR_FILES))(
    'are what Ajv generates today for %s (regenerate with packages/openapi/scripts/generate-schema-validators.ts)',
    async (version, file) => {
      const checkedIn = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(checkedIn === schemaValidatorSource(version as SchemaVersion)).toBe(true);
    },
  );

  it.each([
    ['3.0', '3.0.3'],
    ['3.1', '3.1.0'],
  ] as const)('report exactly the problems of the schema compiled at run time (OpenAPI %s)', (version, openapi) => {
    const expected = compiledAtRunTime(version);
    for (const document of documents(openapi))
      expect(validateAgainstSchema(document as { openapi: string })).toEqual(expected(document));
    expect(validateAgainstSchema(documents(openapi)[0] as { openapi: string })).toEqual([]);
    expect(validateAgainstSchema(documents(openapi)[1] as { openapi: string }).length).toBeGreaterThan(0);
  });
});
