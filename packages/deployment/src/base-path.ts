/** The longest base path a site may set (in characters, `/` included). */
export const MAX_BASE_PATH_LENGTH = 100;

/** What `parseBasePath` made of a value: the base path (`null` for the root), or why it is refused. */
export type BasePathCheck = { ok: true; basePath: string | null } | { ok: false; message: string };

// RFC 3986 unreserved characters: nothing a proxy, a browser or the edge would decode or rewrite.
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Validates a site's base path (`/docs`, `/help/v2`): it starts with `/`, has no trailing slash, and
 * each segment is made of letters, digits and `. _ ~ -`, never `.` or `..`. Percent-escapes (an
 * encoded `/` would let `/a%2Fb` mean two things) and empty segments are refused. `null` is the
 * root. Every refusal says what to write instead.
 */
export function parseBasePath(value: unknown): BasePathCheck {
  if (value === null) return { ok: true, basePath: null };
  if (typeof value !== 'string') return refuse('must be a string such as "/docs", or null for the root');
  if (value === '' || value === '/') return refuse('use null to serve the site at the root');
  if (value.length > MAX_BASE_PATH_LENGTH) return refuse(`must be at most ${MAX_BASE_PATH_LENGTH} characters`);
  if (!value.startsWith('/')) return refuse(`must start with "/" (write "/${value}")`);
  if (value.endsWith('/')) return refuse(`must not end with "/" (write "${value.replace(/\/+$/, '')}")`);
  if (value.includes('%')) return refuse('must not contain percent-escapes such as %2F; write the path as plain text');
  for (const segment of value.slice(1).split('/')) {
    if (segment === '') return refuse('must not contain an empty segment ("//")');
    if (segment === '.' || segment === '..') return refuse('must not contain "." or ".." segments');
    if (!SEGMENT.test(segment)) return refuse(`segment "${segment}" may only hold letters, digits and "." "_" "~" "-"`);
  }
  return { ok: true, basePath: value };
}

function refuse(reason: string): BasePathCheck {
  return { ok: false, message: `basePath ${reason}` };
}

/**
 * A root-relative URL of a deployment (`/guides/intro`, `/_folio/app.1a2b.js`, `/`) as it is
 * served under `basePath` (`/docs/guides/intro`, `/docs/`). Without a base path, or for anything
 * that is not root-relative (`https://…`, `//cdn…`, `#top`), the URL as given.
 */
export function withBasePath(basePath: string | undefined, url: string): string {
  if (basePath === undefined || !url.startsWith('/') || url.startsWith('//')) return url;
  return basePath + url;
}
