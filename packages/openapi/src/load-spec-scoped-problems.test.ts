import { formatDiagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { loadSpec } from './load-spec.ts';
import type { LoadedSpec } from './types.ts';

/** A store API as real repositories write it: shared parameters, responses and schemas. */
const STORE = `openapi: 3.0.3
info:
  title: Store
  version: 2.1.0
paths:
  /orders:
    get:
      summary: List orders
      parameters:
        - $ref: '#/components/parameters/Limit'
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Order'
        '400':
          $ref: '#/components/responses/BadRequest'
    post:
      summary: Create an order
      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Order'
      responses:
        '201':
          description: created
        '400':
          $ref: '#/components/responses/BadRequest'
  /orders/{orderId}:
    get:
      summary: Get an order
      parameters:
        - name: orderId
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Order'
  /products:
    get:
      summary: List products
      responses:
        '200':
          description: ok
components:
  parameters:
    Limit:
      name: limit
      in: query
      schema:
        type: integer
  responses:
    BadRequest:
      description: bad request
      content:
        application/json:
          schema:
            $ref: '#/components/schemas/Error'
  schemas:
    Order:
      type: object
      properties:
        id:
          type: string
    Error:
      type: object
      properties:
        message:
          type: string
    Cart:
      type: object
      properties:
        items:
          type: array
          items:
            type: string
`;

const load = (text: string): Promise<LoadedSpec> =>
  loadSpec('store.yaml', { readFile: async (path) => (path === 'store.yaml' ? text : undefined) });

const rendered = (spec: LoadedSpec) => spec.operations.map((o) => `${o.method} ${o.path}`);
const skipped = (spec: LoadedSpec) => (spec.skipped ?? []).map((s) => `${s.operation.method} ${s.operation.path}`);
const shown = (spec: LoadedSpec) => spec.diagnostics.map((d) => formatDiagnostic(d).split('\n')[0]);

describe('loadSpec: a problem costs only the operations that reach it', () => {
  it('the store document as written renders every operation with no diagnostic', async () => {
    const spec = await load(STORE);
    expect(spec.diagnostics).toEqual([]);
    expect(rendered(spec)).toEqual(['GET /orders', 'POST /orders', 'GET /orders/{orderId}', 'GET /products']);
  });

  it('a dangling $ref inside a schema no operation uses is a warning, and every operation renders', async () => {
    const spec = await load(
      STORE.replace(
        '    Cart:\n      type: object\n      properties:\n',
        "    Cart:\n      type: object\n      properties:\n        user:\n          $ref: '#/components/schemas/User'\n",
      ),
    );
    expect(spec.ok).toBe(true);
    expect(rendered(spec)).toHaveLength(4);
    expect(spec.skipped).toBeUndefined();
    expect(shown(spec)).toEqual([
      'store.yaml:85:11 components.schemas.Cart.properties.user.$ref: warning $ref "#/components/schemas/User" points to nothing: "store.yaml" has no "User" under /components/schemas (no operation uses this value, so every page renders) (OPENAPI_REF_NOT_FOUND)',
    ]);
  });

  it('a path parameter with `required: false` renders, read as required, with a warning and its fix', async () => {
    const spec = await load(
      STORE.replace('          in: path\n          required: true', '          in: path\n          required: false'),
    );
    expect(rendered(spec)).toHaveLength(4);
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_PATH_PARAMETER_OPTIONAL',
        severity: 'warning',
        file: 'store.yaml',
        path: 'paths["/orders/{orderId}"].get.parameters[0].required',
        line: 40,
        hint: 'Write `required: true` on the parameter.',
      }),
    ]);
  });

  it("an operation whose own $ref is broken is skipped alone, with a warning at the operation's line", async () => {
    const spec = await load(
      STORE.replace(
        "              schema:\n                $ref: '#/components/schemas/Order'\n  /products:",
        "              schema:\n                $ref: '#/components/schemas/Ordr'\n  /products:",
      ),
    );
    expect(rendered(spec)).toEqual(['GET /orders', 'POST /orders', 'GET /products']);
    expect(skipped(spec)).toEqual(['GET /orders/{orderId}']);
    expect(shown(spec)).toEqual([
      'store.yaml:49:17 paths["/orders/{orderId}"].get.responses["200"].content["application/json"].schema.$ref: error $ref "#/components/schemas/Ordr" points to nothing: "store.yaml" has no "Ordr" under /components/schemas (OPENAPI_REF_NOT_FOUND)',
      'store.yaml:35:5 paths["/orders/{orderId}"].get: warning GET /orders/{orderId} is not rendered: it reaches the error at store.yaml:49:17 paths["/orders/{orderId}"].get.responses["200"].content["application/json"].schema.$ref (OPENAPI_REF_NOT_FOUND) (OPENAPI_OPERATION_SKIPPED)',
    ]);
  });

  it('a broken shared response skips both operations that use it; the rest render', async () => {
    const spec = await load(
      STORE.replace("$ref: '#/components/schemas/Error'", "$ref: '#/components/schemas/Problem'"),
    );
    expect(rendered(spec)).toEqual(['GET /orders/{orderId}', 'GET /products']);
    expect(skipped(spec)).toEqual(['GET /orders', 'POST /orders']);
    const problem = spec.diagnostics.filter((d) => d.code === 'OPENAPI_REF_NOT_FOUND');
    expect(problem).toEqual([
      expect.objectContaining({
        severity: 'error',
        path: 'components.responses.BadRequest.content["application/json"].schema.$ref',
        line: 69,
      }),
    ]);
    expect(
      spec.diagnostics.filter((d) => d.code === 'OPENAPI_OPERATION_SKIPPED').map((d) => `${d.path}:${d.line}`),
    ).toEqual(['paths["/orders"].get:7', 'paths["/orders"].post:22']);
    expect(spec.skipped?.[0]?.reason).toBe(problem[0]);
  });

  it('a schema error in a shared schema skips the operations that use it, and is an error once', async () => {
    const spec = await load(STORE.replace('        id:\n          type: string', '        id:\n          type: text'));
    expect(rendered(spec)).toEqual(['GET /products']);
    const errors = spec.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.path)).toEqual(['components.schemas.Order.properties.id.type']);
  });

  it('a problem outside every operation and every component stays an error and costs no page', async () => {
    const spec = await load(STORE.replace('  title: Store\n', ''));
    expect(rendered(spec)).toHaveLength(4);
    expect(shown(spec)).toEqual([
      "store.yaml:2:1 info: error #/info must have required property 'title' (OPENAPI_INVALID)",
    ]);
  });

  it('a document is refused whole only when it cannot be read: not YAML, not OpenAPI 3, no `paths`', async () => {
    for (const [text, code] of [
      ['openapi: 3.0.3\ninfo: [\n', 'OPENAPI_PARSE_ERROR'],
      ['swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths: {}\n', 'OPENAPI_V2_UNSUPPORTED'],
      ['openapi: 3.0.3\ninfo: {title: t, version: "1"}\n', 'OPENAPI_NO_PATHS'],
    ] as const) {
      const spec = await load(text);
      expect(spec.ok, code).toBe(false);
      expect(spec.diagnostics.map((d) => d.code)).toEqual([code]);
    }
  });
});
