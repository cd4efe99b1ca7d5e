import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SEARCH_EVENTS_PATH } from '@folio/deployment';
import { readBody, sendJson } from './respond.ts';

/**
 * `POST /_folio/feedback` and `POST /_folio/search-events`: the hosted edge stores these; a local
 * preview only answers, so the widget and the search box behave as they will once published, and
 * nothing is counted.
 */
export async function handleAnalyticsBeacon(
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if ((await readBody(request, 16 * 1024)) === undefined) return sendJson(response, 413, { code: 'BEACON_TOO_LARGE' });
  if (path === SEARCH_EVENTS_PATH) {
    response.writeHead(204, { 'cache-control': 'no-store' }).end();
    return;
  }
  return sendJson(response, 202, { id: randomUUID() });
}
