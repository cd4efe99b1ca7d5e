import type { RootContent } from 'mdast';

/**
 * The text of converted nodes as code reads it: text and code as written, a new line after each
 * paragraph and at each line break (`<CodeBlock>` children, a `Mermaid` chart).
 */
export function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
      if (node.type === 'break') return '\n';
      if (!('children' in node)) return '';
      const inner = plainText(node.children as RootContent[]);
      return node.type === 'paragraph' ? `${inner}\n` : inner;
    })
    .join('')
    .replace(/^\n+|\s+$/g, '');
}
