import { formatDiagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { loadSpec } from './load-spec.ts';
import type { SpecIO } from './types.ts';

/** A repository held in memory: path → content. */
function repo(files: Record<string, string>, fetchUrl?: SpecIO['fetchUrl']): SpecIO & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    readFile: async (path) => {
      reads.push(path);
      return files[path];
    },
    ...(fetchUrl ? { fetchUrl } : {}),
  };
}

const PETS_30 = `openapi: 3.0.3
info:
  title: Pets
  version: 1.2.0
servers:
  - url: https://{region}.pets.example.com/v1
    variables:
      region:
        default: eu
tags:
  - name: pets
    x-group: Pet store
paths:
  /pets:
    post:
      summary: Create a pet
      tags: [pets]
      responses:
        '201':
          description: created
    get:
      summary: List pets
      tags: [pets]
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pets'
components:
  schemas:
    Pets:
      type: array
      items:
        type: string
`;

const codes = (spec: { diagnostics: { code: string }[] }) => spec.diagnostics.map((d) => d.code);

describe('loadSpec: valid documents', () => {
  it('loads an OpenAPI 3.0 YAML document with operations, tags, servers and title', async () => {
    const spec = await loadSpec('/api/openapi.yaml', repo({ 'api/openapi.yaml': PETS_30 }));
    expect(spec.diagnostics).toEqual([]);
    expect(spec.ok).toBe(true);
    expect(spec.source).toBe('api/openapi.yaml');
    expect(spec.version).toBe('3.0.3');
    expect(spec.title).toBe('Pets');
    expect(spec.apiVersion).toBe('1.2.0');
    // get before post, whatever the order in the file (COMPAT.md).
    expect(spec.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /pets', 'POST /pets']);
    expect(spec.operations[0]).toMatchObject({
      kind: 'operation',
      summary: 'List pets',
      tags: ['pets'],
      pointer: '/paths/~1pets/get',
    });
    expect(spec.tags).toEqual([{ name: 'pets', group: 'Pet store' }]);
    expect(spec.servers).toEqual(['https://eu.pets.example.com/v1']);
    expect((spec.document!.info as { title: string }).title).toBe('Pets');
    // The returned document is the one parsed, not dereferenced.
    expect(JSON.stringify(spec.document)).toContain('#/components/schemas/Pets');
  });

  it('loads an OpenAPI 3.1 JSON document with webhooks after the paths', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Hooks', version: '1' },
      webhooks: { 'pet.created': { post: { summary: 'Pet created', responses: { '200': { description: 'ok' } } } } },
      paths: {
        '/pets/{id}': {
          delete: {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '204': { description: 'gone' } },
          },
        },
      },
    };
    const spec = await loadSpec('./openapi.json', repo({ 'openapi.json': JSON.stringify(doc, null, 2) }));
    expect(spec.diagnostics).toEqual([]);
    expect(spec.ok).toBe(true);
    expect(spec.version).toBe('3.1.0');
    expect(spec.operations.map((o) => [o.kind, o.method, o.path, o.pointer])).toEqual([
      ['operation', 'DELETE', '/pets/{id}', '/paths/~1pets~1{id}/delete'],
      ['webhook', 'POST', 'pet.created', '/webhooks/pet.created/post'],
    ]);
  });
  it('accepts circular schemas', async () => {
    const text = `openapi: 3.0.3
info: {title: Tree, version: "1"}
paths:
  /nodes:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Node"}
components:
  schemas:
    Node:
      type: object
      properties:
        children: {type: array, items: {$ref: "#/components/schemas/Node"}}
`;
    const spec = await loadSpec('tree.yaml', repo({ 'tree.yaml': text }));
    expect(spec.diagnostics).toEqual([]);
    expect(spec.operations.map((o) => o.path)).toEqual(['/nodes']);
  });

  it('accepts a 3.1 document with webhooks and no paths, but not a 3.0 document without paths', async () => {
    const hooks = await loadSpec(
      'a.yaml',
      repo({
        'a.yaml':
          'openapi: 3.1.0\ninfo: {title: t, version: "1"}\nwebhooks:\n  ping:\n    post:\n      responses:\n        "200": {description: ok}\n',
      }),
    );
    expect(hooks.diagnostics).toEqual([]);
    expect(hooks.operations.map((o) => `${o.kind} ${o.path}`)).toEqual(['webhook ping']);
    const bare = await loadSpec('b.yaml', repo({ 'b.yaml': 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\n' }));
    expect(bare.ok).toBe(false);
    expect(bare.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_NO_PATHS',
        severity: 'error',
        file: 'b.yaml',
        message: '"b.yaml" has no "paths", which OpenAPI requires',
      }),
    ]);
  });
});

describe('loadSpec: documents that are not OpenAPI 3', () => {
  it('refuses OpenAPI 2.0 and names the convert command', async () => {
    const spec = await loadSpec(
      'api/swagger.json',
      repo({
        'api/swagger.json': '{\n  "swagger": "2.0",\n  "info": {"title": "x", "version": "1"},\n  "paths": {}\n}',
      }),
    );
    expect(spec.ok).toBe(false);
    expect(spec.operations).toEqual([]);
    expect(spec.diagnostics).toHaveLength(1);
    const [diagnostic] = spec.diagnostics;
    expect(diagnostic).toMatchObject({
      code: 'OPENAPI_V2_UNSUPPORTED',
      severity: 'error',
      file: 'api/swagger.json',
      line: 2,
      column: 3,
    });
    expect(diagnostic?.message).toContain('OpenAPI 2.0 is not supported; convert to OpenAPI 3');
    expect(diagnostic?.hint).toContain('folio openapi-check --convert api/swagger-v3.json api/swagger.json');
  });

  it('reports JSON that is not an OpenAPI document', async () => {
    const spec = await loadSpec(
      'docs.json',
      repo({ 'docs.json': '{"name": "Acme", "navigation": {"openapi": "x.yaml"}}' }),
    );
    expect(spec.ok).toBe(false);
    expect(codes(spec)).toEqual(['OPENAPI_NOT_OPENAPI']);
    expect(spec.diagnostics[0]?.message).toBe(
      '"docs.json" is not an OpenAPI document: it has no top-level "openapi" key',
    );
  });

  it('reports a top level that is not an object', async () => {
    const spec = await loadSpec('list.yaml', repo({ 'list.yaml': '- a\n- b\n' }));
    expect(codes(spec)).toEqual(['OPENAPI_NOT_OPENAPI']);
    expect(spec.diagnostics[0]?.message).toContain('not an OpenAPI document: its top level is an array');
  });

  it('refuses versions other than 3.0.x / 3.1.x, and unquoted numbers', async () => {
    const v32 = await loadSpec(
      'a.yaml',
      repo({ 'a.yaml': 'openapi: 3.2.0\ninfo: {title: t, version: "1"}\npaths: {}\n' }),
    );
    expect(codes(v32)).toEqual(['OPENAPI_VERSION_UNSUPPORTED']);
    expect(v32.diagnostics[0]).toMatchObject({ line: 1, column: 1, path: 'openapi' });
    const number = await loadSpec(
      'b.yaml',
      repo({ 'b.yaml': 'openapi: 3.1\ninfo: {title: t, version: "1"}\npaths: {}\n' }),
    );
    expect(number.diagnostics[0]?.message).toBe('"openapi" must be a string such as "3.1.0"; found a number, 3.1');
    expect(number.diagnostics[0]?.hint).toBe('Quote the version: openapi: "3.1.0".');
  });
});

describe('loadSpec: syntax and validation errors', () => {
  it('reports a YAML syntax error with line and column', async () => {
    const text = 'openapi: 3.0.3\ninfo:\n  title: t\n  version: "1"\npaths: {}\n  extra: 1\n';
    const spec = await loadSpec('bad.yaml', repo({ 'bad.yaml': text }));
    expect(spec.ok).toBe(false);
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_PARSE_ERROR',
        file: 'bad.yaml',
        line: 6,
        column: 1,
        message: 'invalid YAML in "bad.yaml": All mapping items must start at the same column',
      }),
    ]);
  });

  it('reports a duplicate YAML key at the second occurrence', async () => {
    const spec = await loadSpec('dup.yaml', repo({ 'dup.yaml': 'openapi: 3.0.3\nopenapi: 3.1.0\n' }));
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_PARSE_ERROR',
        line: 2,
        column: 1,
        message: 'invalid YAML in "dup.yaml": Map keys must be unique',
      }),
    ]);
  });

  it('reports a JSON syntax error with line and column', async () => {
    const spec = await loadSpec('bad.json', repo({ 'bad.json': '{\n  "openapi": "3.0.3",\n  "info": }\n' }));
    expect(spec.diagnostics).toHaveLength(1);
    expect(spec.diagnostics[0]).toMatchObject({ code: 'OPENAPI_PARSE_ERROR', line: 3, column: 11 });
    expect(spec.diagnostics[0]?.message).toBe('invalid JSON in "bad.json": Unexpected token \'}\'');
  });

  it('reports a missing `info` with its pointer and line, as an error that costs no operation', async () => {
    const text = 'openapi: 3.0.3\npaths:\n  /a:\n    get:\n      responses:\n        "200": {description: ok}\n';
    const spec = await loadSpec('openapi.yaml', repo({ 'openapi.yaml': text }));
    expect(spec.ok).toBe(true);
    expect(spec.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /a']);
    expect(spec.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'OPENAPI_INVALID',
        severity: 'error',
        file: 'openapi.yaml',
        line: 1,
        column: 1,
        message: "#/ must have required property 'info'",
      }),
    );
  });

  it('places a validation error in a nested value at its line', async () => {
    const text =
      'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n          bogus: 1\n';
    const spec = await loadSpec('openapi.yaml', repo({ 'openapi.yaml': text }));
    const diagnostic = spec.diagnostics.find((d) => d.message.includes('bogus'));
    expect(diagnostic).toMatchObject({
      code: 'OPENAPI_INVALID',
      line: 9,
      column: 11,
      path: 'paths["/a"].get.responses["200"].bogus',
    });
    expect(formatDiagnostic(diagnostic!)).toContain(
      'openapi.yaml:9:11 paths["/a"].get.responses["200"].bogus: error #/paths/~1a/get/responses/200 must NOT have additional properties ("bogus")',
    );
  });

  it('points an unquoted info.version at its line', async () => {
    const spec = await loadSpec(
      'v.yaml',
      repo({ 'v.yaml': 'openapi: 3.0.3\ninfo:\n  title: t\n  version: 1.0\npaths: {}\n' }),
    );
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_INVALID',
        line: 4,
        column: 3,
        path: 'info.version',
        message: 'API version number must be a string (e.g. "1.0.0") not a number.',
      }),
    ]);
  });

  it('reports a broken internal $ref where the $ref is written, and skips only the operation using it', async () => {
    const text = PETS_30.replace("$ref: '#/components/schemas/Pets'", "$ref: '#/components/schemas/Pet'");
    const spec = await loadSpec('openapi.yaml', repo({ 'openapi.yaml': text }));
    expect(spec.ok).toBe(true);
    expect(spec.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['POST /pets']);
    expect(spec.skipped?.map((s) => `${s.operation.method} ${s.operation.path} ${s.reason.code}`)).toEqual([
      'GET /pets OPENAPI_REF_NOT_FOUND',
    ]);
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_REF_NOT_FOUND',
        severity: 'error',
        file: 'openapi.yaml',
        line: 30,
        column: 17,
        message:
          '$ref "#/components/schemas/Pet" points to nothing: "openapi.yaml" has no "Pet" under /components/schemas',
      }),
      expect.objectContaining({
        code: 'OPENAPI_OPERATION_SKIPPED',
        severity: 'warning',
        line: 21,
        path: 'paths["/pets"].get',
      }),
    ]);
  });

  it('stops after 25 validation problems and says how many more there are', async () => {
    const paths = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [
        `/p${i}`,
        { get: { responses: { '200': { description: 'ok' } }, bogus: i } },
      ]),
    );
    const doc = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths };
    const spec = await loadSpec('openapi.json', repo({ 'openapi.json': JSON.stringify(doc) }));
    expect(spec.diagnostics).toHaveLength(26);
    expect(spec.diagnostics.at(-1)?.message).toBe('15 more validation problems not shown');
  });
});

describe('loadSpec: external $refs', () => {
  const root = (ref: string) => `openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /pets:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: "${ref}"
`;

  it('resolves a $ref to a sibling file through io.readFile', async () => {
    const io = repo({
      'api/openapi.yaml': root('./schemas/pet.yaml#/Pet'),
      'api/schemas/pet.yaml': 'Pet:\n  type: object\n',
    });
    const spec = await loadSpec('api/openapi.yaml', io);
    expect(spec.diagnostics).toEqual([]);
    expect(spec.ok).toBe(true);
    expect(io.reads).toEqual(['api/openapi.yaml', 'api/schemas/pet.yaml']);
    expect(spec.operations.map((o) => o.path)).toEqual(['/pets']);
    // The bundled copy holds no external reference any more.
    expect(JSON.stringify(spec.bundledDocument)).not.toContain('pet.yaml');
  });

  it('follows a path item kept in another file', async () => {
    const io = repo({
      'openapi.yaml': 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets:\n    $ref: paths/pets.yaml\n',
      'paths/pets.yaml': 'get:\n  summary: List\n  responses:\n    "200": {description: ok}\n',
    });
    const spec = await loadSpec('openapi.yaml', io);
    expect(spec.ok).toBe(true);
    expect(spec.operations.map((o) => `${o.method} ${o.path} ${o.summary}`)).toEqual(['GET /pets List']);
  });

  it('places a validation error found in a referenced file in that file', async () => {
    const io = repo({
      'openapi.yaml':
        'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          $ref: responses.yaml#/Ok\n',
      'responses.yaml': 'Ok:\n  content: {}\n',
    });
    const spec = await loadSpec('openapi.yaml', io);
    expect(spec.operations).toEqual([]);
    expect(spec.skipped).toHaveLength(1);
    expect(spec.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'OPENAPI_INVALID',
        file: 'responses.yaml',
        path: 'Ok',
        line: 1,
        column: 1,
        message: "#/Ok must have required property 'description'",
      }),
    );
  });

  it('refuses a $ref that escapes the repository, without reading it', async () => {
    const io = repo({ 'api/openapi.yaml': root('../../secrets/pet.yaml') });
    const spec = await loadSpec('api/openapi.yaml', io);
    expect(spec.operations).toEqual([]);
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_REF_OUTSIDE_REPO',
        file: 'api/openapi.yaml',
        line: 12,
        message: '$ref "../../secrets/pet.yaml" leads outside the repository',
      }),
      expect.objectContaining({ code: 'OPENAPI_OPERATION_SKIPPED', path: 'paths["/pets"].get' }),
    ]);
    expect(io.reads).toEqual(['api/openapi.yaml']);
  });

  it('never downloads a $ref to a URL', async () => {
    let fetched = 0;
    const io = repo({ 'openapi.yaml': root('https://example.com/pet.yaml') }, async () => {
      fetched++;
      return '';
    });
    const spec = await loadSpec('openapi.yaml', io);
    expect(codes(spec)).toEqual(['OPENAPI_REF_REMOTE', 'OPENAPI_OPERATION_SKIPPED']);
    expect(fetched).toBe(0);
  });

  it('reports a $ref to a missing file', async () => {
    const spec = await loadSpec('openapi.yaml', repo({ 'openapi.yaml': root('./nope.yaml') }));
    expect(spec.diagnostics[0]).toMatchObject({
      code: 'OPENAPI_REF_NOT_FOUND',
      message: '$ref "./nope.yaml" points to "nope.yaml", which does not exist in the repository',
    });
  });

  it('reports a syntax error inside a referenced file at its line', async () => {
    const spec = await loadSpec(
      'openapi.yaml',
      repo({ 'openapi.yaml': root('pet.yaml'), 'pet.yaml': 'type: object\nproperties:\n  name: {}\n title: x\n' }),
    );
    expect(spec.operations).toEqual([]);
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({ code: 'OPENAPI_PARSE_ERROR', file: 'pet.yaml', line: 4, column: 1 }),
      expect.objectContaining({ code: 'OPENAPI_OPERATION_SKIPPED', path: 'paths["/pets"].get' }),
    ]);
  });
});

describe('loadSpec: sources', () => {
  it('reports a missing file', async () => {
    const spec = await loadSpec('/api/missing.yaml', repo({}));
    expect(spec).toMatchObject({ ok: false, source: 'api/missing.yaml', operations: [] });
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_NOT_FOUND',
        file: 'api/missing.yaml',
        message: 'OpenAPI document "api/missing.yaml" not found in the repository',
      }),
    ]);
  });

  it('rejects a path that leaves the repository, and http:// URLs', async () => {
    const io = repo({});
    const outside = await loadSpec('../other/openapi.yaml', io);
    expect(outside.diagnostics[0]).toMatchObject({
      code: 'OPENAPI_SOURCE_INVALID',
      message: 'OpenAPI source "../other/openapi.yaml" points outside the repository',
    });
    const insecure = await loadSpec('http://example.com/openapi.json', io);
    expect(insecure.diagnostics[0]?.message).toContain('uses http://; only https:// URLs are fetched');
    expect(io.reads).toEqual([]);
  });

  it('loads an https:// URL through the injected fetcher', async () => {
    const fetched: string[] = [];
    const io = repo({}, async (url) => {
      fetched.push(url);
      return JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Remote', version: '1' },
        servers: [{ url: '/v2' }],
        paths: { '/x': { get: { responses: { '200': { description: 'ok' } } } } },
      });
    });
    const spec = await loadSpec('https://api.example.com/specs/openapi', io);
    expect(fetched).toEqual(['https://api.example.com/specs/openapi']);
    expect(spec).toMatchObject({ ok: true, source: 'https://api.example.com/specs/openapi', title: 'Remote' });
    expect(spec.operations.map((o) => o.path)).toEqual(['/x']);
    // A relative server URL is relative to the document's URL.
    expect(spec.servers).toEqual(['https://api.example.com/v2']);
  });

  it('reports a failed download, and a missing fetcher, as diagnostics', async () => {
    const failing = repo({}, async () => {
      throw new Error('getaddrinfo ENOTFOUND api.example.com');
    });
    const spec = await loadSpec('https://api.example.com/openapi.json', failing);
    expect(spec.ok).toBe(false);
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_FETCH_FAILED',
        file: 'https://api.example.com/openapi.json',
        message: 'cannot download "https://api.example.com/openapi.json": getaddrinfo ENOTFOUND api.example.com',
      }),
    ]);
    const offline = await loadSpec('https://api.example.com/openapi.json', repo({}));
    expect(codes(offline)).toEqual(['OPENAPI_FETCH_FAILED']);
  });
});

describe('loadSpec: limits', () => {
  it('refuses a YAML alias bomb quickly', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const bomb = `openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\n${levels.join('\n')}\n`;
    const started = performance.now();
    const spec = await loadSpec('bomb.yaml', repo({ 'bomb.yaml': bomb }));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(spec.ok).toBe(false);
    expect(codes(spec)).toEqual(['OPENAPI_TOO_LARGE']);
    expect(spec.diagnostics[0]?.message).toContain('expands its YAML aliases');
  });

  it('refuses a document over the size limit', async () => {
    const spec = await loadSpec('openapi.yaml', repo({ 'openapi.yaml': PETS_30 }), { maxBytes: 100 });
    expect(spec.diagnostics[0]).toMatchObject({
      code: 'OPENAPI_TOO_LARGE',
      message: `"openapi.yaml" is ${PETS_30.length} bytes; the limit is 100 bytes`,
    });
  });
});

describe('OpenAPI 3.1 license (bundled schema quirk)', () => {
  const spec = (license: unknown) =>
    JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1', license }, paths: {} });

  it('accepts a name-only license, as the published 3.1 specification does', async () => {
    const loaded = await loadSpec('a.json', { readFile: async () => spec({ name: 'MIT' }) });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.ok).toBe(true);
  });

  it('still reports a license with both identifier and url, or without a name, as an error', async () => {
    const both = await loadSpec('a.json', {
      readFile: async () => spec({ name: 'MIT', identifier: 'MIT', url: 'https://x.test' }),
    });
    expect(both.diagnostics.map((d) => `${d.severity} ${d.path}`)).toContain('error info.license');
    const nameless = await loadSpec('a.json', { readFile: async () => spec({ url: 'https://x.test' }) });
    expect(nameless.diagnostics[0]).toMatchObject({ severity: 'error', path: 'info.license' });
  });
});
