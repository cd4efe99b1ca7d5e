/** Longest operation name kept (`METHOD /path/{template}`). */
const MAX_OPERATION_LENGTH = 200;
const METHOD = /^[A-Z]{3,7}$/;

/**
 * The operation a playground call is counted under: the `operation` the playground form sent
 * (`GET /pets/{petId}`, the OpenAPI method and path template) when it is one and names the
 * request's method, else the method and the target URL's path. Printable text only, bounded.
 */
export function playgroundOperationOf(method: string, url: string, sent: unknown): string {
  const clean = (text: string) =>
    text
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, MAX_OPERATION_LENGTH);
  if (typeof sent === 'string') {
    const operation = clean(sent);
    const space = operation.indexOf(' ');
    if (space > 0 && operation.slice(0, space) === method && operation[space + 1] === '/') return operation;
  }
  let path = '/';
  try {
    path = new URL(url).pathname;
  } catch {
    // counted under the method alone
  }
  return clean(`${METHOD.test(method) ? method : 'OTHER'} ${path}`);
}

/** The status class a playground call is counted under: `2xx`…`5xx`, or `error` when no answer came. */
export function statusClassOf(status: number | null): string {
  return status !== null && status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'error';
}
