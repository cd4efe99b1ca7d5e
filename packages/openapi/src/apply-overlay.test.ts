import { describe, expect, it } from 'vitest';
import { applyOverlay } from './apply-overlay.ts';
import { parseSpecText } from './parse-spec-text.ts';

const spec = () => ({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1', contact: { name: 'Team' } },
  tags: [{ name: 'pets' }, { name: 'internal' }],
  paths: {
    '/pets': {
      get: { summary: 'List', tags: ['pets'], parameters: [{ name: 'limit', in: 'query' }] },
      post: { summary: 'Create', 'x-internal': true },
    },
    '/admin': { get: { summary: 'Admin', 'x-internal': true } },
  },
});

function apply(document: Record<string, unknown>, overlayText: string, limits?: Parameters<typeof applyOverlay>[3]) {
  const parsed = parseSpecText(overlayText, 'overlays/public.yaml', { maxBytes: 1_000_000 });
  if (!parsed.ok) throw new Error('test overlay does not parse');
  return applyOverlay(document, parsed.parsed, 'overlays/public.yaml', limits).map(
    (d) => `${d.line}:${d.column} ${d.path ?? ''} ${d.code} ${d.severity}`,
  );
}

describe('applyOverlay (OpenAPI Overlay 1.0)', () => {
  it('deep-merges updates into objects, appends to arrays, and removes, in action order', () => {
    const document = spec();
    const problems = apply(
      document,
      `overlay: 1.0.0
info: { title: Public, version: 1.0.0 }
actions:
  - target: $.info
    update:
      description: The public API.
      contact: { email: team@acme.test }
  - target: "$.paths['/pets'].get.parameters"
    update: { name: cursor, in: query }
  - target: $..[?@.x-internal == true]
    remove: true
  - target: "$.tags[?@.name == 'internal']"
    remove: true
  - target: "$.paths[?@.get]"
    update: { x-public: true }
`,
    );
    expect(problems).toEqual([]);
    expect(document.info).toEqual({
      title: 'Pets',
      version: '1',
      description: 'The public API.',
      contact: { name: 'Team', email: 'team@acme.test' },
    });
    expect(document.paths['/pets'].get.parameters).toEqual([
      { name: 'limit', in: 'query' },
      { name: 'cursor', in: 'query' },
    ]);
    expect(Object.keys(document.paths['/pets'])).toEqual(['get', 'x-public']);
    // `/admin` lost its only operation to the remove action, so the filter no longer selects it.
    expect(document.paths['/admin']).toEqual({});
    expect(document.tags).toEqual([{ name: 'pets' }]);
  });

  it('reports each bad action at its place in the overlay file and applies the rest', () => {
    const document = spec();
    const problems = apply(
      document,
      `overlay: 1.0.0
info: { title: Broken, version: 1 }
actions:
  - update: { x: 1 }
  - target: $.paths[/pets]
    update: { x: 1 }
  - target: $.tags[?@.name == 'gone']
    remove: true
  - target: $.info.title
    update: { x: 1 }
  - target: $.info
    remove: "yes"
  - target: $.info
  - target: $.info
    update: { x-ok: true }
`,
    );
    expect(problems).toEqual([
      '4:5 actions[0].target OPENAPI_OVERLAY_INVALID error',
      '5:5 actions[1].target OPENAPI_OVERLAY_INVALID error',
      '7:5 actions[2].target OPENAPI_OVERLAY_NO_MATCH warning',
      '10:5 actions[3].update OPENAPI_OVERLAY_INVALID error',
      '12:5 actions[4].remove OPENAPI_OVERLAY_INVALID error',
      '13:5 actions[5] OPENAPI_OVERLAY_INVALID error',
    ]);
    expect(document.info).toMatchObject({ title: 'Pets', 'x-ok': true });
  });

  it('applies nothing from a document that is not an overlay', () => {
    const document = spec();
    expect(apply(document, 'openapi: 3.1.0\nactions: []\n')).toEqual(['1:1 overlay OPENAPI_OVERLAY_INVALID error']);
    expect(apply(document, 'overlay: 2.0.0\nactions: []\n')).toEqual(['1:1 overlay OPENAPI_OVERLAY_INVALID error']);
    expect(apply(document, 'overlay: 1.0.0\nactions: []\n')).toEqual(['2:1 actions OPENAPI_OVERLAY_INVALID error']);
    expect(document).toEqual(spec());
  });

  it('treats __proto__ in an update as data, never as the prototype', () => {
    const document = spec();
    expect(
      apply(
        document,
        '{ "overlay": "1.0.0", "info": { "title": "x", "version": "1" }, "actions": [{ "target": "$.info", "update": { "__proto__": { "polluted": true } } }] }',
      ),
    ).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(document.info)).toBe(Object.prototype);
    expect(Object.hasOwn(document.info, '__proto__')).toBe(true);
  });

  it('stops at its limits: actions, nodes visited, nodes added', () => {
    const overlay = (actions: string) => `overlay: 1.0.0\ninfo: { title: x, version: 1 }\nactions:\n${actions}`;
    const limits = { maxActions: 2, maxVisits: 50, maxAddedNodes: 5 };
    expect(apply(spec(), overlay('  - { target: $.info, update: { a: 1 } }\n'.repeat(3)), limits)).toEqual([
      '6:5 actions[2] OPENAPI_OVERLAY_TOO_LARGE error',
    ]);
    expect(apply(spec(), overlay('  - { target: "$..*", update: { a: 1 } }\n'), limits)).toEqual([
      '4:7 actions[0].target OPENAPI_OVERLAY_TOO_LARGE error',
    ]);
    expect(apply(spec(), overlay('  - { target: "$.paths.*.*", update: { a: 1, b: 2 } }\n'), limits)).toEqual([
      '4:30 actions[0].update OPENAPI_OVERLAY_TOO_LARGE error',
    ]);
  });
});
