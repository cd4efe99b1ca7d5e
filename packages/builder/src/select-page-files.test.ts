import { describe, expect, it } from 'vitest';
import { pagePathOf, selectPageFiles } from './select-page-files.ts';

describe('selectPageFiles', () => {
  it('takes .mdx and .md files, not snippets, hidden folders or other files', () => {
    expect(
      selectPageFiles(['index.mdx', 'faq.md', 'snippets/intro.mdx', '.github/notes.md', 'docs.json', 'img/a.png', 'api/errors.mdx'], undefined),
    ).toEqual(['api/errors.mdx', 'faq.md', 'index.mdx']);
  });

  it('honours .docsignore (and .mintignore) patterns', () => {
    expect(selectPageFiles(['index.mdx', 'drafts/a.mdx', 'internal/b.md', 'keep.mdx'], 'drafts/\n*.md\n')).toEqual(['index.mdx', 'keep.mdx']);
  });

  it('prefers the .mdx file when a page exists as both .mdx and .md', () => {
    expect(selectPageFiles(['a.md', 'a.mdx'], undefined)).toEqual(['a.mdx']);
  });

  it('strips the extension for the page path', () => {
    expect(pagePathOf('api/errors.mdx')).toBe('api/errors');
    expect(pagePathOf('README.md')).toBe('README');
  });
});
