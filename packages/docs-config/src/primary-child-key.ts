import { CHILD_KEYS } from './navigation-element-rules.ts';
import type { ChildKey } from './model/navigation.ts';

/**
 * Which child collection of a navigation element (or of the navigation root) applies: the first
 * one present in the reference precedence products, languages, versions, tabs, dropdowns,
 * anchors, groups, pages (COMPAT.md "Where the reference is more lenient"). `menu` is not a
 * primary child; a tab's `menu` is read on its own.
 *
 * On a config from `loadDocsConfig` only one collection is left per element (the others are
 * reported and removed), so this also works on raw docs.json objects.
 *
 * @example primaryChildKey({ tab: 'API', groups: [], pages: [] }) // 'groups'
 */
export function primaryChildKey(element: Readonly<Partial<Record<ChildKey, unknown>>>): ChildKey | undefined {
  return CHILD_KEYS.find((key) => element[key] !== undefined);
}
