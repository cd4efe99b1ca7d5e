import type { Element, ElementContent, Root } from 'hast';
import type { CodePlaceholderData } from './code-block-placeholder.ts';
import type { CodeTheme } from './code-theme.ts';
import { element, text } from './hast-builders.ts';
import { highlightCode, type HighlightOptions } from './highlight-code.ts';
import type { CodeBlockRequest } from './code-block-request.ts';

/** An `expandable` block longer than this many lines starts collapsed to about this height. */
const EXPANDABLE_LINES = 12;
/** Elements that draw a frame around code blocks, coloured dark with them under `styling.codeblocks: "dark"`. */
const CODE_FRAMES = new Set(['code-group', 'request-example', 'response-example']);

/**
 * Replaces the code placeholders left by `convertToHast` with highlighted code, after sanitising:
 * `<div class="code-block">` with the header (icon and title, unless the block is a tab of a code
 * group), a copy button (unless `nocopy`), the `<pre>`, and for a long `expandable` block the
 * button that expands it. Options become classes the site stylesheet reads (`has-lines`,
 * `is-wrapped`, `is-expandable`); the buttons show only with script (`html.js`).
 */
export async function insertHighlightedCode(
  root: Root,
  blocks: readonly CodeBlockRequest[],
  theme: CodeTheme,
  site: Pick<HighlightOptions, 'languages' | 'onTokenize'> = {},
): Promise<void> {
  const stack: Array<Root | Element> = [root];
  const slots: Array<{
    parent: Root | Element;
    index: number;
    block: number;
    header: ElementContent[];
    inGroup: boolean;
  }> = [];
  while (stack.length > 0) {
    const parent = stack.pop() as Root | Element;
    if (theme === 'dark' && parent.type === 'element' && isCodeFrame(parent)) parent.properties.dataCodeTheme = 'dark';
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      const data = child.data as Partial<CodePlaceholderData> | undefined;
      if (data?.folioCode !== undefined)
        slots.push({
          parent,
          index,
          block: data.folioCode,
          header: child.children,
          inGroup: data.folioInGroup === true,
        });
      else stack.push(child);
    });
  }
  for (const slot of slots) {
    const block = blocks[slot.block];
    if (block === undefined) continue;
    const pre = await highlightCode(block.value, block.language, { ...site, meta: block.meta, theme });
    // A diagram is drawn, not read: no copy or expand button.
    slot.parent.children[slot.index] = hasClass(pre, 'mermaid')
      ? element('div', { className: ['code-block'], dataLanguage: block.language }, [pre])
      : codeBlockElement(block, pre, slot.inGroup ? [] : slot.header, theme);
  }
}

function codeBlockElement(block: CodeBlockRequest, pre: Element, header: ElementContent[], theme: CodeTheme): Element {
  const { meta } = block;
  const lineCount = block.value.split('\n').length;
  const isCollapsible = meta.expandable === true && lineCount > EXPANDABLE_LINES;
  const classes = ['code-block'];
  if (header.length > 0) classes.push('has-header');
  if (meta.lines === true) classes.push('has-lines');
  if (meta.wrap === true) classes.push('is-wrapped');
  if (isCollapsible) classes.push('is-expandable');
  const children: ElementContent[] = [];
  if (header.length > 0) children.push(element('div', { className: ['code-block-header'] }, header));
  if (meta.nocopy !== true) children.push(copyButton());
  children.push(pre);
  if (isCollapsible) children.push(expandButton(lineCount));
  return element(
    'div',
    { className: classes, dataLanguage: block.language, dataCodeTheme: theme === 'dark' ? 'dark' : undefined },
    children,
  );
}

function copyButton(): Element {
  return element('button', { type: 'button', className: ['code-copy'], ariaLabel: 'Copy code', dataCopyCode: '' }, [
    element('span', { className: ['code-copy-icon'], ariaHidden: 'true' }),
  ]);
}

function expandButton(lineCount: number): Element {
  return element('button', { type: 'button', className: ['code-expand'], ariaExpanded: 'false', dataExpandCode: '' }, [
    element('span', { className: ['code-expand-more'] }, [text(`Show all ${lineCount} lines`)]),
    element('span', { className: ['code-expand-less'] }, [text('Show less')]),
  ]);
}

function isCodeFrame(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((name) => typeof name === 'string' && CODE_FRAMES.has(name));
}

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}
