/** A response body as the playground shows it. */
export interface EncodedBody {
  body: string;
  base64: boolean;
}

const TEXTUAL =
  /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|ecmascript|x-www-form-urlencoded|graphql|yaml|x-yaml|x-ndjson|problem\+json|csv)\b)/i;

/**
 * Text when the body is text (a textual or missing content type, no content encoding, and bytes
 * that decode cleanly in the declared charset, UTF-8 by default); base64 otherwise, so images,
 * archives and compressed bodies reach the reader intact.
 */
export function encodeResponseBody(
  bytes: Buffer,
  contentType: string | undefined,
  contentEncoding: string | undefined,
): EncodedBody {
  const encoded =
    contentEncoding !== undefined &&
    contentEncoding.trim().toLowerCase() !== 'identity' &&
    contentEncoding.trim() !== '';
  const textual = contentType === undefined || contentType.trim() === '' || TEXTUAL.test(contentType.trim());
  if (!encoded && textual) {
    const text = decode(bytes, charsetOf(contentType));
    if (text !== undefined) return { body: text, base64: false };
  }
  return { body: bytes.toString('base64'), base64: true };
}

function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? 'utf-8';
}

function decode(bytes: Buffer, charset: string): string | undefined {
  try {
    const text = new TextDecoder(charset, { fatal: true }).decode(bytes);
    // NUL bytes mean binary data that happens to be valid UTF-8.
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}
