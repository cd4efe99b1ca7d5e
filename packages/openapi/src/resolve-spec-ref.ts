import { parseJsonPointer } from './parse-json-pointer.ts';
import { repoDirname, resolveRepoPath } from './resolve-repo-path.ts';

/** Where a `$ref` leads, seen from the file that holds it. */
export type SpecRefTarget =
  /** A file of the repository (or the same document), and the pointer inside it. */
  | { kind: 'file'; file: string; segments: string[] }
  /** A URL (or a relative reference inside a document that was itself fetched from a URL). */
  | { kind: 'remote'; url: string }
  /** A relative path that climbs out of the repository. */
  | { kind: 'outside'; path: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a `$ref` value written in `fromFile` (a repository path, or an `https://` URL for a
 * fetched document). A path is relative to the folder of `fromFile`; a leading `/` means the
 * repository root, as everywhere else in Folio.
 */
export function resolveSpecRef(ref: string, fromFile: string): SpecRefTarget {
  const hash = ref.indexOf('#');
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const segments = hash === -1 ? [] : parseJsonPointer(ref.slice(hash), { uriFragment: true });
  if (filePart === '') return { kind: 'file', file: fromFile, segments };
  if (SCHEME.test(filePart)) return { kind: 'remote', url: filePart };
  if (SCHEME.test(fromFile)) {
    // The document was fetched from a URL: its relative references are URLs too, and never fetched.
    let url = filePart;
    try {
      url = new URL(filePart, fromFile).href;
    } catch {
      // keep the reference as written
    }
    return { kind: 'remote', url };
  }
  let path = filePart;
  try {
    path = decodeURIComponent(filePart);
  } catch {
    // a stray `%`: use the reference as written
  }
  const file = resolveRepoPath(path, repoDirname(fromFile));
  if (file === undefined) return { kind: 'outside', path: filePart };
  return { kind: 'file', file, segments };
}
