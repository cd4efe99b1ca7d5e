import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';

/** Parses source text into an mdast tree; throws the parser's VFileMessage on invalid input. */
export type SourceParser = (source: string) => Root;

/**
 * Which dollar signs are math: `dollars` (`$…$` in text and `$$…$$`, docs.json
 * `styling.latex: true`), `double-dollars` (`$$…$$` only) or `none` (`styling.latex: false`).
 */
export type MathSyntax = 'dollars' | 'double-dollars' | 'none';

/** The MDX parser and the plain Markdown one of the last resort. */
export interface Parsers {
  mdx: SourceParser;
  markdown: SourceParser;
}

const parsers = new Map<MathSyntax, Parsers>();

function mathPlugins(syntax: MathSyntax): PluggableList {
  if (syntax === 'none') return [];
  return [[remarkMath, { singleDollarTextMath: syntax === 'dollars' }]];
}

/**
 * The two parsers a page goes through, built once per process and math syntax: MDX (remark-mdx,
 * GFM, math, front matter) and, as a last resort, plain Markdown with GFM and math.
 */
export function getParsers(syntax: MathSyntax = 'double-dollars'): Parsers {
  const known = parsers.get(syntax);
  if (known !== undefined) return known;
  const math = mathPlugins(syntax);
  const mdx = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(math)
    .use(remarkFrontmatter, ['yaml'])
    .freeze();
  const markdown = unified().use(remarkParse).use(remarkGfm).use(math).use(remarkFrontmatter, ['yaml']).freeze();
  const made: Parsers = { mdx: (source) => mdx.parse(source), markdown: (source) => markdown.parse(source) };
  parsers.set(syntax, made);
  return made;
}
