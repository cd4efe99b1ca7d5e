/** Time spent in each phase of a playground request, in milliseconds. */
export interface PlaygroundTiming {
  /** From the call until the whole response body was read. */
  totalMs: number;
  /** Resolving host names (all hops). */
  dnsMs: number;
  /** Opening TCP (and TLS) connections (all hops). */
  connectMs: number;
  /** From sending the last request until its response headers arrived. */
  waitMs: number;
  /** Reading the last response body. */
  downloadMs: number;
}

/** What the API answered, as the playground shows it. */
export interface PlaygroundResponse {
  status: number;
  statusText: string;
  /**
   * Response headers, names in lower case. Repeated headers are joined with `, `, except
   * `set-cookie`, whose values are joined with a newline (they may contain commas).
   */
  headers: Record<string, string>;
  /** The body as text, or base64 when `base64` is true (binary or compressed content). */
  body: string;
  base64: boolean;
  /** Final URL, after the same-origin redirects that were followed. */
  url: string;
  /** Number of same-origin redirects followed. */
  redirects: number;
  timing: PlaygroundTiming;
}
