/** A readable title from the last segment of a page path: `api-reference/patch-users-items` → `Patch Users Items`. */
export function titleFromSlug(pagePath: string): string {
  const last = pagePath.slice(pagePath.lastIndexOf('/') + 1);
  return last
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
