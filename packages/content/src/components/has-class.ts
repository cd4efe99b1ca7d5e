import type { Element, ElementContent, Root } from 'hast';

/** True when a hast node is an element carrying `className`. */
export function hasClass(node: ElementContent | Root, className: string): node is Element {
  if (node.type !== 'element') return false;
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.includes(className);
  return typeof value === 'string' && value.split(' ').includes(className);
}

/** Every element under `root` (depth first, document order) that `matches`; not inside matches. */
export function findElements(root: Root | Element, matches: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (parent: Root | Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (matches(child)) found.push(child);
      else walk(child);
    }
  };
  walk(root);
  return found;
}
