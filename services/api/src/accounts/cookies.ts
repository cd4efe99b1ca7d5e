/** Attributes of a `Set-Cookie` header (RFC 6265). */
export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

// RFC 6265 cookie-name is an HTTP token; cookie-value excludes controls, whitespace, DQUOTE, comma,
// semicolon and backslash. Values we write are base64url, so anything else is a programming error.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * Reads a `Cookie` request header into name → value. The first occurrence of a name wins (browsers
 * send the most specific path first); malformed pairs are skipped, never thrown on: the header is
 * the client's to garble.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = pair.slice(0, equals).trim();
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!TOKEN.test(name) || !VALUE.test(value) || cookies.has(name)) continue;
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * Writes one `Set-Cookie` header value. Throws on a name or value that could inject attributes
 * (only our own code calls it, with base64url values).
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new Error(`invalid cookie name ${JSON.stringify(name)}`);
  if (!VALUE.test(value)) throw new Error(`invalid cookie value for ${name}`);
  if (name.startsWith('__Host-') && (!options.secure || options.path !== '/')) {
    throw new Error('a __Host- cookie needs Secure and Path=/ (and no Domain)');
  }
  const parts = [`${name}=${value}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}
