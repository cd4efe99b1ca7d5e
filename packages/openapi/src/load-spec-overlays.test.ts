import { describe, expect, it } from 'vitest';
import { loadSpec } from './load-spec.ts';

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: "1" }
paths:
  /pets:
    get:
      summary: List pets
      responses: { "200": { description: ok } }
  /admin/reset:
    post:
      summary: Reset
      x-internal: true
      responses: { "204": { description: done } }
`;
const PUBLIC = `overlay: 1.0.0
info: { title: Public, version: 1.0.0 }
actions:
  - target: $.info
    update: { title: Pets (public) }
  - target: "$.paths['/pets'].get"
    update: { description: Every pet in the store. }
  - target: $.paths.*[?@.x-internal == true]
    remove: true
`;
const files: Record<string, string> = {
  'openapi.yaml': SPEC,
  'overlays/public.yaml': PUBLIC,
  'overlays/rename.yaml':
    'overlay: 1.0.0\ninfo: { title: r, version: "1" }\nactions:\n  - target: $.info\n    update: { title: Pets v2 }\n',
};
const io = { readFile: async (path: string) => files[path] };

describe('loadSpec with overlays', () => {
  it('reads the document as the overlays leave it, applied in order', async () => {
    const spec = await loadSpec('openapi.yaml', io, { overlays: ['/overlays/public.yaml', 'overlays/rename.yaml'] });
    expect(spec.ok).toBe(true);
    expect(spec.diagnostics).toEqual([]);
    expect(spec.title).toBe('Pets v2');
    expect(spec.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['GET /pets']);
    expect(
      (spec.document as { paths: Record<string, { get?: { description?: string } }> }).paths['/pets']!.get!.description,
    ).toBe('Every pet in the store.');
  });

  it('without overlays, reads the document unchanged', async () => {
    const spec = await loadSpec('openapi.yaml', io);
    expect(spec.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /pets',
      'POST /admin/reset',
    ]);
  });

  it('reports a missing or broken overlay and still loads the document', async () => {
    const spec = await loadSpec(
      'openapi.yaml',
      {
        readFile: async (path: string) =>
          ({ ...files, 'overlays/bad.yaml': 'overlay: 1.0.0\nactions:\n  - target: $.paths[\n    remove: true\n' })[
            path
          ],
      },
      { overlays: ['overlays/gone.yaml', 'overlays/bad.yaml'] },
    );
    expect(spec.ok).toBe(true);
    expect(spec.operations).toHaveLength(2);
    expect(spec.diagnostics.map((d) => `${d.file}:${d.line ?? ''} ${d.path ?? ''} ${d.code}`)).toEqual([
      'overlays/gone.yaml:  OPENAPI_OVERLAY_NOT_FOUND',
      'overlays/bad.yaml:3 actions[0].target OPENAPI_OVERLAY_INVALID',
    ]);
    expect(spec.diagnostics[0]!.message).toBe('Overlay "overlays/gone.yaml" not found in the repository');
  });
});
