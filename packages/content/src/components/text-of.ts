import type { ElementContent, Root } from 'hast';

/** Block-level tags after which the plain text of markup starts a new line. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'section',
  'br',
]);

/** The text of rendered markup, as one line (a label). */
export function textOf(nodes: readonly (ElementContent | Root)[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.value : 'children' in node ? textOf(node.children as ElementContent[]) : '',
    )
    .join('');
}

/**
 * The text of rendered markup with its line structure: a line per paragraph and list item (list
 * items prefixed `- `), code kept as written. What a reader copying a prompt expects to paste.
 */
export function plainTextOf(nodes: readonly ElementContent[]): string {
  const out: string[] = [];
  const walk = (node: ElementContent, depth: number) => {
    // Line breaks between block elements are markup, not text: blocks bring their own.
    if (node.type === 'text' && !(node.value.trim() === '' && node.value.includes('\n'))) out.push(node.value);
    if (node.type !== 'element') return;
    if (node.tagName === 'li') out.push(`\n${'  '.repeat(Math.max(0, depth - 1))}- `);
    else if (BLOCKS.has(node.tagName)) out.push('\n');
    const nested = node.tagName === 'ul' || node.tagName === 'ol' ? depth + 1 : depth;
    for (const child of node.children) walk(child, nested);
    if (BLOCKS.has(node.tagName) && node.tagName !== 'li') out.push('\n');
  };
  for (const node of nodes) walk(node, 0);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True for whitespace-only text between JSX children. */
export function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}
