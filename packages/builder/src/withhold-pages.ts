import type { Navigation } from '@folio/docs-config';

/**
 * The navigation without entries for `withheld` page paths: their strings in every `pages` list
 * and a group `root` naming one, and then every group left with no page and no root. The
 * navigation given is not changed.
 */
export function withholdPages(navigation: Navigation, withheld: ReadonlySet<string>): Navigation {
  return prune(navigation, undefined, withheld) as Navigation;
}

function prune(value: unknown, key: string | undefined, withheld: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    const kept = key === 'pages' ? value.filter((entry) => !(typeof entry === 'string' && withheld.has(entry))) : value;
    return kept.map((entry) => prune(entry, undefined, withheld)).filter((entry) => !isEmptyGroup(entry));
  }
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    if (name === 'root' && typeof child === 'string' && withheld.has(child)) continue;
    out[name] = prune(child, name, withheld);
  }
  return out;
}

/** A group that lost every page: `{ group, pages: [] }` without a root. */
function isEmptyGroup(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  const group = entry as Record<string, unknown>;
  return (
    typeof group.group === 'string' &&
    Array.isArray(group.pages) &&
    group.pages.length === 0 &&
    group.root === undefined
  );
}
