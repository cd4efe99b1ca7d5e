/** Largest OpenAPI document fetched from a URL. */
const MAX_BYTES = 20 * 1024 * 1024;
/** Time allowed for one document, connection to last byte. */
const TIMEOUT_MS = 15_000;

/**
 * Fetches an `https://` OpenAPI document for the CLI with a time and size limit, so one slow or
 * huge URL cannot hang a check. Plain `http://` is refused: documents are fetched over TLS only.
 */
export async function fetchDocument(url: string): Promise<string> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`only https:// URLs are fetched, not ${parsed.protocol}//`);
  const response = await fetch(parsed, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_BYTES) throw new Error(`document is ${declared} bytes; the limit is ${MAX_BYTES}`);
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new Error(`document is larger than the limit of ${MAX_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
