import { describe, expect, it } from 'vitest';
import { pagePathOf, selectPageFiles } from './select-page-files.ts';

describe('selectPageFiles', () => {
  it('takes .mdx and .md files, not snippets, hidden folders or other files', () => {
    expect(
      selectPageFiles(
        ['index.mdx', 'faq.md', 'snippets/intro.mdx', '.github/notes.md', 'docs.json', 'img/a.png', 'api/errors.mdx'],
        undefined,
      ),
    ).toEqual(['api/errors.mdx', 'faq.md', 'index.mdx']);
  });

  it('honours .docsignore (and .mintignore) patterns', () => {
    expect(selectPageFiles(['index.mdx', 'drafts/a.mdx', 'internal/b.md', 'keep.mdx'], 'drafts/\n*.md\n')).toEqual([
      'index.mdx',
      'keep.mdx',
    ]);
  });

  it("leaves out legacy _snippets/ and the repository's own Markdown (COMPAT.md), keeping docs pages of those names", () => {
    expect(
      selectPageFiles(
        [
          '_snippets/intro.mdx',
          'README.md',
          'Readme.md',
          'guides/README.md',
          'LICENSE.md',
          'CHANGELOG.md',
          'CONTRIBUTING.md',
          'docs/contribute.md',
          'AGENTS.md',
          'CLAUDE.md',
          'GEMINI.md',
          'changelog.mdx',
          'readme.mdx',
          'guides/agents.md',
          'index.mdx',
        ],
        '',
      ),
    ).toEqual(['changelog.mdx', 'guides/agents.md', 'index.mdx', 'readme.mdx']);
  });

  it('prefers the .mdx file when a page exists as both .mdx and .md', () => {
    expect(selectPageFiles(['a.md', 'a.mdx'], undefined)).toEqual(['a.mdx']);
  });

  it('strips the extension for the page path', () => {
    expect(pagePathOf('api/errors.mdx')).toBe('api/errors');
    expect(pagePathOf('README.md')).toBe('README');
  });
});
