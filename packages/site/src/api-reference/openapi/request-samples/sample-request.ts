/** A name and value pair, in the order the request sends them. */
export type SamplePair = readonly [name: string, value: string];

/**
 * One HTTP request as the request samples show it, the same on the server (the samples a page is
 * built with) and in the reader's browser (the samples redrawn from what the reader typed).
 */
export interface SampleRequest {
  method: string;
  /** Absolute URL without its query: the server followed by the path, path parameters filled in. */
  url: string;
  query: readonly SamplePair[];
  headers: readonly SamplePair[];
  cookies: readonly SamplePair[];
  /** The body as typed, and its media type (`Content-Type`). */
  body?: { mimeType: string; text: string };
}
