import { describe, expect, it } from 'vitest';
import { analyzeRepository, createMemoryReader } from '@folio/builder';
import { formatDiagnostic } from '@folio/diagnostics';

// SPEC.md "Errors": every row's symptom must reach the author through the whole analysis pipeline
// (docs.json + front matter + OpenAPI + navigation) as a diagnostic with a stable code, a place and
// the row's fix. Row 3 (a reverse proxy that allows only GET in front of the playground path) is
// not a repository problem: the edge answers GET /_docs/api/request with 405 and that fix
// (services/edge tests).

const CONFIG = {
  $schema: 'https://mintlify.com/docs.json',
  name: 'Pets',
  theme: 'mint',
  colors: { primary: '#000000' },
};
const PAGE = '---\ntitle: Intro\ndescription: The intro\n---\n\n## Hello\n';
const PETS = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      summary: List pets
      responses: { '200': { description: ok } }
    post:
      summary: Create pet
      responses: { '201': { description: created } }
  /pets/{id}:
    get:
      summary: Get pet
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: ok } }
    delete:
      summary: Delete pet
      x-hidden: true
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '204': { description: gone } }
`;

async function check(navigation: unknown, files: Record<string, string> = {}) {
  const reader = createMemoryReader({
    'docs.json': JSON.stringify({ ...CONFIG, navigation }, null, 2),
    'intro.mdx': PAGE,
    ...files,
  });
  const analysis = await analyzeRepository(reader, {
    fetchUrl: async (url) => Promise.reject(new Error(`unreachable: ${url}`)),
  });
  return {
    analysis,
    lines: analysis.diagnostics.map((d) => formatDiagnostic(d)),
    codes: analysis.diagnostics.map((d) => d.code),
  };
}

describe('SPEC.md error table, end to end', () => {
  it('row 1 "API pages do not render": a missing document, an invalid one and an OpenAPI 2.0 one are each reported where used', async () => {
    const { codes, lines, analysis } = await check(
      {
        tabs: [
          { tab: 'Missing', openapi: 'missing.yaml' },
          { tab: 'Invalid', openapi: 'invalid.yaml' },
          { tab: 'Old', openapi: 'swagger.json' },
          { tab: 'Guides', groups: [{ group: 'G', pages: ['intro'] }] },
        ],
      },
      {
        'invalid.yaml': 'openapi: 3.0.3\npaths: {}\n',
        'swagger.json': JSON.stringify({ swagger: '2.0', info: { title: 'x', version: '1' }, paths: {} }),
      },
    );
    expect(codes).toEqual(
      expect.arrayContaining(['OPENAPI_NOT_FOUND', 'OPENAPI_INVALID', 'OPENAPI_V2_UNSUPPORTED', 'NAV_OPENAPI_INVALID']),
    );
    expect(lines.join('\n')).toContain('OpenAPI 2.0 is not supported; convert to OpenAPI 3');
    expect(lines.find((l) => l.includes('(OPENAPI_INVALID)'))).toMatch(
      /^invalid\.yaml:1:1: error #\/ must have required property .info./,
    );
    // Everything else still resolves.
    expect(analysis.pages.map((p) => p.path)).toContain('intro');
  });

  it('row 2 "A page with openapi metadata shows nothing": trailing slash and wrong file name are named', async () => {
    const { lines } = await check(
      { openapi: 'pets.yaml', groups: [{ group: 'G', pages: ['intro', 'list', 'other'] }] },
      {
        'pets.yaml': PETS,
        'list.mdx': '---\ntitle: List\nopenapi: GET /pets/\n---\n',
        'other.mdx': '---\ntitle: Other\nopenapi: v2 GET /pets\n---\n',
      },
    );
    const list = lines.find((l) => l.startsWith('list.mdx:3'));
    expect(list).toContain('NAV_OPENAPI_METADATA_UNMATCHED');
    expect(list).toContain('GET /pets');
    expect(lines.find((l) => l.startsWith('other.mdx:3'))).toMatch(/v2/);
  });

  it('row 4 "Pages not generated from OpenAPI navigation": operations with no document in scope, and a group without pages or openapi', async () => {
    const { codes, lines } = await check({ groups: [{ group: 'Ops', pages: ['GET /pets'] }, { group: 'Empty' }] });
    expect(codes).toEqual(expect.arrayContaining(['NAV_OPENAPI_NOT_IN_SCOPE', 'CONFIG_GROUP_PAGES_MISSING']));
    expect(lines.find((l) => l.includes('NAV_OPENAPI_NOT_IN_SCOPE'))).toMatch(
      /^docs\.json:\d+:\d+ navigation\.groups\[0\]\.pages\[0\]: /,
    );
  });

  it('row 5 "Operation missing from generated navigation": x-hidden keeps the page out of navigation; explicit lists are reported', async () => {
    const generated = await check(
      {
        tabs: [
          { tab: 'API', openapi: 'pets.yaml' },
          { tab: 'Guides', groups: [{ group: 'G', pages: ['intro'] }] },
        ],
      },
      { 'pets.yaml': PETS },
    );
    const hidden = generated.analysis.pages.find((p) => p.openapi === 'pets.yaml DELETE /pets/{id}');
    expect(hidden).toMatchObject({ hidden: true });
    expect(JSON.stringify(generated.analysis.navigation)).not.toContain(hidden?.path);

    const listed = await check(
      { openapi: 'pets.yaml', groups: [{ group: 'G', pages: ['intro', 'GET /pets'] }] },
      { 'pets.yaml': PETS },
    );
    expect(listed.codes).toContain('NAV_OPERATION_NOT_LISTED');
    expect(listed.lines.join('\n')).toContain('POST /pets');
  });

  it('row 6 "Conflict between MDX file and navigation entry": the same operation as a page file and a navigation entry', async () => {
    const { codes, lines } = await check(
      { openapi: 'pets.yaml', groups: [{ group: 'G', pages: ['intro', 'GET /pets', 'list-pets'] }] },
      { 'pets.yaml': PETS, 'list-pets.mdx': '---\ntitle: List\nopenapi: GET /pets\n---\n' },
    );
    expect(codes).toContain('NAV_OPERATION_PAGE_CONFLICT');
    expect(lines.find((l) => l.includes('NAV_OPERATION_PAGE_CONFLICT'))).toMatch(/x-docs|x-mint/);
  });

  it('row 7 "Navigation entry not found": an entry that is no operation and no file', async () => {
    const { lines } = await check({ groups: [{ group: 'G', pages: ['intro', 'guides/setup'] }] });
    expect(lines).toEqual([
      expect.stringMatching(
        /^docs\.json:\d+:\d+ navigation\.groups\[0\]\.pages\[1\]: error .*guides\/setup.*\(NAV_PAGE_NOT_FOUND\)\n {2}hint: create/,
      ),
    ]);
  });

  it('row 8 "Operation not matched": a lower-case method is not matched and the fix says to write it in upper case', async () => {
    const { lines } = await check(
      { openapi: 'pets.yaml', groups: [{ group: 'G', pages: ['intro', 'get /pets'] }] },
      { 'pets.yaml': PETS },
    );
    const line = lines.find((l) => l.includes('NAV_METHOD_CASE'));
    expect(line).toMatch(/^docs\.json:\d+:\d+ navigation\.groups\[0\]\.pages\[1\]: error /);
    expect(line).toContain('GET /pets');
  });
});
