/**
 * The origin (`scheme://host[:port]`) of an http(s) URL, normalised the WHATWG way: scheme and
 * host lower-cased, IDNA to punycode, numeric IPv4 forms to dotted decimal, default ports dropped,
 * path, query and fragment dropped. A bare host (`api.example.com:8443`) is read as https.
 *
 * Returns `undefined` for anything that cannot be an allow-list entry: other schemes, relative
 * URLs (`/v1`), URLs with `user:password@`, and OpenAPI server templates (`https://{region}.x.com`)
 * whose variables were not substituted.
 */
export function normalizeOrigin(input: string): string | undefined {
  // The same few allow-list entries come back on every playground request: remember the answers
  // (a pure function of the input), starting over when full so that memory stays bounded.
  if (memo.has(input)) return memo.get(input);
  const origin = parseOrigin(input);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(input, origin);
  return origin;
}

const MEMO_SIZE = 1_000;
const memo = new Map<string, string | undefined>();

function parseOrigin(input: string): string | undefined {
  const text = input.trim();
  if (text === '' || text.startsWith('/') || text.includes('{') || text.includes('}')) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return url.origin;
}
