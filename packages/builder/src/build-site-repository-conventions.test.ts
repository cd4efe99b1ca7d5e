import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

// COMPAT.md "MDX as real repositories write it": legacy `_snippets/`, repository files that are
// not pages, and `.docsignore` / `.mintignore` everywhere files are collected.
const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: d\n---\n\n${body}\n`;
const CONFIG = JSON.stringify({
  name: 'T',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: { groups: [{ group: 'G', pages: ['index', 'a'] }] },
});
const SPEC =
  'openapi: 3.0.3\ninfo: { title: Drafts, version: "1" }\npaths:\n  /pets:\n    get:\n      summary: List pets\n      responses: { "200": { description: ok } }\n';
const PNG = '\x89PNG\r\n\x1a\n';

async function build(files: Record<string, string>) {
  return buildSite(
    createMemoryReader({ 'docs.json': CONFIG, 'index.mdx': page('Home'), 'a.mdx': page('A'), ...files }),
    { renderPool: false },
  );
}

const html = (result: Awaited<ReturnType<typeof build>>, urlPath: string) =>
  new TextDecoder().decode(result.blobs.get(result.manifest!.files[urlPath]!.blob));

describe('buildSite with real repository conventions', () => {
  it('inlines snippets kept in the legacy _snippets/ folder, as <Snippet file> and as /snippets/ imports, and publishes none as a page', async () => {
    const result = await build({
      'index.mdx': page(
        'Home',
        'import Shared from \'/snippets/shared.mdx\';\n\n<Shared />\n\n<Snippet file="legacy.mdx" />',
      ),
      '_snippets/shared.mdx': 'Shared words.',
      '_snippets/legacy.mdx': 'Legacy words.',
    });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'CONTENT_IMPORT_NOT_FOUND')).toEqual([]);
    expect(html(result, '/')).toContain('<p>Shared words.</p>');
    expect(html(result, '/')).toContain('<p>Legacy words.</p>');
    expect(result.analysis.pages.map((p) => p.path).sort()).toEqual(['a', 'index']);
    expect(Object.keys(result.manifest!.files).filter((path) => path.includes('snippets'))).toEqual([]);
  });

  it('does not publish README.md, AGENTS.md, CLAUDE.md and the like as pages', async () => {
    const result = await build({
      'README.md': '# Repo',
      'AGENTS.md': '# Agents',
      'CLAUDE.md': '# Claude',
      'LICENSE.md': 'MIT',
      'CHANGELOG.md': '# Changes',
    });
    expect(result.ok).toBe(true);
    expect(result.analysis.pages.map((p) => p.path).sort()).toEqual(['a', 'index']);
    for (const urlPath of ['/README', '/AGENTS', '/CLAUDE', '/LICENSE', '/CHANGELOG'])
      expect(result.manifest!.files[urlPath], urlPath).toBeUndefined();
    expect(result.diagnostics.filter((d) => /\.md$/.test(d.file ?? ''))).toEqual([]);
  });

  it('leaves files matched by .mintignore and .docsignore out of pages, assets and OpenAPI discovery', async () => {
    const result = await build({
      '.mintignore': '# drafts\ndrafts/\n',
      '.docsignore': '*.draft.mdx\nprivate.png\n',
      'drafts/secret.mdx': page('Secret'),
      'drafts/openapi.yaml': SPEC,
      'drafts/diagram.png': PNG,
      'b.draft.mdx': page('Draft'),
      'private.png': PNG,
      'public.png': PNG,
    });
    expect(result.ok).toBe(true);
    expect(result.analysis.pages.map((p) => p.path).sort()).toEqual(['a', 'index']);
    expect(result.analysis.specs.map((s) => s.source)).toEqual([]);
    const published = Object.keys(result.manifest!.files);
    expect(published).toContain('/public.png');
    for (const urlPath of ['/drafts/secret', '/b.draft', '/drafts/openapi.yaml', '/drafts/diagram.png', '/private.png'])
      expect(published, urlPath).not.toContain(urlPath);
  });
});
