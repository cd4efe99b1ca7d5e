import { primaryChildKey } from '@folio/docs-config';

/**
 * The child collection of a non-group element that navigation resolves: docs-config's
 * `primaryChildKey` (products, languages, versions, tabs, dropdowns, anchors, groups, pages), else a
 * tab's `menu`, which docs-config reads on its own.
 */
export function childKeyOf(element: Readonly<Record<string, unknown>>): string | undefined {
  return primaryChildKey(element) ?? (element.menu !== undefined ? 'menu' : undefined);
}
