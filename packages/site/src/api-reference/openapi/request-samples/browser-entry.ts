// The entry of the site's request-samples bundle (`assets/generated/request-samples.js`, written
// by `npm run samples:bundle`): the playground script loads it when the reader first edits a
// request, and calls `folioRequestSamples.generate` to redraw the samples from what they typed.
import { generateSamples } from './generate-samples.ts';

(globalThis as unknown as { folioRequestSamples: { generate: typeof generateSamples } }).folioRequestSamples = {
  generate: generateSamples,
};
