import type { Root } from 'mdast';
import { getParsers, type Parsers, type SourceParser } from './create-parsers.ts';

/**
 * The parsers for docs.json `styling.latex`: `true` typesets `$…$` and `$$…$$`, `false` leaves
 * dollar signs as text, unset detects. Detection reads `$$…$$` always and `$…$` on a page only
 * when every single-dollar pair on it reads as a formula (see `isFormulaLike`): real pages write
 * prices and shell variables (`costs $5 or $10`), which would otherwise swallow the text between.
 */
export function mathParsers(latex: boolean | undefined): Parsers {
  if (latex === true) return getParsers('dollars');
  if (latex === false) return getParsers('none');
  if (detecting !== undefined) return detecting;
  const withDollars = getParsers('dollars');
  const withoutDollars = getParsers('double-dollars');
  detecting = {
    mdx: detect(withDollars.mdx, withoutDollars.mdx),
    markdown: detect(withDollars.markdown, withoutDollars.markdown),
  };
  return detecting;
}

let detecting: Parsers | undefined;

/**
 * Parses with single dollars; only a page where one pair is not a formula is parsed again without.
 * A page that single dollars make unparseable is read without them too: a pair can span markup
 * (`<Badge>$5</Badge> or <Badge>$10</Badge>`), and the page parsed before this setting existed.
 */
function detect(withDollars: SourceParser, withoutDollars: SourceParser): SourceParser {
  return (source) => {
    let tree: Root;
    try {
      tree = withDollars(source);
    } catch {
      return withoutDollars(source);
    }
    // No dollar sign, no inline math: most pages skip the walk over their whole tree.
    return source.includes('$') && hasNonFormulaDollars(tree, source) ? withoutDollars(source) : tree;
  };
}

interface MathNode {
  type: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MathNode[];
}

function hasNonFormulaDollars(tree: Root, source: string): boolean {
  const stack: MathNode[] = [tree as MathNode];
  while (stack.length > 0) {
    const node = stack.pop() as MathNode;
    if (node.type === 'inlineMath') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start !== undefined && end !== undefined && !isFormulaLike(source, start, end)) return true;
    }
    if (node.children !== undefined) stack.push(...node.children);
  }
  return false;
}

/**
 * Whether the inline math written at `source[start, end)` reads as a formula. `$$…$$` always
 * does; a `$…$` pair does under Pandoc's rule for TeX in dollars: no space just inside either
 * dollar, and no digit right after the closing one (`$5 or $10`, `$5-$10` are prices).
 */
function isFormulaLike(source: string, start: number, end: number): boolean {
  const raw = source.slice(start, end);
  if (raw.startsWith('$$')) return true;
  const inner = raw.slice(1, -1);
  return inner !== '' && !/^\s|\s$/.test(inner) && !/\d/.test(source.charAt(end));
}
