import { HTTPSnippet } from '@readme/httpsnippet';
import { SAMPLE_LANGUAGES } from '@folio/docs-config';
import { describe, expect, it } from 'vitest';
import { canGenerate, generateSamples } from './generate-samples.ts';
import { SAMPLE_CLIENTS } from './sample-clients.ts';
import type { SampleRequest } from './sample-request.ts';

const REQUESTS: Record<string, SampleRequest> = {
  json: {
    method: 'POST',
    url: 'https://api.acme.test:8443/v1/pets/42',
    query: [
      ['tag', 'it\'s a "dog" & $HOME'],
      ['tag', 'b'],
      ['limit', '10'],
    ],
    headers: [
      ['Authorization', 'Bearer <token>'],
      ['X-Request-Id', 'a b'],
      ['Content-Type', 'application/json'],
    ],
    cookies: [['session', 'abc 1']],
    body: { mimeType: 'application/json', text: '{"name":"Rex","tags":["a","b"],"age":3,"owner":{"id":null}}' },
  },
  form: {
    method: 'POST',
    url: 'https://auth.acme.test/oauth/token',
    query: [],
    headers: [['Content-Type', 'application/x-www-form-urlencoded']],
    cookies: [],
    body: { mimeType: 'application/x-www-form-urlencoded', text: 'grant_type=client_credentials&scope=read%20write' },
  },
  get: { method: 'get', url: 'https://api.acme.test/pets', query: [], headers: [['X-API-Key', 'k']], cookies: [] },
};

/** The same request as httpsnippet's own input (a HAR request), for its own `HTTPSnippet` class. */
function har(request: SampleRequest) {
  const isForm = request.body?.mimeType === 'application/x-www-form-urlencoded';
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: 'HTTP/1.1',
    queryString: request.query.map(([name, value]) => ({ name, value })),
    headers: request.headers.map(([name, value]) => ({ name, value })),
    cookies: request.cookies.map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
    postData:
      request.body === undefined
        ? { mimeType: 'application/octet-stream' }
        : isForm
          ? {
              mimeType: request.body.mimeType,
              params: [...new URLSearchParams(request.body.text)].map(([name, value]) => ({ name, value })),
            }
          : { mimeType: request.body.mimeType, text: request.body.text },
  };
}

describe('generateSamples', () => {
  it('writes what httpsnippet itself writes for the same request, in every language it generates', () => {
    const ids = SAMPLE_LANGUAGES.map((language) => language.id).filter(canGenerate);
    for (const [name, request] of Object.entries(REQUESTS)) {
      for (const sample of generateSamples(request, ids)) {
        const client = SAMPLE_CLIENTS[sample.id];
        const [expected] = new HTTPSnippet(har(request) as never).convert(client.target as never, client.client);
        const finished = client.finish === undefined ? expected : client.finish(expected as string);
        expect(sample.code, `${name} in ${sample.id}`).toBe(finished);
      }
    }
  });

  it('generates every default language, Rust through Folio’s reqwest target', () => {
    const ids = SAMPLE_LANGUAGES.slice(0, 14).map((language) => language.id);
    const generated = generateSamples(REQUESTS.get!, ids).map((sample) => sample.id);
    expect(generated).toEqual(ids);
    expect(generated).toContain('rust');
  });

  it('quotes the here-document of a JSON body holding a quote, so the shell expands nothing in it', () => {
    const [curl] = generateSamples(
      { ...REQUESTS.get!, method: 'POST', body: { mimeType: 'application/json', text: '{"note":"it\'s $HOME `id`"}' } },
      ['curl'],
    );
    expect(curl!.code).toContain('--data @- <<\'EOF\'\n{\n  "note": "it\'s $HOME `id`"\n}\nEOF');
  });

  it('types the options of the TypeScript sample', () => {
    const [ts] = generateSamples(REQUESTS.json!, ['typescript']);
    expect(ts!.code).toContain('const options: RequestInit = {');
    expect(ts!.lang).toBe('typescript');
  });

  it('generates nothing for a URL no program could call, rather than throwing', () => {
    expect(generateSamples({ ...REQUESTS.get!, url: '//[broken/pets' }, ['curl'])).toEqual([]);
    expect(generateSamples({ ...REQUESTS.get!, url: '/v1/pets' }, ['curl'])).toEqual([]);
  });
});
