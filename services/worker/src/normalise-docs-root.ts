/**
 * Normalises a site's docs folder to a repository-relative path without leading or trailing
 * slashes (`''` for the repository root); `null` when it would leave the repository.
 */
export function normaliseDocsRoot(docsRoot: string): string | null {
  const parts = docsRoot.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..' || part.includes('\0'))) return null;
  return parts.join('/');
}
