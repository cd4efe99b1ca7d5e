import type { Element } from 'hast';
import type { Node } from 'mdast';
import { mathPlaceholder } from './insert-typeset-math.ts';
import { typesetMath } from './typeset-math.ts';

/** A `$$…$$` formula as remark-math parses it: `math` on its own lines, `inlineMath` in text. */
interface MathNode extends Node {
  value: string;
}

/**
 * The mdast-to-hast handlers of remark-math's `math` (display) and `inlineMath` nodes: each is
 * typeset now with KaTeX and left as a placeholder that `insertTypesetMath` fills after
 * sanitising; a formula KaTeX refuses is reported through `report` at the node's position.
 */
export function mathHandlers(
  report: (message: string, node: Node) => void,
): Record<'math' | 'inlineMath', (state: unknown, node: MathNode) => Element> {
  const handle = (node: MathNode, isDisplay: boolean): Element => {
    const result = typesetMath(node.value, isDisplay);
    if ('error' in result) report(`the formula is shown as source: KaTeX could not typeset it (${result.error})`, node);
    return mathPlaceholder(result, node.value, isDisplay);
  };
  return {
    math: (_, node) => handle(node, true),
    inlineMath: (_, node) => handle(node, false),
  };
}
