/** A page reference brought to the form page paths have, or why it cannot be. */
export type NormalisedPagePath = { ok: true; path: string } | { ok: false; reason: 'outside-repo' };

/**
 * Normalises a page reference as COMPAT.md describes: surrounding whitespace and a leading `/`
 * dropped (`/api/errors` is `api/errors`), `.` and `..` resolved inside the repository (never
 * outside it), and an empty path is `index`, the site root.
 */
export function normalisePagePath(reference: string): NormalisedPagePath {
  const segments: string[] = [];
  for (const segment of reference.trim().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return { ok: false, reason: 'outside-repo' };
      continue;
    }
    segments.push(segment);
  }
  return { ok: true, path: segments.length === 0 ? 'index' : segments.join('/') };
}
