import type { Element, ElementContent, Root } from 'hast';
import { element, text } from './hast-builders.ts';
import { htmlToHast } from './html-to-hast.ts';

/** What a math placeholder carries through sanitising: KaTeX's HTML, or the source it refused. */
export interface MathPlaceholderData {
  folioMath: { html: string } | { source: string; isDisplay: boolean };
}

/**
 * Replaces the math placeholders left by `$$…$$` and `<Latex>` with KaTeX's markup, after the page
 * is sanitised: KaTeX positions glyphs with inline styles and carries MathML, which the content
 * schema rightly refuses from tenant HTML, but this markup comes from KaTeX, not from the page.
 * A formula KaTeX refused is shown as its source in `<code>` (the diagnostic was raised earlier).
 */
export function insertTypesetMath(root: Root): void {
  const stack: Array<Root | Element> = [root];
  while (stack.length > 0) {
    const parent = stack.pop() as Root | Element;
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      const math = (child.data as Partial<MathPlaceholderData> | undefined)?.folioMath;
      if (math === undefined) {
        stack.push(child);
        return;
      }
      parent.children[index] = 'html' in math ? toElement(math.html) : sourceElement(math.source, math.isDisplay);
    });
  }
}

function toElement(html: string): ElementContent {
  return htmlToHast(html).find((node): node is Element => node.type === 'element') ?? text('');
}

function sourceElement(source: string, isDisplay: boolean): Element {
  const code = element('code', { className: ['math-error'] }, [text(source)]);
  return isDisplay ? element('pre', { className: ['math-error'] }, [code]) : code;
}

/** A placeholder element for a formula: typeset if KaTeX accepted it, its source otherwise. */
export function mathPlaceholder(
  result: { html: string } | { error: string },
  source: string,
  isDisplay: boolean,
): Element {
  const placeholder = element(isDisplay ? 'div' : 'span');
  const data: MathPlaceholderData = { folioMath: 'html' in result ? { html: result.html } : { source, isDisplay } };
  placeholder.data = data as unknown as Element['data'];
  return placeholder;
}
