import { describe, expect, it } from 'vitest';
import { matchOperation } from './match-operation.ts';
import { parseOperationRef } from './parse-operation-ref.ts';
import type { HttpMethod, LoadedSpec, Operation } from './types.ts';

function operation(method: HttpMethod, path: string, kind: Operation['kind'] = 'operation'): Operation {
  return { kind, method, path, tags: [], deprecated: false, hidden: false, excluded: false, pointer: `/paths/${path}` };
}

function spec(source: string, operations: Operation[], ok = true): LoadedSpec {
  return { source, ok, operations, tags: [], servers: [], diagnostics: [] };
}

function match(entry: string, specs: LoadedSpec[]) {
  const ref = parseOperationRef(entry);
  if (ref === undefined) throw new Error(`not a reference: ${entry}`);
  return matchOperation(ref, specs);
}

const petstore = spec('api/openapi.yaml', [
  operation('GET', '/pets'),
  operation('POST', '/pets/'),
  operation('POST', 'newPet', 'webhook'),
]);
const v2 = spec('v2.json', [operation('GET', '/pets'), operation('GET', '/owners')]);

describe('matchOperation', () => {
  it('matches method and path exactly', () => {
    const result = match('GET /pets', [petstore]);
    expect(result).toEqual({ spec: petstore, operation: petstore.operations[0] });
  });

  it('matches webhooks by name', () => {
    expect(match('webhook newPet', [petstore])).toMatchObject({ operation: { kind: 'webhook', path: 'newPet' } });
  });

  it('does not match a lower-case method, and says to write it upper case', () => {
    expect(match('get /pets', [petstore])).toEqual({
      code: 'METHOD_CASE',
      hint: 'write GET /pets (methods are upper case)',
    });
    expect(match('openapi get /pets', [petstore])).toEqual({
      code: 'METHOD_CASE',
      hint: 'write openapi GET /pets (methods are upper case)',
    });
  });

  it('does not match when the trailing slash differs, and names the path that exists', () => {
    const added = match('GET /pets/', [petstore]);
    expect(added).toEqual({
      code: 'TRAILING_SLASH',
      hint: 'the document has GET /pets (without a trailing slash): write GET /pets',
    });
    const missing = match('POST /pets', [petstore]);
    expect(missing).toMatchObject({
      code: 'TRAILING_SLASH',
      hint: expect.stringContaining('POST /pets/ (with a trailing slash)'),
    });
  });

  it('names the document by path, file name, file name without extension, leading / ignored', () => {
    for (const token of ['api/openapi.yaml', '/api/openapi.yaml', 'openapi.yaml', 'openapi', './api/openapi.yaml']) {
      expect(match(`${token} GET /pets`, [petstore, v2]), token).toMatchObject({
        spec: { source: 'api/openapi.yaml' },
      });
    }
    expect(match('v2 GET /pets', [petstore, v2])).toMatchObject({ spec: { source: 'v2.json' } });
  });

  it('names a URL document by its URL', () => {
    const remote = spec('https://example.com/openapi.json', [operation('GET', '/pets')]);
    expect(match('https://example.com/openapi.json GET /pets', [remote])).toMatchObject({ spec: remote });
  });

  it('reports an unknown spec token with the documents that exist', () => {
    expect(match('v3 GET /pets', [petstore, v2])).toEqual({
      code: 'UNKNOWN_SPEC',
      hint: 'no OpenAPI document is named "v3"; use one of "api/openapi.yaml", "v2.json" (path, file name, or file name without extension)',
    });
  });

  it('matches across several documents without a token, and calls the same operation in two ambiguous', () => {
    expect(match('GET /owners', [petstore, v2])).toMatchObject({ spec: v2 });
    expect(match('GET /pets', [petstore, v2])).toEqual({
      code: 'AMBIGUOUS',
      hint: 'GET /pets is in "api/openapi.yaml" and "v2.json": name the document, e.g. "api/openapi.yaml GET /pets"',
    });
  });

  it('explains a missing operation: other methods on the path, or nothing at all', () => {
    expect(match('DELETE /pets', [petstore])).toEqual({
      code: 'NO_SUCH_OPERATION',
      hint: '"api/openapi.yaml" has GET /pets; use one of those',
    });
    expect(match('GET /toys', [petstore])).toMatchObject({
      code: 'NO_SUCH_OPERATION',
      hint: expect.stringContaining('no operation GET /toys in "api/openapi.yaml"'),
    });
    expect(match('webhook oldPet', [petstore])).toMatchObject({ hint: expect.stringContaining('no webhook "oldPet"') });
  });

  it('points at openapi-check when the only document could not be loaded', () => {
    expect(match('GET /pets', [spec('broken.yaml', [], false)])).toEqual({
      code: 'NO_SUCH_OPERATION',
      hint: '"broken.yaml" could not be loaded: run `folio openapi-check broken.yaml`',
    });
    expect(match('GET /pets', [])).toMatchObject({
      code: 'NO_SUCH_OPERATION',
      hint: expect.stringContaining('no OpenAPI document is in scope'),
    });
  });

  it("names the document's first error when the only document cannot be used", () => {
    const broken = {
      ...spec('broken.yaml', [], false),
      diagnostics: [
        {
          code: 'OPENAPI_PARSE_ERROR',
          severity: 'error' as const,
          message: 'bad YAML',
          file: 'broken.yaml',
          line: 3,
          column: 5,
        },
      ],
    };
    expect(match('GET /pets', [broken])).toEqual({
      code: 'NO_SUCH_OPERATION',
      hint: '"broken.yaml" cannot be used: the problem at broken.yaml:3:5: bad YAML (OPENAPI_PARSE_ERROR)',
    });
  });

  it('says why an operation its document left out is missing', () => {
    const partial: LoadedSpec = {
      ...spec('store.yaml', [operation('GET', '/products')]),
      skipped: [
        {
          operation: operation('GET', '/orders'),
          reason: {
            code: 'OPENAPI_REF_NOT_FOUND',
            severity: 'error',
            message: '$ref "#/components/schemas/Ordr" points to nothing',
            file: 'store.yaml',
            path: 'paths["/orders"].get.responses["200"].$ref',
            line: 12,
            column: 9,
          },
        },
      ],
    };
    expect(match('store GET /orders', [partial])).toEqual({
      code: 'OPERATION_SKIPPED',
      hint: '"store.yaml" leaves GET /orders out because it reaches the problem at store.yaml:12:9 paths["/orders"].get.responses["200"].$ref: $ref "#/components/schemas/Ordr" points to nothing (OPENAPI_REF_NOT_FOUND); fix that problem and the operation renders',
    });
  });
});
