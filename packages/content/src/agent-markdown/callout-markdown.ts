import type { RootContent } from 'mdast';
import { stringProp } from '../components/prop-readers.ts';
import type { MarkdownComponent } from './markdown-component.ts';
import { blockquote, type FlowNode, paragraph, strong, text } from './mdast-nodes.ts';

/**
 * A labelled quotation: `> **Note:** …`, the label opening the first paragraph (or a paragraph of
 * its own before a list or code). Inside a sentence: `**Note:** …` inline.
 */
function labelledQuote(label: string | undefined, blocks: FlowNode[]): RootContent[] {
  // An empty callout says nothing.
  if (blocks.length === 0) return [];
  if (label === undefined) return [blockquote(blocks)];
  const mark = strong(`${label}:`);
  const [first, ...rest] = blocks;
  if (first?.type === 'paragraph') return [blockquote([paragraph([mark, text(' '), ...first.children]), ...rest])];
  return [blockquote([paragraph([mark]), ...blocks])];
}

function callout(label: string): MarkdownComponent {
  return ({ isInline, phrasing, blocks }) =>
    isInline ? [strong(`${label}:`), text(' '), ...phrasing()] : labelledQuote(label, blocks());
}

/**
 * Callouts as labelled quotations. `Callout` is labelled by its `title`, else it is a plain
 * quotation: its look (icon, colour) says nothing an agent could read.
 */
export const calloutMarkdown: Record<string, MarkdownComponent> = {
  Note: callout('Note'),
  Tip: callout('Tip'),
  Warning: callout('Warning'),
  Info: callout('Info'),
  Check: callout('Check'),
  Danger: callout('Danger'),
  Callout: (input) => {
    const title = stringProp(input.props, 'title');
    if (input.isInline)
      return title === undefined ? input.phrasing() : [strong(`${title}:`), text(' '), ...input.phrasing()];
    return labelledQuote(title, input.blocks());
  },
  // `Prompt`: text for the reader to paste into an AI tool, as its author wrote it.
  Prompt: (input) => {
    const description = stringProp(input.props, 'description');
    return labelledQuote(description === undefined ? 'Prompt' : `Prompt (${description})`, input.blocks());
  },
};
