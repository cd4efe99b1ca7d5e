/**
 * What `folio check --external` concludes about one URL: `ok` (it answered 2xx, after redirects),
 * `broken` (404, 410, another 4xx or a 5xx after retries, or no answer: DNS, refused, timeout),
 * `unverified` (401, 403, 429: the site answers but will not say to a robot) or `skipped` (a
 * non-public address, which Folio never connects to).
 */
export interface ExternalVerdict {
  outcome: 'ok' | 'broken' | 'unverified' | 'skipped';
  /** The final HTTP status, when there was one. */
  status?: number;
  /** What went wrong without a status (or why it was skipped), for the message and the summary. */
  reason?: string;
}
