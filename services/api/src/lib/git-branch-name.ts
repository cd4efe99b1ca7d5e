/** The longest branch name Folio builds (as the `/v1` trigger route's `branch`). */
const MAX_BRANCH_LENGTH = 200;

/**
 * Why `name` is not a branch git would create (`git check-ref-format --branch` rules), or is longer
 * than {@link MAX_BRANCH_LENGTH}; `null` when it is fine. A webhook's branch comes from whoever
 * holds the site's secret, and ends up in build rows, logs, commit statuses and preview host names.
 */
export function branchNameProblem(name: string): string | null {
  if (name === '') return 'it is empty';
  if (name.length > MAX_BRANCH_LENGTH) return `it is longer than ${MAX_BRANCH_LENGTH} characters`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: git refuses control characters and DEL in ref names
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name))
    return 'it contains a space, a control character or one of ~ ^ : ? * [ \\';
  if (name.includes('..')) return 'it contains ".."';
  if (name.includes('@{')) return 'it contains "@{"';
  if (name === '@') return 'it is "@"';
  if (name.startsWith('-')) return 'it starts with "-"';
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//')) return 'it has an empty path component';
  if (name.endsWith('.')) return 'it ends with "."';
  for (const component of name.split('/')) {
    if (component.startsWith('.')) return 'a path component starts with "."';
    if (component.endsWith('.lock')) return 'a path component ends with ".lock"';
  }
  return null;
}
