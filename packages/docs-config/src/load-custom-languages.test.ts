import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

/** A docs.json whose `styling.codeblocks.languages.custom` lists `paths`. */
function docsJson(paths: string[]): string {
  return JSON.stringify(
    {
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#16A34A' },
      navigation: { pages: ['index'] },
      styling: { codeblocks: { theme: 'github-dark', languages: { custom: paths } } },
    },
    null,
    2,
  );
}

const ACME = JSON.stringify({
  name: 'Acme',
  aliases: ['acm'],
  scopeName: 'source.acme',
  patterns: [{ include: '#keywords' }],
  repository: { keywords: { match: '\\b(let|emit)\\b', name: 'keyword.control.acme' } },
});

describe('loadDocsConfig: styling.codeblocks.languages.custom', () => {
  it('loads a grammar named by a repository path, lower-casing its names', async () => {
    const loaded = await loadDocsConfig({
      readFile: createMemoryReader({ 'docs.json': docsJson(['/languages/acme.json']), 'languages/acme.json': ACME }),
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.files).toEqual(['docs.json', 'languages/acme.json']);
    const codeblocks = loaded.config?.styling?.codeblocks;
    const grammars = typeof codeblocks === 'object' ? codeblocks.languages?.grammars : undefined;
    expect(grammars).toMatchObject([{ name: 'acme', aliases: ['acm'], scopeName: 'source.acme' }]);
  });

  it('skips each bad grammar with a diagnostic at its docs.json path or its own line, keeping the good one', async () => {
    const files = {
      'docs.json': docsJson([
        'languages/missing.json',
        '../outside.json',
        'languages/broken.json',
        'languages/nameless.json',
        'languages/acme.json',
      ]),
      'languages/broken.json': '{\n  "name": "broken",\n  "scopeName": "source.broken"\n  "patterns": []\n}',
      'languages/nameless.json': '{\n  "scopeName": "source.x",\n  "patterns": {}\n}',
      'languages/acme.json': ACME,
    };
    const loaded = await loadDocsConfig({ readFile: createMemoryReader(files) });
    const found = loaded.diagnostics.map((d) => [d.code, d.severity, d.file, d.path ?? '', d.line ?? 0]);
    expect(found).toEqual([
      ['CONFIG_LANGUAGE_MISSING', 'warning', 'docs.json', 'styling.codeblocks.languages.custom[0]', expect.any(Number)],
      ['CONFIG_LANGUAGE_INVALID', 'warning', 'docs.json', 'styling.codeblocks.languages.custom[1]', expect.any(Number)],
      ['CONFIG_LANGUAGE_INVALID', 'warning', 'languages/broken.json', expect.any(String), 4],
      ['CONFIG_LANGUAGE_INVALID', 'warning', 'languages/nameless.json', '', 1],
      ['CONFIG_LANGUAGE_INVALID', 'warning', 'languages/nameless.json', 'patterns', 3],
    ]);
    expect(loaded.diagnostics[1]?.message).toContain('leaves the repository');
    expect(loaded.diagnostics[0]?.message).toContain('plain text');
    const codeblocks = loaded.config?.styling?.codeblocks;
    expect(typeof codeblocks === 'object' ? codeblocks.languages?.grammars?.map((g) => g.name) : undefined).toEqual([
      'acme',
    ]);
  });

  it('refuses a second grammar that takes a name already used', async () => {
    const other = JSON.stringify({ name: 'acm', scopeName: 'source.other', patterns: [] });
    const loaded = await loadDocsConfig({
      readFile: createMemoryReader({ 'docs.json': docsJson(['a.json', 'b.json']), 'a.json': ACME, 'b.json': other }),
    });
    expect(loaded.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['CONFIG_LANGUAGE_INVALID', 'styling.codeblocks.languages.custom[1]'],
    ]);
  });
});
