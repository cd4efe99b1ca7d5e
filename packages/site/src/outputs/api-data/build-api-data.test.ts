import { describe, expect, it } from 'vitest';
import { prepareOperations } from '../../api-reference/openapi/prepare-operations.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { renderSite } from '../../render-site.ts';
import { sampleSite } from '../../testing/sample-site.ts';
import type { ApiIndex, ApiOperationData } from './api-data-format.ts';
import { buildApiData } from './build-api-data.ts';

function filesOf(input = sampleSite()) {
  const files = renderSite(input);
  return (urlPath: string): unknown => {
    const file = files.find((f) => f.urlPath === urlPath);
    if (file === undefined) throw new Error(`no ${urlPath}`);
    return JSON.parse(String(file.body));
  };
}

describe('/_folio/api/ data files', () => {
  it('indexes every operation page with its method, path, id and page URL', () => {
    const index = filesOf()('/_folio/api/index.json') as ApiIndex;
    expect(index.channels).toEqual([]);
    expect(index.operations.filter((op) => op.url.startsWith('/en/v2/'))).toEqual([
      {
        kind: 'operation',
        method: 'GET',
        path: '/pets/{petId}',
        summary: 'Get a pet',
        document: 'openapi.json',
        url: '/en/v2/api/get-a-pet',
        data: '/_folio/api/en/v2/api/get-a-pet.json',
      },
      {
        kind: 'operation',
        method: 'POST',
        path: '/pets',
        summary: 'Create a pet',
        document: 'openapi.json',
        url: '/en/v2/api/create-a-pet',
        data: '/_folio/api/en/v2/api/create-a-pet.json',
      },
    ]);
  });

  it('writes an operation with parameters, request and responses, $refs resolved and cycles marked', () => {
    const read = filesOf();
    const get = read('/_folio/api/en/v2/api/get-a-pet.json') as ApiOperationData;
    expect(get.parameters.map((p) => `${p.in}:${p.name}${p.required ? '!' : ''}`)).toEqual([
      'path:petId!',
      'query:fields',
      'header:X-Request-Id!',
      'cookie:session',
    ]);
    expect(get.parameters[0]!.schema).toEqual({ type: 'integer', format: 'int64', example: 7 });
    expect(get.security).toEqual([[{ scheme: 'bearer', type: 'bearer', in: 'header', name: 'Authorization' }]]);
    const ok = get.responses.find((r) => r.status === '200')!;
    expect(ok.contentType).toBe('application/json');
    expect(ok.schema).toMatchObject({
      type: 'object',
      required: ['id', 'name'],
      properties: { name: { type: 'string', description: 'The pet name.' } },
    });
    expect((ok.schema as { properties: { parent: unknown } }).properties.parent).toEqual({
      $ref: '#/components/schemas/Pet',
      circular: true,
    });
    const post = read('/_folio/api/en/v2/api/create-a-pet.json') as ApiOperationData;
    expect(post.requestBody).toMatchObject({ contentType: 'application/json', required: true });
    expect(JSON.stringify(post.requestBody!.schema)).toContain('"barks"');
    expect(post.responses[0]).toMatchObject({ status: '201', description: 'Created.' });
  });

  it('bounds a schema graph that multiplies when inlined, and says it was cut', () => {
    const input = sampleSite();
    const document = input.specs[0]!.document as { components: { schemas: Record<string, unknown> } };
    // Each level refers to the next one 3 times: inlined in full, 3^20 nodes.
    for (let level = 0; level < 20; level++) {
      const properties: Record<string, unknown> = {};
      for (let i = 0; i < 3; i++) properties[`p${i}`] = { $ref: `#/components/schemas/L${level + 1}` };
      document.components.schemas[`L${level}`] = { type: 'object', description: 'x'.repeat(200), properties };
    }
    document.components.schemas.L20 = { type: 'string' };
    document.components.schemas.Pet = { $ref: '#/components/schemas/L0' };
    // The data alone: the reference page's own renderer is not what this measures.
    const operations = prepareOperations(
      input.pages,
      input.specs,
      () => {},
      () => {},
    );
    const started = performance.now();
    const files = buildApiData(input.pages, operations, pageUrl);
    expect(performance.now() - started).toBeLessThan(5_000);
    const file = files.find((f) => f.urlPath === '/_folio/api/en/v2/api/get-a-pet.json')!;
    expect(Buffer.byteLength(String(file.body))).toBeLessThanOrEqual(96 * 1024);
    const data = JSON.parse(String(file.body)) as ApiOperationData;
    expect(data.truncated).toBe(true);
    expect(String(file.body)).toContain('"truncated":true');
  });
});
