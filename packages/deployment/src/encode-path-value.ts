import { escapeCodePoint } from './escape-code-point.ts';

// What a path segment may carry as it is (RFC 3986 pchar without `%`), and the separator `/`.
const PATH_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;

/**
 * Percent-encodes a decoded value for a URL path: every character but unreserved ones, sub-delims,
 * `:`, `@` and `/` is escaped, `%`, `?`, `#` and `\` included, so the value can neither end the path
 * nor be read as an escape. For the parameters a redirect substitutes: they come from the request
 * path after it was decoded once, and encoding them again gives the same bytes back.
 */
export function encodePathValue(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (PATH_CHARACTER.test(char)) {
      out += char;
      continue;
    }
    const code = value.codePointAt(i)!;
    if (code > 0xffff) i++;
    out += escapeCodePoint(code);
  }
  return out;
}
