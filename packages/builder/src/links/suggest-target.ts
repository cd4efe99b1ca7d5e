import { editDistance } from '@folio/diagnostics';
import { headingSlug } from '@folio/content/check';

/** The closest existing target to a missing one, and whether it is the only plausible one. */
export interface Suggestion {
  /** A URL path (`/guides/setup`) or an id (`install`). */
  value: string;
  /**
   * True when nothing else is as close: one page of that name elsewhere (a moved page), the same
   * path in the linking page's language or version, or the single nearest by edit distance.
   * `folio check --fix` only rewrites links whose suggestion is unambiguous.
   */
  unambiguous: boolean;
}

/**
 * The existing URL path closest to `missing`, when one is close enough to be what was meant:
 * 0. the page a link to its file names (`/guides/setup.mdx` → `/guides/setup`);
 * 1. the same path under the linking page's first folder (`/fr` + `/guides/setup`: a link written
 *    for the default language or version from a page of another);
 * 2. the paths whose last segment is the same (`/guides/setup` moved to `/start/setup`; a page
 *    file's name counts without its extension);
 * 3. the nearest by edit distance, within a third of the path's length (a typo).
 */
export function suggestPath(
  missing: string,
  from: string | undefined,
  candidates: Iterable<string>,
): Suggestion | undefined {
  const all = [...candidates];
  const known = new Set(all);
  const trimmed = missing.length > 1 ? missing.replace(/\/+$/, '') : missing;
  // `/guides/setup.mdx`: the page file's name, where its URL has none.
  const page = trimmed.replace(/\.mdx?$/i, '');
  if (page !== trimmed && known.has(page)) return { value: page, unambiguous: true };
  // `/cookbook` for `cookbook/index.mdx`, which the site serves at `/cookbook/index`.
  if (known.has(`${trimmed}/index`)) return { value: `${trimmed}/index`, unambiguous: true };
  const prefix = from === undefined ? undefined : /^\/[^/]+/.exec(from)?.[0];
  if (prefix !== undefined && known.has(prefix + trimmed)) return { value: prefix + trimmed, unambiguous: true };
  const name = lastSegment(page);
  if (name !== '') {
    const moved = all.filter((candidate) => lastSegment(candidate) === name);
    if (moved.length === 1) return { value: moved[0] as string, unambiguous: true };
    if (moved.length > 1) return nearest(page, moved, Number.POSITIVE_INFINITY);
  }
  return nearest(page, all, Math.max(2, Math.floor(page.length / 3)));
}

/**
 * The id on the page closest to `fragment`: the id its text would get as a heading (`#Getting
 * Started` → `getting-started`), a different case, or the nearest by edit distance.
 */
export function suggestId(fragment: string, ids: ReadonlySet<string>): Suggestion | undefined {
  const slug = headingSlug(fragment);
  if (ids.has(slug)) return { value: slug, unambiguous: true };
  const folded = [...ids].filter((id) => id.toLowerCase() === fragment.toLowerCase());
  if (folded.length === 1) return { value: folded[0] as string, unambiguous: true };
  return nearest(fragment.toLowerCase(), [...ids], Math.max(2, Math.floor(fragment.length / 3)));
}

/** The candidate nearest to `wanted` within `limit` edits; unambiguous when no other is as near. */
function nearest(wanted: string, candidates: readonly string[], limit: number): Suggestion | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let ties = 0;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase(), Math.min(limit, bestDistance));
    if (distance > limit) continue;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      ties = 0;
    } else if (distance === bestDistance) ties++;
  }
  return best === undefined ? undefined : { value: best, unambiguous: ties === 0 };
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
