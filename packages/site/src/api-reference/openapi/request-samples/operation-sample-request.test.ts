import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OperationDetails } from '../read-operation.ts';
import { operationSampleRequest, SECRET_PLACEHOLDERS } from './operation-sample-request.ts';

const details: OperationDetails = {
  method: 'POST',
  path: '/orgs/{orgId}/keys',
  kind: 'operation',
  deprecated: false,
  servers: ['https://api.acme.test/v1/'],
  parameters: [
    { name: 'orgId', in: 'path', required: true, deprecated: false, example: 'acme inc' },
    { name: 'dry_run', in: 'query', required: false, deprecated: false, example: true },
    { name: 'page', in: 'query', required: false, deprecated: false },
    { name: 'X-Trace', in: 'header', required: true, deprecated: false },
  ],
  requestBody: { required: true, contentType: 'application/json', example: { name: 'ci' } },
  responses: [],
  security: [
    [
      { id: 'key', scheme: { type: 'apiKey', in: 'query', name: 'key' }, scopes: [] },
      { id: 'session', scheme: { type: 'apiKey', in: 'cookie', name: 'sid' }, scopes: [] },
      { id: 'oauth', scheme: { type: 'oauth2', flows: [] }, scopes: ['write'] },
    ],
    [{ id: 'basic', scheme: { type: 'http', scheme: 'basic' }, scopes: [] }],
  ],
  codeSamples: [],
};

describe('operationSampleRequest', () => {
  it("describes the page's first request: examples filled in, the first requirement's credentials as placeholders", () => {
    expect(operationSampleRequest(details)).toEqual({
      method: 'POST',
      url: 'https://api.acme.test/v1/orgs/acme%20inc/keys',
      query: [
        ['key', 'YOUR_API_KEY'],
        ['dry_run', 'true'],
      ],
      headers: [
        ['Authorization', 'Bearer <token>'],
        ['X-Trace', '<X-Trace>'],
        ['Content-Type', 'application/json'],
      ],
      cookies: [['sid', '<api-key>']],
      body: { mimeType: 'application/json', text: '{\n  "name": "ci"\n}' },
    });
    expect(operationSampleRequest(details, 'required').query).toEqual([['key', 'YOUR_API_KEY']]);
  });

  it('uses the placeholders the playground script writes when it redraws the samples', () => {
    const script = readFileSync(new URL('../../../../assets/playground/start.js', import.meta.url), 'utf8');
    for (const [name, placeholder] of Object.entries(SECRET_PLACEHOLDERS))
      expect(script).toContain(`${name}: '${placeholder}'`);
  });

  it('puts a relative or unreadable server under https://api.example.com, since a sample needs a whole URL', () => {
    const url = (server: string | undefined) =>
      operationSampleRequest({ ...details, servers: server === undefined ? [] : [server] }).url;
    expect(url('/v2')).toBe('https://api.example.com/v2/orgs/acme%20inc/keys');
    expect(url('//[broken')).toBe('https://api.example.com/orgs/acme%20inc/keys');
    expect(url('wss://socket.acme.test')).toBe('https://api.example.com/orgs/acme%20inc/keys');
    expect(url(undefined)).toBe('https://api.example.com/orgs/acme%20inc/keys');
  });
});
