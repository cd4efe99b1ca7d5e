import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Parses source text into an mdast tree; throws the parser's VFileMessage on invalid input. */
export type SourceParser = (source: string) => Root;

let parsers: { mdx: SourceParser; markdown: SourceParser } | undefined;

/**
 * The two parsers a page goes through, built once per process: MDX (remark-mdx, GFM, front
 * matter) and, as a last resort, plain Markdown with GFM.
 */
export function getParsers(): { mdx: SourceParser; markdown: SourceParser } {
  if (parsers !== undefined) return parsers;
  const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter, ['yaml']).freeze();
  const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']).freeze();
  parsers = {
    mdx: (source) => mdx.parse(source),
    markdown: (source) => markdown.parse(source),
  };
  return parsers;
}
