import type { Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import type { TreeScope } from '../render-state.ts';
import { convertToMarkdownTree, type MarkdownState } from './convert-to-markdown-tree.ts';
import { markdownComponents } from './markdown-components.ts';

/** How pages are written: GFM (tables, task lists, strikethrough, footnotes) and math; built once. */
const OPTIONS: Options = {
  extensions: [gfmToMarkdown(), mathToMarkdown()],
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  strong: '*',
};

/**
 * A parsed page as plain Markdown for agents (`<page>.md`, `llms-full.txt`, the MCP `get_page`
 * tool): components written as Markdown (callouts as labelled quotations, steps, tabs and
 * accordions as titled sections, cards as link lists, fields as definition lists), snippets
 * inlined, `{expressions}` read statically, never run; `<Visibility for="humans">` left out. The
 * sections components open sit below `depth` (1: under the page's `# Title`).
 */
export function agentMarkdown(tree: Root, scope: TreeScope, state: MarkdownState, depth = 1): string {
  const children = convertToMarkdownTree(tree, scope, state, markdownComponents, depth);
  const root: Root = { type: 'root', children: children as RootContent[] };
  return toMarkdown(root, OPTIONS);
}
