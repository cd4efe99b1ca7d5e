// The site's request-samples bundle is kept in the repository (see scripts/build/bundle-request-samples.ts):
// it must be what the installed @readme/httpsnippet and today's sources make.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleRequestSamples, REQUEST_SAMPLES_BUNDLE } from '../scripts/build/bundle-request-samples.ts';

describe('the request-samples bundle', () => {
  it('is what the installed httpsnippet and the sources make (rewrite it with scripts/write-request-samples-bundle.ts)', async () => {
    const kept = readFileSync(REQUEST_SAMPLES_BUNDLE, 'utf8');
    expect(kept === (await bundleRequestSamples())).toBe(true);
  }, 60_000);

  it('generates samples in a browser-like global scope, without Node modules', async () => {
    const scope: { folioRequestSamples?: { generate: (request: unknown, ids: string[]) => { code: string }[] } } = {};
    new Function('globalThis', 'window', 'self', readFileSync(REQUEST_SAMPLES_BUNDLE, 'utf8'))(scope, scope, scope);
    const samples = scope.folioRequestSamples!.generate(
      { method: 'GET', url: 'https://api.acme.test/pets', query: [['limit', '2']], headers: [], cookies: [] },
      ['curl', 'python'],
    );
    expect(samples.map((sample) => sample.code.split('\n')[0])).toEqual(['curl --request GET \\', 'import requests']);
  });
});
