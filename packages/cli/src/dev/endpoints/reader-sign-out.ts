import type { ServerResponse } from 'node:http';
import { withBasePath } from '@folio/deployment';

/**
 * `READER_SIGN_OUT_PATH` (GET or POST): a preview has no session to forget, so back to the home
 * page, as the edge sends a reader.
 */
export function handleReaderSignOut(basePath: string | undefined, response: ServerResponse): void {
  response.writeHead(303, { location: withBasePath(basePath, '/'), 'cache-control': 'no-store' }).end();
}
