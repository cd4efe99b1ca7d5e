import type { ElementContent, Root as HastRoot } from 'hast';

/**
 * Every id a fragment (`#id`) can land on in a rendered tree, in document order: `id` on any
 * element (headings, `{#custom}` ids, components' own ids such as a `ParamField`'s, raw HTML) and
 * `name` on `<a>`, which browsers also scroll to.
 */
export function collectElementIds(root: HastRoot): string[] {
  const ids: string[] = [];
  const stack: ElementContent[] = [...(root.children as ElementContent[])].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as ElementContent;
    if (node.type !== 'element') continue;
    const { id, name } = node.properties;
    if (typeof id === 'string' && id !== '') ids.push(id);
    if (node.tagName === 'a' && typeof name === 'string' && name !== '') ids.push(name);
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as ElementContent);
  }
  return ids;
}
