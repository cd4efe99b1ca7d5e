import type { Element, ElementContent, Properties, Text } from 'hast';

/** Builds a hast element; `undefined`/`false` properties are left out. */
export function element(
  tagName: string,
  properties: Record<string, unknown> = {},
  children: ElementContent[] = [],
): Element {
  const clean: Properties = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === false || value === null) continue;
    clean[key] = value as Properties[string];
  }
  return { type: 'element', tagName, properties: clean, children };
}

/** Builds a hast text node. */
export function text(value: string): Text {
  return { type: 'text', value };
}
