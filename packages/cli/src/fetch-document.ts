import { createSafeFetcher } from './create-safe-fetcher.ts';

/**
 * Fetches an `https://` OpenAPI document for the CLI with a time and size limit, refusing hosts
 * that resolve to non-public addresses (see `createSafeFetcher`). Plain `http://` is refused:
 * documents are fetched over TLS only.
 */
export const fetchDocument: (url: string) => Promise<string> = createSafeFetcher();
