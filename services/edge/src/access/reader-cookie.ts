/** The reader session cookie's name. Host-only (no `Domain`): it never reaches another site's host. */
const READER_COOKIE = 'folio_reader';

/** Every value of the reader cookie in a `Cookie` header (a browser may send more than one). */
export function readerCookieValues(header: string | undefined): string[] {
  if (header === undefined || !header.includes(READER_COOKIE)) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== READER_COOKIE) continue;
    values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/** Where and how the cookie is set. */
export interface ReaderCookieScope {
  /** The site's base path, or `/` (`cookiePath`). */
  path: string;
  /** The site was asked over https: the cookie is `Secure`. */
  secure: boolean;
}

/** `Set-Cookie` for a new session: HttpOnly, SameSite=Lax (sent on the link that opens the site). */
export function readerCookie(value: string, maxAgeSeconds: number, scope: ReaderCookieScope): string {
  return `${READER_COOKIE}=${value}; Path=${scope.path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${scope.secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` that removes the session. */
export function clearedReaderCookie(scope: ReaderCookieScope): string {
  return readerCookie('', 0, scope);
}
