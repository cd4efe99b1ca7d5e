// Rewrites packages/site/assets/generated/request-samples.generated.js after @readme/httpsnippet or
// packages/site/src/api-reference/openapi/request-samples changes:
// `node --import tsx scripts/write-request-samples-bundle.ts`.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { bundleRequestSamples, REQUEST_SAMPLES_BUNDLE } from './build/bundle-request-samples.ts';

await mkdir(dirname(REQUEST_SAMPLES_BUNDLE), { recursive: true });
await writeFile(REQUEST_SAMPLES_BUNDLE, await bundleRequestSamples());
console.log(`wrote ${REQUEST_SAMPLES_BUNDLE}`);
