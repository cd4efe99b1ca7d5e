import { describe, expect, it } from 'vitest';
import { loadSpec } from './load-spec.ts';
import { MAX_SPEC_NESTING } from './nesting-limit.ts';

const HEAD =
  '{"openapi":"3.0.3","info":{"title":"T","version":"1"},"paths":{"/a":{"post":{"responses":{"200":{"description":"ok"}},"requestBody":{"content":{"application/json":{"schema":\n';
const TAIL = '}}}}}}}';

/** A JSON document whose request schema nests `depth` object levels. */
function deepJson(depth: number): string {
  return `${HEAD}${'{"type":"object","properties":{"a":'.repeat(depth)}{"type":"string"}${'}}'.repeat(depth)}${TAIL}`;
}

/** A YAML document whose request schema nests `depth` levels of block mappings. */
function deepYaml(depth: number): string {
  const lines = [
    'openapi: 3.0.3',
    'info: {title: T, version: "1"}',
    'paths:',
    '  /a:',
    '    get:',
    '      responses: {"200": {description: ok}}',
    '      x-deep:',
  ];
  for (let i = 0; i < depth; i++) lines.push(`${' '.repeat(8 + i)}a:`);
  lines.push(`${' '.repeat(8 + depth)}b: 1`);
  return lines.join('\n');
}

const io = (files: Record<string, string>) => ({ readFile: async (path: string) => files[path] });

describe('loadSpec on documents nested thousands of levels deep', () => {
  it('reports OPENAPI_TOO_DEEP at the place in a JSON document, before anything recursive reads it', async () => {
    const spec = await loadSpec('deep.json', io({ 'deep.json': deepJson(3000) }));
    expect(spec.ok).toBe(false);
    expect(spec.diagnostics).toMatchObject([{ code: 'OPENAPI_TOO_DEEP', file: 'deep.json', line: 2 }]);
    expect(spec.diagnostics[0]!.message).toBe(
      `"deep.json" nests objects or arrays more than ${MAX_SPEC_NESTING} levels deep here; Folio reads documents up to that depth`,
    );
  });

  it('reports OPENAPI_TOO_DEEP in YAML, whether the parser gives up or the value is merely too deep', async () => {
    const exhausted = await loadSpec(
      'flow.yaml',
      io({ 'flow.yaml': `openapi: 3.0.3\nx: ${'['.repeat(5000)}${']'.repeat(5000)}\n` }),
    );
    expect(exhausted.diagnostics).toMatchObject([{ code: 'OPENAPI_TOO_DEEP', file: 'flow.yaml' }]);
    const deep = await loadSpec('block.yaml', io({ 'block.yaml': deepYaml(400) }));
    expect(deep.diagnostics).toMatchObject([{ code: 'OPENAPI_TOO_DEEP', file: 'block.yaml' }]);
    expect(deep.diagnostics[0]!.line).toBeGreaterThan(200);
  });

  it('still loads documents as deep as real ones get', async () => {
    expect((await loadSpec('ok.json', io({ 'ok.json': deepJson(40) }))).ok).toBe(true);
  });
});
