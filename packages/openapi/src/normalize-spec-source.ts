import { resolveRepoPath } from './resolve-repo-path.ts';

/** Where an OpenAPI document comes from, once its `openapi` value has been checked. */
export type SpecLocation =
  | { kind: 'repo'; path: string }
  | { kind: 'url'; url: string }
  | { kind: 'invalid'; reason: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Classifies an `openapi` source value: an `https://` URL, or a repository path (a leading `/` means
 * the root, `./` is dropped, `..` may not leave the repository). Anything else is `invalid` with a
 * reason that names the value.
 */
export function normalizeSpecSource(source: string): SpecLocation {
  const trimmed = source.trim();
  if (trimmed === '') return { kind: 'invalid', reason: 'the OpenAPI source is empty' };
  if (/^https:\/\//i.test(trimmed)) {
    try {
      return { kind: 'url', url: new URL(trimmed).href };
    } catch {
      return { kind: 'invalid', reason: `"${source}" is not a valid URL` };
    }
  }
  if (/^http:\/\//i.test(trimmed)) {
    return { kind: 'invalid', reason: `"${source}" uses http://; only https:// URLs are fetched` };
  }
  if (SCHEME.test(trimmed) && trimmed.includes('://')) {
    return { kind: 'invalid', reason: `"${source}" is a URL that is not https://` };
  }
  const path = resolveRepoPath(trimmed);
  if (path === undefined) return { kind: 'invalid', reason: `"${source}" points outside the repository` };
  if (path === '') return { kind: 'invalid', reason: `"${source}" names the repository root, not a file` };
  return { kind: 'repo', path };
}
