import type { Navigation, NavigationChildren, PageEntry } from '@folio/docs-config';

/** Labels of navigation elements, by the key naming them. */
const LABEL_KEYS = ['tab', 'anchor', 'dropdown', 'product'] as const;
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'] as const;

/**
 * The section each page is listed in, as a thumbnail's eyebrow: its nearest group, else its tab
 * (anchor, dropdown, product). The first listing of a page wins; unlisted pages have none.
 */
export function pageSections(navigation: Navigation): Map<string, string> {
  const sections = new Map<string, string>();
  const visit = (element: NavigationChildren & Record<string, unknown>, label: string | undefined) => {
    for (const key of CHILD_KEYS) {
      const children = element[key];
      if (!Array.isArray(children)) continue;
      for (const child of children as (PageEntry | NavigationChildren | null)[]) {
        if (child === null) continue;
        if (typeof child === 'string') {
          if (label !== undefined && !sections.has(child)) sections.set(child, label);
          continue;
        }
        const record = child as NavigationChildren & Record<string, unknown>;
        visit(
          record,
          typeof record.group === 'string'
            ? record.group
            : (LABEL_KEYS.map((name) => record[name]).find((value): value is string => typeof value === 'string') ??
                label),
        );
      }
    }
  };
  visit(navigation as NavigationChildren & Record<string, unknown>, undefined);
  return sections;
}
