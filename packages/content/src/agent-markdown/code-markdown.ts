import type { RootContent } from 'mdast';
import { stringProp } from '../components/prop-readers.ts';
import type { MarkdownComponent } from './markdown-component.ts';
import { code, paragraph, strong } from './mdast-nodes.ts';

function example(label: string): MarkdownComponent {
  return (input) => [paragraph([strong(label)]), ...input.blocks()];
}

/**
 * Code components as fenced blocks: a `CodeGroup` is its blocks, each keeping the title it is
 * tabbed by in its info string (```` ```bash npm ````); `RequestExample`/`ResponseExample` their
 * blocks under a bold label; `CodeBlock` one block with its `language` and `filename`; `Mermaid`
 * a `mermaid` block; `Latex` the formula in dollar signs.
 */
export const codeMarkdown: Record<string, MarkdownComponent> = {
  CodeGroup: (input) => input.nodes(),
  RequestExample: example('Request example'),
  ResponseExample: example('Response example'),
  CodeBlock: (input) => {
    const language = stringProp(input.props, 'language') ?? stringProp(input.props, 'lang');
    const filename = stringProp(input.props, 'filename') ?? stringProp(input.props, 'title');
    const nodes = input.nodes();
    if (nodes.some((node) => node.type === 'code')) {
      return nodes.flatMap((node): RootContent[] =>
        node.type === 'code'
          ? [code(node.value, language ?? node.lang ?? undefined, filename ?? node.meta ?? undefined)]
          : [],
      );
    }
    const written = input.text();
    return written === '' ? [] : [code(written, language, filename)];
  },
  Mermaid: (input) => {
    const chart = (stringProp(input.props, 'chart') ?? input.text()).trim();
    return chart === '' ? [] : [code(chart, 'mermaid')];
  },
  Latex: (input) => {
    const formula = input.text().trim();
    if (formula === '') return [];
    return input.isInline ? [{ type: 'inlineMath', value: formula }] : [{ type: 'math', value: formula }];
  },
};
