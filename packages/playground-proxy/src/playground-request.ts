/** HTTP methods the playground may send. */
export const PLAYGROUND_METHODS = Object.freeze(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const);

/** One of {@link PLAYGROUND_METHODS}. */
export type PlaygroundMethod = (typeof PLAYGROUND_METHODS)[number];

/**
 * A validated playground request, as produced by `parsePlaygroundRequest`. The executor checks
 * the security-relevant parts again (scheme, origin, address), so a value built by hand is safe to
 * pass too.
 */
export interface PlaygroundRequest {
  method: PlaygroundMethod;
  /** Absolute URL as the reader typed it; `query` is appended to it. */
  url: string;
  /** Header names in lower case; repeated headers already joined with `, `. */
  headers: Record<string, string>;
  /** Query parameters appended to `url`, in order. */
  query: [name: string, value: string][];
  /**
   * Cookies the reader typed (an OpenAPI `apiKey` in a cookie, cookie parameters), sent upstream as
   * one `Cookie` header. Never the reader's own browser cookies: a `cookie` among `headers` is
   * still dropped.
   */
  cookies?: [name: string, value: string][];
  /** Request body; absent for GET and HEAD. */
  body?: string;
}
