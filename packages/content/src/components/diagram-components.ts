import type { ComponentRenderer } from '../component-renderer.ts';
import { mathPlaceholder } from '../insert-typeset-math.ts';
import { mermaidElement } from '../mermaid-element.ts';
import { typesetMath } from '../typeset-math.ts';
import { stringProp } from './prop-readers.ts';
import { textOf } from './text-of.ts';

/**
 * `Mermaid` (the diagram in `chart` or as the children's text), drawn in the reader's browser like
 * a ```` ```mermaid ```` fence, and `Latex` (the children's text, inline inside a paragraph and a
 * display formula on its own), typeset at build time with KaTeX.
 */
export const diagramComponents: Record<string, ComponentRenderer> = {
  Mermaid: ({ props, children }) => {
    const chart = stringProp(props, 'chart') ?? textOf(children);
    return chart.trim() === '' ? [] : [mermaidElement(chart.trim())];
  },
  Latex: ({ children, isInline, context }) => {
    const source = textOf(children).trim();
    if (source === '') return [];
    const result = typesetMath(source, !isInline);
    if ('error' in result)
      context.warn(
        'CONTENT_MATH_INVALID',
        `the formula is shown as source: KaTeX could not typeset it (${result.error})`,
      );
    return [mathPlaceholder(result, source, !isInline)];
  },
};
