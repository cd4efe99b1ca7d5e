import type { Element, ElementContent } from 'hast';
import { element, text } from './hast-builders.ts';
import type { CodeBlockRequest } from './code-block-request.ts';
import type { RenderState } from './render-state.ts';

/** What a code placeholder carries through sanitising: its index in `RenderState.codeBlocks`. */
export interface CodePlaceholderData {
  folioCode: number;
  /** Set by `CodeGroup`: the tab shows the title, so the block does not repeat it. */
  folioInGroup?: boolean;
}

/**
 * Queues a code block for highlighting (after the page is sanitised) and returns its placeholder.
 * The placeholder holds the block's header (icon and title) so that the header is sanitised with
 * the page; `insertHighlightedCode` later builds the block around it.
 */
export function codeBlockPlaceholder(
  request: CodeBlockRequest,
  state: RenderState,
  icon: (name: string) => Element,
): Element {
  const index = state.codeBlocks.push(request) - 1;
  const header: ElementContent[] = [];
  if (request.meta.icon !== undefined)
    header.push(element('span', { className: ['code-block-icon'], ariaHidden: 'true' }, [icon(request.meta.icon)]));
  if (request.meta.title !== undefined)
    header.push(element('span', { className: ['code-block-title'] }, [text(request.meta.title)]));
  const placeholder = element('div', {}, header);
  placeholder.data = { folioCode: index } satisfies CodePlaceholderData as Element['data'];
  return placeholder;
}

/** The queued code block a rendered node stands for, if it is a code placeholder. */
export function queuedCodeBlock(node: ElementContent, state: RenderState): CodeBlockRequest | undefined {
  if (node.type !== 'element') return undefined;
  const index = (node.data as Partial<CodePlaceholderData> | undefined)?.folioCode;
  return index === undefined ? undefined : state.codeBlocks[index];
}
