import type { ElementContent } from 'hast';
import type { DefaultTreeAdapterMap } from 'parse5';

type Parse5Node = DefaultTreeAdapterMap['childNode'];

/**
 * Parses a fragment of trusted, generated HTML (KaTeX's output) into hast. Attributes keep their
 * HTML names (`class`, `aria-hidden`, `viewBox`): the serialiser maps them through
 * property-information like property names. Comments are dropped.
 */
export function htmlToHast(html: string): ElementContent[] {
  if (parseFragment === undefined) throw new Error('htmlToHast before loadHtmlParser: parse5 is not loaded');
  return parseFragment(html).childNodes.flatMap(convert);
}

let parseFragment: typeof import('parse5').parseFragment | undefined;

/** Loads parse5 for `htmlToHast`, on demand: only pages with math need it (see `loadMathTypesetter`). */
export async function loadHtmlParser(): Promise<void> {
  parseFragment ??= (await import('parse5')).parseFragment;
}

function convert(node: Parse5Node): ElementContent[] {
  if (node.nodeName === '#text') return [{ type: 'text', value: (node as DefaultTreeAdapterMap['textNode']).value }];
  if (!('tagName' in node)) return [];
  const properties: Record<string, string> = {};
  for (const attribute of node.attrs) properties[attribute.name] = attribute.value;
  const children = (node.nodeName === 'template' ? [] : node.childNodes).flatMap(convert);
  return [{ type: 'element', tagName: node.tagName, properties, children }];
}
