import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLAYGROUND_PROXY_PATH } from '@folio/deployment';
import type { EndpointContext } from './endpoint-context.ts';
import { readBody, sendJson } from './respond.ts';

/** Largest playground request body accepted. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * `POST /_docs/api/request` through the same proxy package the edge uses — with loopback targets
 * allowed, since this runs on the author's own machine.
 */
export async function handlePlayground(
  { options }: EndpointContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { allowedOriginsFromServers, executePlaygroundRequest, isProxyError, parsePlaygroundRequest } = await import(
    '@folio/playground-proxy'
  );
  if (request.method !== 'POST') {
    sendJson(
      response,
      405,
      {
        code: 'PROXY_METHOD_NOT_ALLOWED',
        message: `${PLAYGROUND_PROXY_PATH} accepts POST only. If a reverse proxy in front of your site allows only GET, every playground request fails: allow POST to ${PLAYGROUND_PROXY_PATH}, or set api.playground.proxy to false and enable CORS on your API.`,
      },
      { allow: 'POST' },
    );
    return;
  }
  const raw = await readBody(request, MAX_BODY_BYTES);
  if (raw === undefined)
    return sendJson(response, 413, {
      code: 'PROXY_REQUEST_TOO_LARGE',
      message: `the request body is larger than ${MAX_BODY_BYTES} bytes`,
    });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return sendJson(response, 400, { code: 'PROXY_BAD_REQUEST', message: 'the request body is not JSON' });
  }
  const parsed = parsePlaygroundRequest(json);
  if (!parsed.ok) return sendJson(response, parsed.error.statusCode, parsed.error);
  const snapshot = options.snapshot();
  const allowedOrigins = allowedOriginsFromServers([...(snapshot?.serverUrls ?? [])], [...options.extraOrigins]);
  const result = await executePlaygroundRequest(parsed.request, {
    allowedOrigins,
    // The author's own machine: an API under development on localhost is a normal target here.
    policy: { allowPrivate: ['loopback'] },
    ...options.proxy,
  });
  if (isProxyError(result)) return sendJson(response, result.statusCode, result);
  sendJson(response, 200, result);
}
