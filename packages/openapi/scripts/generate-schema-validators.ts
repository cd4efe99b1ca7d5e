// Writes the generated OpenAPI schema validators of packages/openapi/src (see
// openapi-schema-validator-sources.ts): `node --import tsx packages/openapi/scripts/generate-schema-validators.ts`.
import { writeFile } from 'node:fs/promises';
import { schemaValidatorSource, VALIDATOR_FILES, type SchemaVersion } from '../src/openapi-schema-validator-sources.ts';

for (const [version, file] of Object.entries(VALIDATOR_FILES) as [SchemaVersion, string][]) {
  await writeFile(new URL(`../src/${file}`, import.meta.url), schemaValidatorSource(version));
  console.log(`wrote packages/openapi/src/${file}`);
}
