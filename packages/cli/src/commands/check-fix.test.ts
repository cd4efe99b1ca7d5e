import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckReport } from '../check-report.ts';
import type { TextFix } from '../fix/text-fix.ts';
import { runFolio as run, useTemporaryFolders } from '../testing/cli-harness.ts';

const makeRepo = useTemporaryFolders('folio-fix-');

const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: About ${title}\n${extra}---\n\n## ${title}\n`;

const OPENAPI = `openapi: 3.0.3
info: { title: Pets, version: 1.0.0 }
paths:
  /pets:
    get: { summary: List pets, responses: { '200': { description: ok } } }
    post: { summary: Create a pet, responses: { '201': { description: created } } }
  /pets/{id}:
    get: { summary: Show a pet, responses: { '200': { description: ok } } }
    put: { summary: Update a pet, responses: { '200': { description: ok } } }
    delete: { summary: Delete a pet, responses: { '204': { description: gone } } }
`;

// Hand-formatted on purpose: odd spacing and inline objects must survive the fix byte for byte.
const DOCS_JSON = `{
  "name": "Fix me",
  "theme": "mint",
  "colors": { "primary": "#000000" },
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          { "group": "Start",   "pages": ["/index", "guides/intro"] }
        ]
      },
      {
        "tab": "API",
        "openapi": "openapi.yaml",
        "groups": [
          {
            "group": "Pets",
            "pages": [
              "get /pets",
              "GET   /pets/{id}/"
            ]
          },
          { "$ref": "nav/more.json" }
        ]
      }
    ]
  }
}
`;

const MORE_JSON = `{ "group": "More",
  "pages": [ "delete /pets/{id}",    "/guides/faq" ] }
`;

const CREATE_MDX = `---
title: Create a pet   # shown in the sidebar
openapi: "post /pets" # the operation this page documents
description: Adds a pet
---

## Create
`;

const UPDATE_MDX = `---
title: Update a pet
description: Changes a pet
openapi: >-
  PUT
  /pets/{id}/
---

## Update
`;

function fixtureRepo(extra: Record<string, string> = {}): Promise<string> {
  return makeRepo({
    'docs.json': DOCS_JSON,
    'nav/more.json': MORE_JSON,
    'openapi.yaml': OPENAPI,
    'index.mdx': page('Home'),
    'guides/intro.mdx': page('Intro'),
    'guides/faq.mdx': page('FAQ'),
    'api/create.mdx': CREATE_MDX,
    'api/update.mdx': UPDATE_MDX,
    ...extra,
  });
}

/** 1-based line:column of the first occurrence of `needle` in `text`. */
function positionIn(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset);
  return `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
}

describe('folio check --fix', () => {
  it('rewrites each fixable value in place, reports it, and leaves everything else byte for byte', async () => {
    const dir = await fixtureRepo();
    const before = await run('check', dir);
    expect(before.code).toBe(1);
    expect(before.stdout).toContain('(NAV_METHOD_CASE)');

    const { code, stdout } = await run('check', dir, '--fix');
    expect(await readFile(join(dir, 'docs.json'), 'utf8')).toBe(
      DOCS_JSON.replace('"/index"', '"index"')
        .replace('"get /pets"', '"GET /pets"')
        .replace('"GET   /pets/{id}/"', '"GET   /pets/{id}"'),
    );
    expect(await readFile(join(dir, 'nav/more.json'), 'utf8')).toBe(
      MORE_JSON.replace('"delete /pets/{id}"', '"DELETE /pets/{id}"').replace('"/guides/faq"', '"guides/faq"'),
    );
    expect(await readFile(join(dir, 'api/create.mdx'), 'utf8')).toBe(
      CREATE_MDX.replace('"post /pets"', '"POST /pets"'),
    );
    expect(await readFile(join(dir, 'api/update.mdx'), 'utf8')).toBe(UPDATE_MDX.replace('/pets/{id}/', '/pets/{id}'));

    expect(stdout).toContain('Fixed 7 problems in 4 files:');
    expect(stdout).toContain(`  docs.json:${positionIn(DOCS_JSON, '"/index"')} "/index" → "index"`);
    expect(stdout).toContain(`  docs.json:${positionIn(DOCS_JSON, '"get /pets"')} "get /pets" → "GET /pets"`);
    expect(stdout).toContain(
      `  docs.json:${positionIn(DOCS_JSON, '"GET   /pets/{id}/"')} "GET   /pets/{id}/" → "GET   /pets/{id}"`,
    );
    expect(stdout).toContain(
      `  nav/more.json:${positionIn(MORE_JSON, '"delete')} "delete /pets/{id}" → "DELETE /pets/{id}"`,
    );
    expect(stdout).toContain(`  nav/more.json:${positionIn(MORE_JSON, '"/guides/faq"')} "/guides/faq" → "guides/faq"`);
    expect(stdout).toContain(`  api/create.mdx:${positionIn(CREATE_MDX, 'post /pets')} "post /pets" → "POST /pets"`);
    expect(stdout).toContain(
      `  api/update.mdx:${positionIn(UPDATE_MDX, '/pets/{id}/')} "PUT /pets/{id}/" → "PUT /pets/{id}"`,
    );
    // The re-check after fixing finds no errors left.
    expect(stdout).not.toMatch(/: error /);
    expect(stdout).toMatch(/✔ 0 errors, \d+ warnings? left in/);
    expect(code).toBe(0);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const dir = await fixtureRepo();
    await run('check', dir, '--fix');
    const files = ['docs.json', 'nav/more.json', 'api/create.mdx', 'api/update.mdx'];
    const afterFirst = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    const second = await run('check', dir, '--fix');
    expect(second.stdout).toContain('Nothing to fix mechanically.');
    expect(await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).toEqual(afterFirst);
    const json = JSON.parse((await run('check', dir, '--fix', '--json')).stdout) as CheckReport & { fixes: TextFix[] };
    expect(json.fixes).toEqual([]);
  });

  it('--fix --json lists the fixes and the problems that remain', async () => {
    const dir = await fixtureRepo({
      'docs.json': DOCS_JSON.replace('"guides/intro"', '"guides/intro", "guides/missing"'),
    });
    const { code, stdout } = await run('check', dir, '--fix', '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as CheckReport & { fixes: Omit<TextFix, 'edits'>[] };
    expect(report.fixes).toHaveLength(7);
    expect(report.fixes).toContainEqual({
      kind: 'method-case',
      file: 'docs.json',
      line: 20,
      column: 15,
      path: 'navigation.tabs[1].groups[0].pages[0]',
      before: 'get /pets',
      after: 'GET /pets',
    });
    expect(report.fixes).toContainEqual(
      expect.objectContaining({
        kind: 'trailing-slash',
        file: 'api/update.mdx',
        before: 'PUT /pets/{id}/',
        after: 'PUT /pets/{id}',
      }),
    );
    expect(report.fixes).toContainEqual(
      expect.objectContaining({ kind: 'leading-slash', file: 'nav/more.json', after: 'guides/faq' }),
    );
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'NAV_PAGE_NOT_FOUND', message: 'page "guides/missing" does not exist' }),
    ]);
  });

  it('leaves alone what is not certain: an operation that exists in no form, and a method with no match', async () => {
    const docs = DOCS_JSON.replace('"get /pets",', '"get /pets", "get /owners", "GET /owners/",');
    const dir = await fixtureRepo({ 'docs.json': docs });
    const { code, stdout } = await run('check', dir, '--fix');
    expect(code).toBe(1);
    const written = await readFile(join(dir, 'docs.json'), 'utf8');
    expect(written).toContain('"get /owners", "GET /owners/"');
    expect(stdout).toMatch(/get \/owners.*\(NAV_PAGE_NOT_FOUND\)/);
  });
});
