import type { Root } from 'mdast';
import type { Node } from 'unist';

declare module 'mdast' {
  interface RootData {
    /** The text the tree was parsed from: the offsets of its positions index it. */
    sourceText?: string;
  }
}

/**
 * The children of an element as the author wrote them in `text` (the markdown between its tags),
 * without the indentation the element gave them: lines keep their indentation relative to each
 * other, and the text is trimmed. `undefined` when the children carry no positions (generated).
 */
export function childrenSource(node: { children: readonly Node[] }, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (node.children.length === 0) return '';
  if (first === undefined || last === undefined || last < first || last > text.length) return undefined;
  // Start at the beginning of the first child's line when only indentation stands before it there,
  // so that its indentation is taken off like that of every other line.
  const lineStart = text.lastIndexOf('\n', first - 1) + 1;
  const startsLine = /^[ \t]*$/.test(text.slice(lineStart, first));
  const lines = text.slice(startsLine ? lineStart : first, last).split(/\r?\n/);
  const indented = lines.filter((line, index) => line.trim() !== '' && (startsLine || index > 0));
  const indent = Math.min(...indented.map((line) => /^[ \t]*/.exec(line)![0].length));
  const cut = Number.isFinite(indent) ? indent : 0;
  return lines
    .map((line, index) => (line.trim() === '' ? '' : !startsLine && index === 0 ? line : line.slice(cut)))
    .join('\n')
    .trim();
}

/** Keeps `text` on the tree parsed from it, for `childrenSource`. */
export function keepSourceText(tree: Root, text: string): void {
  tree.data = { ...tree.data, sourceText: text };
}
