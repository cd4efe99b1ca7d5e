import { createSafeFetcher } from '@folio/playground-proxy';

/**
 * Fetches an `https://` OpenAPI document for the CLI with a time and size limit, refusing hosts
 * that resolve to non-public addresses (see `createSafeFetcher`). Plain `http://` is refused:
 * documents are fetched over TLS only.
 */
const fetchDocument: (url: string) => Promise<string> = createSafeFetcher({ userAgent: 'folio-cli' });

/** The document fetcher for a command's `--offline` flag: with it, URLs are reported, not fetched. */
export function documentFetcher(offline: boolean): (url: string) => Promise<string> {
  return offline ? refuseOffline : fetchDocument;
}

async function refuseOffline(url: string): Promise<string> {
  throw new Error(`not fetched: --offline is set (${url})`);
}
