// Browsers drop tabs and newlines from a URL and read `\` as `/`, so `/\t/evil.example` is
// `//evil.example` to them: another host. A C0 control, space, DEL or backslash refuses the value.
// biome-ignore lint/suspicious/noControlCharactersInRegex: a return path must not hold a C0 control, a space or DEL
const UNSAFE = /[\u0000-\u0020\u007f\\]/;
const BASE = 'http://site.invalid';

/**
 * Where sign-in sends the reader afterwards: a path of this site, else `fallback` (the site's
 * root). The value must start with exactly one `/`, hold no control character, space or backslash,
 * stay on the site once parsed (not `//evil.example`, `https://evil.example`, `/\evil.example`),
 * and start with the site's base path; the parser's own serialisation is returned, so the browser
 * reads what was checked. Percent-encoded slashes stay encoded: `/%2F%2Fevil` is a path here.
 */
export function safeReturnPath(value: unknown, basePath: string, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_048) return fallback;
  if (UNSAFE.test(value) || !value.startsWith('/') || value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (basePath !== '' && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
