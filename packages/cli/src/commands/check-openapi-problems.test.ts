import { describe, expect, it } from 'vitest';
import type { CheckReport } from '../check-report.ts';
import { runFolio as run, useTemporaryFolders } from '../testing/cli-harness.ts';

const makeRepo = useTemporaryFolders('folio-check-openapi-');

const docsJson = (navigation: unknown) =>
  JSON.stringify({ name: 'Store', theme: 'mint', colors: { primary: '#000000' }, navigation }, null, 2);

const page = (title: string, openapi: string) =>
  `---\ntitle: ${title}\ndescription: d\nopenapi: ${JSON.stringify(openapi)}\n---\n\nSee the endpoint.\n`;

/** A store API whose error response is shared by both `/orders` operations. */
const STORE = `openapi: 3.0.3
info:
  title: Store
  version: 1.0.0
paths:
  /orders:
    get:
      summary: List orders
      responses:
        '200':
          description: ok
        '400':
          $ref: '#/components/responses/BadRequest'
    post:
      summary: Create an order
      responses:
        '201':
          description: created
        '400':
          $ref: '#/components/responses/BadRequest'
  /products:
    get:
      summary: List products
      responses:
        '200':
          description: ok
components:
  responses:
    BadRequest:
      description: bad request
      content:
        application/json:
          schema:
            $ref: '#/components/schemas/Error'
  schemas:
    Error:
      type: object
`;

const index = '---\ntitle: Home\ndescription: d\n---\n\n## Hi\n';

/** The lines `folio check` prints for `code`, without their hints. */
const linesOf = (stdout: string, code: string) =>
  stdout.split('\n').filter((line) => !line.startsWith(' ') && line.endsWith(`(${code})`));

describe('folio check: an OpenAPI document named only by front matter', () => {
  it('by path: a document that cannot be read is reported at the document, and the page names its first error', async () => {
    const dir = await makeRepo({
      'docs.json': docsJson({ pages: ['index', 'orders'] }),
      'index.mdx': index,
      'orders.mdx': page('Orders', 'api/store.json GET /orders'),
      'api/store.json': '{\n  "openapi": "3.0.3",\n  "paths": {\n    "/orders": {,\n  }\n}\n',
    });
    const { code, stdout } = await run('check', dir);
    expect(code).toBe(1);
    expect(linesOf(stdout, 'OPENAPI_PARSE_ERROR')).toEqual([
      expect.stringMatching(/^api\/store\.json:4:\d+: error invalid JSON in "api\/store\.json": .*$/),
    ]);
    const [pageLine] = linesOf(stdout, 'NAV_OPENAPI_METADATA_UNMATCHED');
    expect(pageLine).toBe(
      'orders.mdx:4 openapi: error openapi metadata "api/store.json GET /orders" matches no operation, so the page shows nothing (NAV_OPENAPI_METADATA_UNMATCHED)',
    );
    expect(stdout).toMatch(
      /^ {2}hint: "api\/store\.json" cannot be used: the problem at api\/store\.json:4:\d+: invalid JSON .*\(OPENAPI_PARSE_ERROR\)$/m,
    );
  });

  it('by file stem: a broken shared response is reported once at the document; its operations are skipped, the rest render', async () => {
    const dir = await makeRepo({
      'docs.json': docsJson({ pages: ['index', 'orders', 'products'] }),
      'index.mdx': index,
      'orders.mdx': page('Orders', 'store GET /orders'),
      'products.mdx': page('Products', 'store GET /products'),
      'api/store.yaml': STORE.replace("'#/components/schemas/Error'", "'#/components/schemas/Problem'"),
    });
    const { code, stdout } = await run('check', dir);
    expect(code).toBe(1);
    expect(linesOf(stdout, 'OPENAPI_REF_NOT_FOUND')).toEqual([
      'api/store.yaml:34:13 components.responses.BadRequest.content["application/json"].schema.$ref: error $ref "#/components/schemas/Problem" points to nothing: "api/store.yaml" has no "Problem" under /components/schemas (OPENAPI_REF_NOT_FOUND)',
    ]);
    expect(linesOf(stdout, 'OPENAPI_OPERATION_SKIPPED').map((line) => line.split(': warning')[0])).toEqual([
      'api/store.yaml:7:5 paths["/orders"].get',
      'api/store.yaml:14:5 paths["/orders"].post',
    ]);
    expect(linesOf(stdout, 'NAV_OPERATION_SKIPPED')).toEqual([
      'orders.mdx:4 openapi: warning openapi metadata "store GET /orders" names an operation its document leaves out, so the page shows no operation (NAV_OPERATION_SKIPPED)',
    ]);
    const report = JSON.parse((await run('check', dir, '--json')).stdout) as CheckReport;
    expect(report.pages).toContainEqual(
      expect.objectContaining({ path: 'products', openapi: 'api/store.yaml GET /products' }),
    );
  });

  it('by file stem: a YAML document that cannot be parsed is reported at the document', async () => {
    const dir = await makeRepo({
      'docs.json': docsJson({ pages: ['index', 'orders'] }),
      'index.mdx': index,
      'orders.mdx': page('Orders', 'store GET /orders'),
      'store.yaml': 'openapi: 3.0.3\ninfo:\n  title: "Store\n  version: 1.0.0\npaths: {}\n',
    });
    const { stdout } = await run('check', dir);
    expect(linesOf(stdout, 'OPENAPI_PARSE_ERROR')).toEqual([expect.stringMatching(/^store\.yaml:\d+:\d+: error /)]);
    expect(stdout).toMatch(/^ {2}hint: "store\.yaml" cannot be used: the problem at store\.yaml:\d+:\d+: /m);
  });
});

describe('folio check: an OpenAPI document named by docs.json', () => {
  it('with a dangling $ref in an unused schema: every page is generated, and the warning says why nothing is lost', async () => {
    const dir = await makeRepo({
      'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'store.yaml' }] }),
      'store.yaml': STORE.replace(
        '    Error:\n',
        "    Cart:\n      properties:\n        user:\n          $ref: '#/components/schemas/User'\n    Error:\n",
      ),
    });
    const { code, stdout } = await run('check', dir);
    expect(code).toBe(0);
    expect(linesOf(stdout, 'OPENAPI_REF_NOT_FOUND')).toEqual([
      'store.yaml:39:11 components.schemas.Cart.properties.user.$ref: warning $ref "#/components/schemas/User" points to nothing: "store.yaml" has no "User" under /components/schemas (no operation uses this value, so every page renders) (OPENAPI_REF_NOT_FOUND)',
    ]);
    const report = JSON.parse((await run('check', dir, '--json')).stdout) as CheckReport;
    expect(report.pages.filter((p) => p.source === 'openapi').map((p) => p.openapi)).toEqual([
      'store.yaml GET /orders',
      'store.yaml POST /orders',
      'store.yaml GET /products',
    ]);
  });
});
