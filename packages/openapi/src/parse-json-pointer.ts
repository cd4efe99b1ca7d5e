/**
 * Splits a JSON pointer (RFC 6901) into its segments: `/paths/~1pets/get` → `['paths', '/pets', 'get']`.
 * A leading `#` (URI fragment form, as in `$ref`) is accepted; with `uriFragment`, segments are also
 * percent-decoded (`#/components/schemas/My%20Pet`).
 */
export function parseJsonPointer(pointer: string, options: { uriFragment?: boolean } = {}): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  return body
    .split('/')
    .slice(1)
    .map((segment) => {
      const decoded = options.uriFragment ? safeDecode(segment) : segment;
      return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
