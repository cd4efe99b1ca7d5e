/** One step into a JSON value: an object key or an array index. */
export type PathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/**
 * Formats a JSON path the way Folio prints it: `navigation.tabs[0].groups[1].pages[3]`.
 * Keys that are not plain identifiers are quoted: `redirects["/old path"]`.
 */
export function formatJsonPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Formats a JSON pointer (RFC 6901): `/paths/~1pets/get`. */
export function formatJsonPointer(segments: readonly PathSegment[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
