import type { Root, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx';
import { readUserValue } from './read-user-value.ts';

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/**
 * The page body as written, for one audience: its own `<Visibility>` blocks replaced by their
 * content, the other audience's removed (the search index reads the humans' text). `source` is
 * the text `tree` was parsed from and `body` its part after the front matter; when the tree's
 * positions do not fit the text (a repaired parse), `body` is returned unchanged.
 */
export function writtenMarkdown(source: string, tree: Root, body: string, audience: 'humans' | 'agents'): string {
  if (!source.endsWith(body)) return body;
  const offset = source.length - body.length;
  const edits: Edit[] = [];
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Visibility') {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        if (start === undefined || end === undefined || !source.startsWith('<Visibility', start) || start < offset)
          continue;
        const written = node.attributes.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'for',
        )?.value;
        if (written === audience) edits.push({ start, end, replacement: innerSource(source, node.children) });
        else if (written === 'humans' || written === 'agents') edits.push({ start, end, replacement: '' });
        continue;
      }
      // `{user.firstName}` as written would show the raw expression: the fallback, as signed out.
      if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
        const replacement = userValueFallback(node, source, offset);
        if (replacement !== undefined) edits.push(replacement);
        continue;
      }
      if ('children' in node) visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
  return out.slice(offset).replace(/\n{3,}/g, '\n\n');
}

/** The source of a component's children, without the indentation they share. */
function innerSource(source: string, children: readonly RootContent[]): string {
  const first = children[0]?.position?.start.offset;
  const last = children[children.length - 1]?.position?.end.offset;
  if (first === undefined || last === undefined) return '';
  const lineStart = source.lastIndexOf('\n', first - 1) + 1;
  const lines = source.slice(lineStart, last).split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length));
  return lines.map((line) => line.slice(Math.min(indent, /^[ \t]*/.exec(line)![0].length))).join('\n');
}

/** The edit that writes a `{user.…}` value as its fallback text, when the expression is one. */
function userValueFallback(
  node: MdxFlowExpression | MdxTextExpression,
  source: string,
  offset: number,
): Edit | undefined {
  const statement = node.data?.estree?.body[0];
  if (node.data?.estree?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  const user = readUserValue(statement.expression);
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (user === undefined || start === undefined || end === undefined || start < offset || source[start] !== '{')
    return undefined;
  return { start, end, replacement: user.fallback };
}
