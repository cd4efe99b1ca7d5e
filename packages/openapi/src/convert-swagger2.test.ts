import { describe, expect, it } from 'vitest';
import { convertSwagger2 } from './convert-swagger2.ts';
import { loadSpec } from './load-spec.ts';

const PETS_20 = {
  swagger: '2.0',
  info: { title: 'Pets', version: '1.0.0' },
  host: 'api.example.com',
  basePath: '/v1',
  schemes: ['https'],
  paths: {
    '/pets': {
      get: {
        produces: ['application/json'],
        parameters: [{ name: 'limit', in: 'query', type: 'integer' }],
        responses: { 200: { description: 'ok', schema: { type: 'array', items: { $ref: '#/definitions/Pet' } } } },
      },
    },
  },
  definitions: { Pet: { type: 'object', properties: { id: { type: 'integer' } } } },
};

describe('convertSwagger2', () => {
  it('converts a 2.0 document into a valid OpenAPI 3.0 document without touching its input', async () => {
    const input = structuredClone(PETS_20);
    const result = await convertSwagger2(input);
    expect(input).toEqual(PETS_20);
    expect(result.error).toBeUndefined();
    expect(result.warnings).toEqual([]);
    const document = result.document!;
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.servers).toEqual([{ url: 'https://api.example.com/v1' }]);
    expect(JSON.stringify(document)).toContain('#/components/schemas/Pet');

    const loaded = await loadSpec('openapi.json', { readFile: async () => JSON.stringify(document) });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.ok).toBe(true);
    expect(loaded.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /pets']);
  });

  it('reports what was repaired or lost, with a pointer, and leaves no converter notes in the output', async () => {
    const lossy = structuredClone(PETS_20) as Record<string, unknown>;
    lossy.paths = {
      '/pets/{id}': {
        get: {
          // A path parameter without `required: true` is repaired; an ssv header cannot be carried over.
          parameters: [{ name: 'id', in: 'path', type: 'string' }],
          responses: {
            200: {
              description: 'ok',
              headers: { 'X-Tags': { type: 'array', items: { type: 'string' }, collectionFormat: 'ssv' } },
            },
          },
        },
      },
    };
    const result = await convertSwagger2(lossy);
    expect(result.document).toBeDefined();
    expect(result.warnings).toContainEqual({
      message: 'collectionFormat:ssv is no longer supported for headers',
      pointer: '/paths/~1pets~1{id}/get/responses/200/headers/X-Tags',
    });
    expect(result.warnings.some((w) => w.pointer === '' && /repaired in conversion/.test(w.message))).toBe(true);
    expect(JSON.stringify(result.document)).not.toContain('x-folio-conversion-warning');
  });

  it('returns an error instead of throwing when the document is not 2.0', async () => {
    const result = await convertSwagger2({ swagger: '1.2', info: {} });
    expect(result.document).toBeUndefined();
    expect(result.error).toMatch(/Unsupported swagger\/OpenAPI version: 1\.2/);
  });
});
