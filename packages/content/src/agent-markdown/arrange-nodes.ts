import type { List, PhrasingContent, RootContent } from 'mdast';
import { type FlowNode, isBlankText, isPhrasing, paragraph, text } from './mdast-nodes.ts';

/**
 * Nodes as block content: runs of inline nodes become paragraphs (runs of only white space are
 * dropped), list items and table parts that lost their parent and empty headings are dropped, and adjacent lists
 * of the same kind (`folioList`) become one list.
 */
export function asBlocks(nodes: readonly RootContent[]): FlowNode[] {
  const out: FlowNode[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => !isBlankText(node))) out.push(paragraph(trimRun(run)));
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) {
      run.push(node);
      continue;
    }
    flush();
    if (node.type === 'listItem' || node.type === 'tableRow' || node.type === 'tableCell' || node.type === 'yaml')
      continue;
    // A section title with no text (an untitled Accordion) says nothing.
    if (node.type === 'heading' && node.children.length === 0) continue;
    const previous = out.at(-1);
    if (node.type === 'list' && previous?.type === 'list' && sameKind(previous, node)) {
      previous.children.push(...node.children);
      previous.spread = previous.spread === true || node.spread === true;
      continue;
    }
    out.push(node as FlowNode);
  }
  flush();
  return out;
}

/**
 * Nodes as inline content, for a component written inside a sentence: block nodes give their
 * inline content, separated by spaces.
 */
export function asPhrasing(nodes: readonly RootContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const add = (parts: PhrasingContent[]) => {
    if (parts.length === 0) return;
    if (out.length > 0 && !isBlankText(out.at(-1) as RootContent)) out.push(text(' '));
    out.push(...parts);
  };
  for (const node of nodes) {
    if (isPhrasing(node)) out.push(node);
    else if (node.type === 'code') add([{ type: 'inlineCode', value: node.value }]);
    else if (node.type === 'math') add([{ type: 'inlineMath', value: node.value }]);
    else if ('children' in node) add(asPhrasing(node.children as RootContent[]));
  }
  return out;
}

function sameKind(a: List, b: List): boolean {
  return a.data?.folioList !== undefined && a.data.folioList === b.data?.folioList && a.ordered === b.ordered;
}

/** A paragraph's inline content without the line breaks that stood around JSX tags. */
function trimRun(run: PhrasingContent[]): PhrasingContent[] {
  const nodes = [...run];
  while (nodes.length > 0 && isBlankText(nodes[0] as RootContent)) nodes.shift();
  while (nodes.length > 0 && isBlankText(nodes.at(-1) as RootContent)) nodes.pop();
  const first = nodes[0];
  if (first?.type === 'text') nodes[0] = text(first.value.replace(/^\s+/, ''));
  const last = nodes.at(-1);
  if (last?.type === 'text') nodes[nodes.length - 1] = text(last.value.replace(/\s+$/, ''));
  return nodes;
}
