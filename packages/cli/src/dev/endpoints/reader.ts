import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevReader } from '../dev-reader.ts';
import type { EndpointContext } from './endpoint-context.ts';
import { sendJson } from './respond.ts';

/** The edge's reader endpoint (personalization, the top bar's sign-out) for the preview's reader. */
export async function handleReader(
  { options }: EndpointContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return sendJson(response, 405, { code: 'METHOD_NOT_ALLOWED' }, { allow: 'GET, HEAD' });
  let reader: DevReader | null;
  try {
    reader = (await options.reader?.()) ?? null;
  } catch (error) {
    return sendJson(response, 500, { code: 'DEV_READER_CLAIMS', message: (error as Error).message });
  }
  sendJson(
    response,
    200,
    reader === null ? { signedIn: false } : { signedIn: true, claims: reader.claims, groups: reader.groups },
    { 'cache-control': 'no-store' },
  );
}
