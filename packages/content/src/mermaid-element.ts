import type { Element } from 'hast';
import { element, text } from './hast-builders.ts';

/**
 * A mermaid diagram as the page carries it: `<pre class="mermaid">` holding the diagram source as
 * text (escaped by the HTML serialiser), which readers without script see as it is written and
 * the site's mermaid loader draws into an SVG in the browser.
 */
export function mermaidElement(source: string): Element {
  return element('pre', { className: ['mermaid'] }, [text(source.replace(/\n+$/, ''))]);
}
