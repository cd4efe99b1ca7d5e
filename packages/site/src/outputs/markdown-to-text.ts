/** Plain text from Markdown/MDX, for the search index: code fences, tags, link targets and markup removed. */
export function markdownToText(markdown: string): string {
  return (
    markdown
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/[*`>|~]/g, '')
      // `_` is emphasis only at a word's edge: `NO_COLOR` and `snake_case` keep theirs.
      .replace(/(^|[^\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
