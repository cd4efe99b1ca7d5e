import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '@folio/playground-proxy';
import { main } from '../main.ts';
import type { OpenapiCheckReport } from '../openapi-check-report.ts';
import { createRecordingTerminal } from '../terminal.ts';
import { runOpenapiCheck, type OpenapiCheckDeps } from './openapi-check.ts';

// The playground proxy's self-signed test certificate for api.folio-test.invalid (a test fixture).
const FIXTURES = new URL('../../../playground-proxy/src/testing/fixtures/', import.meta.url);
const TEST_HOST = 'api.folio-test.invalid';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function makeDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-openapi-check-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

async function check(deps: OpenapiCheckDeps, ...args: string[]) {
  const terminal = createRecordingTerminal();
  const code = await runOpenapiCheck(args, terminal, deps);
  return { code, stdout: terminal.stdout, stderr: terminal.stderr };
}

const PETS_30 = `openapi: 3.0.3
info:
  title: Pets
  version: 1.0.0
paths:
  /pets:
    get:
      summary: List pets
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pets'
    post:
      summary: Create a pet
      responses:
        '201':
          description: created
components:
  schemas:
    Pets:
      type: array
      items:
        type: string
`;

const PETS_31 = JSON.stringify(
  {
    openapi: '3.1.0',
    info: { title: 'Pets 3.1', version: '2.0.0' },
    paths: {
      '/pets/{id}': {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { $ref: './schemas/pet.json' } } } },
          },
        },
      },
    },
    webhooks: { newPet: { post: { responses: { '200': { description: 'ok' } } } } },
  },
  null,
  2,
);

const SWAGGER_20 = JSON.stringify({
  swagger: '2.0',
  info: { title: 'Old pets', version: '1.0.0' },
  host: 'api.example.com',
  schemes: ['https'],
  paths: {
    '/pets': {
      get: {
        produces: ['application/json'],
        responses: { 200: { description: 'ok', schema: { $ref: '#/definitions/Pet' } } },
      },
    },
  },
  definitions: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
});

describe('folio openapi-check on files', () => {
  it('passes a valid OpenAPI 3.0 YAML document', async () => {
    const cwd = await makeDir({ 'openapi.yaml': PETS_30 });
    const { code, stdout } = await check({ cwd }, 'openapi.yaml');
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('✔ openapi.yaml is a valid OpenAPI 3.0.3 document ("Pets") with 2 operations');
  });

  it('passes a valid OpenAPI 3.1 JSON document whose $ref reads a file beside it', async () => {
    const cwd = await makeDir({
      'api/v1.json': PETS_31,
      'api/schemas/pet.json': '{ "type": "object", "properties": { "name": { "type": "string" } } }',
    });
    const { code, stdout } = await check({ cwd }, 'api/v1.json', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as OpenapiCheckReport;
    expect(report).toMatchObject({
      source: 'api/v1.json',
      valid: true,
      openapi: '3.1.0',
      title: 'Pets 3.1',
      operations: 2,
      diagnostics: [],
    });
  });

  it('reports a missing info with its JSON pointer and line:column, and exits 1', async () => {
    const cwd = await makeDir({
      'specs/api.yaml':
        'openapi: 3.1.0\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: ok\n',
    });
    const { code, stdout } = await check({ cwd }, 'specs/api.yaml');
    expect(code).toBe(1);
    expect(stdout).toMatch(/^specs\/api\.yaml:1:1: error #\/ must have required property 'info' \(OPENAPI_INVALID\)$/m);
    expect(stdout).toContain('✖ specs/api.yaml is not a valid OpenAPI 3 document: 1 error, 0 warnings');
    const json = JSON.parse((await check({ cwd }, 'specs/api.yaml', '--json')).stdout) as OpenapiCheckReport;
    expect(json.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_INVALID',
        severity: 'error',
        file: 'specs/api.yaml',
        pointer: '',
        line: 1,
        column: 1,
      }),
    ]);
  });

  it('reports a broken $ref at the $ref itself, as a JSON pointer with line:column', async () => {
    const cwd = await makeDir({
      'openapi.yaml': PETS_30.replace("'#/components/schemas/Pets'", "'#/components/schemas/Nope'"),
    });
    const { code, stdout } = await check({ cwd }, 'openapi.yaml');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^openapi\.yaml:15:17 #\/paths\/~1pets\/get\/responses\/200\/content\/application~1json\/schema\/\$ref: error \$ref "#\/components\/schemas\/Nope" points to nothing: .* \(OPENAPI_REF_NOT_FOUND\)$/m,
    );
  });

  it('refuses a $ref that leaves the document folder', async () => {
    const cwd = await makeDir({
      'secret.yaml': 'type: string\n',
      'api/openapi.yaml': PETS_30.replace("'#/components/schemas/Pets'", "'../secret.yaml'"),
    });
    const { code, stdout } = await check({ cwd }, 'api/openapi.yaml');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^api\/openapi\.yaml:15:17 .*: error \$ref "\.\.\/secret\.yaml" leads outside the repository \(OPENAPI_REF_OUTSIDE_REPO\)$/m,
    );
  });

  it('calls a document whose only problem is an unused dangling $ref valid, and says the finding is a warning only', async () => {
    const unused = PETS_30.replace(
      '    Pets:\n',
      "    Cart:\n      type: object\n      properties:\n        user:\n          $ref: '#/components/schemas/User'\n    Pets:\n",
    );
    const cwd = await makeDir({ 'openapi.yaml': unused });
    const { code, stdout } = await check({ cwd }, 'openapi.yaml');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^openapi\.yaml:27:11 #\/components\/schemas\/Cart\/properties\/user\/\$ref: warning \$ref "#\/components\/schemas\/User" points to nothing: .* \(no operation uses this value, so every page renders\) \(OPENAPI_REF_NOT_FOUND\)$/m,
    );
    expect(stdout).toContain(
      '✔ openapi.yaml is a valid OpenAPI 3.0.3 document ("Pets") with 2 operations (0 errors, 1 warning; warnings only: every operation renders)',
    );
  });

  it('calls a path parameter with `required: false` a warning with its fix, and the document valid', async () => {
    const cwd = await makeDir({
      'v1.json': PETS_31.replace('"required": true', '"required": false'),
      'schemas/pet.json': '{ "type": "object" }',
    });
    const { code, stdout } = await check({ cwd }, 'v1.json', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      valid: true,
      operations: 2,
      skipped: [],
      diagnostics: [
        {
          code: 'OPENAPI_PATH_PARAMETER_OPTIONAL',
          severity: 'warning',
          pointer: '/paths/~1pets~1{id}/get/parameters/0/required',
          hint: 'Write `required: true` on the parameter.',
        },
      ],
    });
  });

  it('exits 1 for a broken shared response and names the operations a build leaves out', async () => {
    const shared = `${PETS_30.replace(
      '          description: created\n',
      "          description: created\n        '400':\n          $ref: '#/components/responses/Bad'\n",
    ).replace(
      "                $ref: '#/components/schemas/Pets'\n",
      "                $ref: '#/components/schemas/Pets'\n        '400':\n          $ref: '#/components/responses/Bad'\n",
    )}  responses:\n    Bad:\n      description: bad\n      content:\n        application/json:\n          schema:\n            $ref: '#/components/schemas/Problem'\n`;
    const cwd = await makeDir({ 'openapi.yaml': shared });
    const { code, stdout } = await check({ cwd }, 'openapi.yaml');
    expect(code).toBe(1);
    expect(stdout).toContain(
      '✖ openapi.yaml is not a valid OpenAPI 3 document: 1 error, 2 warnings; a build renders 0 operations and leaves 2 operations out (GET /pets, POST /pets)',
    );
    const json = JSON.parse((await check({ cwd }, 'openapi.yaml', '--json')).stdout) as OpenapiCheckReport;
    expect(json).toMatchObject({ valid: false, readable: true, operations: 0 });
    expect(json.skipped.map((skip) => `${skip.operation} ${skip.pointer} ${skip.reason.code}`)).toEqual([
      'GET /pets /paths/~1pets/get OPENAPI_REF_NOT_FOUND',
      'POST /pets /paths/~1pets/post OPENAPI_REF_NOT_FOUND',
    ]);
  });

  it('reports a YAML syntax error with line:column', async () => {
    const cwd = await makeDir({
      'openapi.yaml': 'openapi: 3.0.3\ninfo:\n  title: "Pets\n  version: 1.0.0\npaths: {}\n',
    });
    const { code, stdout } = await check({ cwd }, 'openapi.yaml');
    expect(code).toBe(1);
    expect(stdout).toMatch(/^openapi\.yaml:\d+:\d+: error .* \(OPENAPI_PARSE_ERROR\)$/m);
  });

  it('says a file that is not OpenAPI is not OpenAPI', async () => {
    const cwd = await makeDir({ 'package.json': '{ "name": "not-an-api", "version": "1.0.0" }' });
    const { code, stdout } = await check({ cwd }, 'package.json');
    expect(code).toBe(1);
    expect(stdout).toContain(
      '"package.json" is not an OpenAPI document: it has no top-level "openapi" key (OPENAPI_NOT_OPENAPI)',
    );
  });

  const PUBLIC_OVERLAY = `overlay: 1.0.0
info: { title: Public, version: 1.0.0 }
actions:
  - target: $.info
    update: { title: Public pets }
  - target: "$.paths['/pets'].post"
    remove: true
`;

  it('applies --overlay files in order before checking, from any folder, as a build applies openapi.overlays', async () => {
    const cwd = await makeDir({ 'api/openapi.yaml': PETS_30, 'overlays/public.yaml': PUBLIC_OVERLAY });
    const { code, stdout } = await check({ cwd }, 'api/openapi.yaml', '--overlay', 'overlays/public.yaml', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ valid: true, title: 'Public pets', operations: 1, diagnostics: [] });
    const broken = await makeDir({
      'openapi.yaml': PETS_30,
      'a.yaml': PUBLIC_OVERLAY,
      'b.yaml': 'overlay: 1.0.0\nactions: [\n',
    });
    const second = await check({ cwd: broken }, 'openapi.yaml', '--overlay', 'a.yaml', '--overlay', 'b.yaml', '--json');
    const report = JSON.parse(second.stdout) as OpenapiCheckReport;
    // The broken second overlay is reported under the name typed; the first one still applied.
    expect(report.title).toBe('Public pets');
    expect(report.diagnostics.map((d) => d.file)).toEqual(['b.yaml']);
    const missing = await check({ cwd: broken }, 'openapi.yaml', '--overlay', 'nope.yaml');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read the overlay "nope.yaml": no such file');
  });

  it('exits 2 for a missing file, a folder, and usage errors', async () => {
    const cwd = await makeDir({});
    const missing = await check({ cwd }, 'nope.yaml');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read "nope.yaml": no such file');
    expect(missing.stdout).toBe('');
    expect((await check({ cwd }, '.')).stderr).toContain('it is a folder');
    expect(await main(['openapi-check'], createRecordingTerminal())).toBe(2);
    expect(await main(['openapi-check', 'a.yaml', 'b.yaml'], createRecordingTerminal())).toBe(2);
    expect(await main(['openapi-check', 'a.yaml', '--frobnicate'], createRecordingTerminal())).toBe(2);
  });
});

describe('folio openapi-check on OpenAPI 2.0', () => {
  it('exits 1 with "OpenAPI 2.0 is not supported; convert to OpenAPI 3" and the --convert hint', async () => {
    const cwd = await makeDir({ 'swagger.json': SWAGGER_20 });
    const { code, stdout } = await check({ cwd }, 'swagger.json');
    expect(code).toBe(1);
    expect(stdout).toContain('OpenAPI 2.0 is not supported; convert to OpenAPI 3 (OPENAPI_V2_UNSUPPORTED)');
    expect(stdout).toContain(
      'hint: Run `folio openapi-check swagger.json --convert swagger-v3.json` and use the converted file.',
    );
  });

  it('--convert writes the OpenAPI 3 document, checks it, and exits 0 when it is valid', async () => {
    const cwd = await makeDir({ 'swagger.json': SWAGGER_20 });
    const { code, stdout } = await check({ cwd }, 'swagger.json', '--convert', 'out/openapi.yaml'.replace('out/', ''));
    expect(code).toBe(0);
    const written = parse(await readFile(join(cwd, 'openapi.yaml'), 'utf8')) as Record<string, unknown>;
    expect(written.openapi).toMatch(/^3\.0\./);
    expect(written.servers).toEqual([{ url: 'https://api.example.com' }]);
    expect(stdout).toContain('→ wrote openapi.yaml (converted to OpenAPI 3)');
    expect(stdout).toContain('✔ openapi.yaml is a valid OpenAPI 3.0.0 document ("Old pets") with 1 operation');

    const json = JSON.parse(
      (await check({ cwd }, 'swagger.json', '--convert', 'again.json', '--json')).stdout,
    ) as OpenapiCheckReport;
    expect(json.valid).toBe(false);
    expect(json.converted).toMatchObject({
      file: 'again.json',
      warnings: [],
      check: { source: 'again.json', valid: true, operations: 1 },
    });
    expect(JSON.parse(await readFile(join(cwd, 'again.json'), 'utf8'))).toMatchObject({
      openapi: expect.stringMatching(/^3\.0\./),
    });
  });

  it('--convert on an OpenAPI 3 document writes nothing and says so', async () => {
    const cwd = await makeDir({ 'openapi.yaml': PETS_30 });
    const { code, stderr } = await check({ cwd }, 'openapi.yaml', '--convert', 'out.yaml');
    expect(code).toBe(0);
    expect(stderr).toContain('--convert ignored');
    await expect(readFile(join(cwd, 'out.yaml'), 'utf8')).rejects.toThrow();
  });
});

describe('folio openapi-check on URLs', () => {
  /** An HTTPS server on 127.0.0.1 with the test certificate, counting connections. */
  async function startServer(body: string): Promise<{ port: number; connections: () => number; paths: string[] }> {
    const [cert, key] = await Promise.all([
      readFile(new URL('api-test-cert.pem', FIXTURES)),
      readFile(new URL('api-test-key.pem', FIXTURES)),
    ]);
    const paths: string[] = [];
    let connections = 0;
    const server: Server = createServer({ cert, key }, (request, response) => {
      paths.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/yaml' }).end(body);
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { port: (server.address() as AddressInfo).port, connections: () => connections, paths };
  }

  it('fetches and checks a document from a loopback server that a test-only policy allows', async () => {
    const server = await startServer(PETS_30);
    const fetchUrl = createSafeFetcher({
      policy: { allowPrivate: ['loopback'] },
      lookup: async (host) => (host === TEST_HOST ? [{ address: '127.0.0.1', family: 4 }] : []),
      tls: { ca: await readFile(new URL('api-test-cert.pem', FIXTURES)) },
    });
    const url = `https://${TEST_HOST}:${server.port}/v1/openapi.yaml`;
    const { code, stdout } = await check({ fetchUrl }, url);
    expect(code).toBe(0);
    expect(stdout).toContain(`✔ ${url} is a valid OpenAPI 3.0.3 document ("Pets") with 2 operations`);
    expect(server.paths).toEqual(['/v1/openapi.yaml']);
  });

  it('refuses by default a URL whose host resolves to a private address, without connecting', async () => {
    const dialled: string[] = [];
    const fetchUrl = createSafeFetcher({
      lookup: async () => [{ address: '10.1.2.3', family: 4 }],
      connect: async (target) => {
        dialled.push(target.address);
        throw new Error('must not connect');
      },
    });
    const { code, stdout, stderr } = await check({ fetchUrl }, 'https://internal.folio-test.invalid/openapi.yaml');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('internal.folio-test.invalid resolves to a non-public address');
    expect(dialled).toEqual([]);
  });

  it('the real command refuses a loopback URL: the server sees no connection', async () => {
    const server = await startServer(PETS_30);
    const terminal = createRecordingTerminal();
    const code = await main(['openapi-check', `https://127.0.0.1:${server.port}/openapi.yaml`], terminal);
    expect(code).toBe(2);
    expect(terminal.stderr).toContain('127.0.0.1 resolves to a non-public address');
    expect(server.connections()).toBe(0);
  });

  it('exits 2 for a plain http:// URL', async () => {
    const { code, stderr } = await check({}, 'http://example.com/openapi.yaml');
    expect(code).toBe(2);
    expect(stderr).toContain('only https:// URLs are fetched');
  });
});
