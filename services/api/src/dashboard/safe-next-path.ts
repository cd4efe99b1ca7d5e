// Anything the parser would have to guess about: browsers drop tabs and newlines from a URL and read
// `\` as `/`, so `/\t/evil.example` is `//evil.example` to them (another host), and a newline in a
// `Location` header is refused by Node (a 500). Spaces and other controls never come from our own
// links, which are percent-encoded.
// biome-ignore lint/suspicious/noControlCharactersInRegex: a Location header must not hold a C0 control, a space or DEL
const UNSAFE = /[\u0000-\u0020\u007f\\]/;
const BASE = 'http://dashboard.invalid';

/**
 * The one check of every `next` value (where sign-in sends you afterwards): a path on the dashboard
 * itself, else `/`. The value must start with exactly one `/`, hold no control character, space or
 * backslash, and still name the dashboard's own origin once parsed as a URL; what is returned is the
 * parser's own serialisation of that path, query and fragment, so the browser reads what we checked.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_048) return '/';
  if (UNSAFE.test(value) || !value.startsWith('/') || value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
