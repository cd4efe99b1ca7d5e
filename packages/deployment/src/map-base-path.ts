/** Where a request to a site served under a base path goes. */
export type BasePathRoute =
  /** Inside the base path: `url` is the deployment's own target (path and query), prefix removed. */
  | { kind: 'inside'; url: string }
  /** `GET /` of a site that lives under `/docs`: send the reader to `/docs/`. */
  | { kind: 'root'; location: string }
  /** Outside the base path: nothing is served there (404). */
  | { kind: 'outside' }
  /** A dot segment or an encoded separator: refused before anything looks at it (400). */
  | { kind: 'refused' };

// `%2F` and `%5C` (encoded `/` and `\`), `%2E` (an encoded dot) and `\` itself.
const ENCODED_SEPARATOR = /%2f|%5c|%2e|\\/i;

/**
 * Maps a request target to a site built for `basePath` (`/docs`), the same way at the edge and in
 * `folio dev`: `/docs/guides/intro?x` → `/guides/intro?x`, `/docs` and `/docs/` → `/`. When a
 * trusted proxy says it stripped the prefix (`X-Forwarded-Prefix: /docs`, `forwardedPrefix`), the
 * target is already the deployment's. The prefix is compared as sent, never decoded, and a target
 * with `.`/`..` segments or encoded separators is refused: `/docs/../admin` and `/docs%2F..` mean
 * one thing to us and another to a proxy in front.
 */
export function mapBasePath(basePath: string, url: string, forwardedPrefix?: string): BasePathRoute {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark);
  if (!path.startsWith('/') || hasTraversal(path)) return { kind: 'refused' };
  if (forwardedPrefix !== undefined && forwardedPrefix.replace(/\/+$/, '') === basePath) {
    return { kind: 'inside', url };
  }
  if (path === basePath || path === `${basePath}/`) return { kind: 'inside', url: `/${query}` };
  if (path.startsWith(`${basePath}/`)) return { kind: 'inside', url: path.slice(basePath.length) + query };
  if (path === '/') return { kind: 'root', location: `${basePath}/${query}` };
  return { kind: 'outside' };
}

function hasTraversal(path: string): boolean {
  if (ENCODED_SEPARATOR.test(path)) return true;
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}
