/** Where a `$ref` points: a repository path, or why it may not be followed. */
export type RefTarget = { ok: true; path: string } | { ok: false; reason: 'invalid' | 'outside'; message: string };

const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * Resolves a `$ref` string against the repository path of the file that holds it.
 * Only relative paths that stay inside the repository are followed: an absolute path, a URL or
 * `..` climbing above the root would let one tenant's build read files that are not its own.
 *
 * @example resolveRefPath('nav/en.json', '../shared/tabs.json') // { ok: true, path: 'shared/tabs.json' }
 */
export function resolveRefPath(fromFile: string, ref: string): RefTarget {
  if (ref.trim() === '') return { ok: false, reason: 'invalid', message: '`$ref` is an empty string' };
  if (URL_SCHEME.test(ref)) {
    return {
      ok: false,
      reason: 'outside',
      message: `\`$ref\` "${ref}" is a URL; only files of the repository can be referenced`,
    };
  }
  if (ref.startsWith('/') || ref.startsWith('\\')) {
    return {
      ok: false,
      reason: 'outside',
      message: `\`$ref\` "${ref}" is an absolute path; write it relative to "${fromFile}"`,
    };
  }
  if (ref.includes('\\')) {
    return { ok: false, reason: 'invalid', message: `\`$ref\` "${ref}" uses backslashes; separate folders with "/"` };
  }
  if (ref.includes('#')) {
    return {
      ok: false,
      reason: 'invalid',
      message: `\`$ref\` "${ref}" has a "#" fragment; a \`$ref\` loads a whole file`,
    };
  }
  const segments = fromFile.split('/').slice(0, -1);
  for (const segment of ref.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) {
        return {
          ok: false,
          reason: 'outside',
          message: `\`$ref\` "${ref}" leaves the repository (from "${fromFile}")`,
        };
      }
      segments.pop();
    } else segments.push(segment);
  }
  if (segments.length === 0)
    return { ok: false, reason: 'invalid', message: `\`$ref\` "${ref}" names a folder, not a file` };
  return { ok: true, path: segments.join('/') };
}
