/**
 * Resolves `path` against the repository folder `fromDir` (`''` is the root) and returns the
 * normalised repository path (no leading slash, no `.` or `..` segments), or `undefined` when the
 * path climbs out of the repository. A leading `/` means the repository root (COMPAT.md).
 *
 * @example resolveRepoPath('../schemas/pet.yaml', 'api/v1') // 'api/schemas/pet.yaml'
 */
export function resolveRepoPath(path: string, fromDir = ''): string | undefined {
  const segments = path.startsWith('/') ? [] : fromDir.split('/').filter((s) => s !== '' && s !== '.');
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      // Popping past the root would read a file of the machine, not of the repository.
      if (segments.length === 0) return undefined;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

/** The folder part of a repository path (`api/v1/openapi.yaml` → `api/v1`, `openapi.yaml` → `''`). */
export function repoDirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}
