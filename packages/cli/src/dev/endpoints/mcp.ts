import type { IncomingMessage, ServerResponse } from 'node:http';
import { snapshotFiles } from '../snapshot-files.ts';
import type { EndpointContext } from './endpoint-context.ts';
import { readBody, sendAnswer } from './respond.ts';

/**
 * The edge's MCP server, on the last good build; only from this machine's own pages or from
 * clients that send no Origin (see foreignRequestReason), without the edge's rate limit.
 */
export async function handleMcp(
  { options, endpoints, siteRoot }: EndpointContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { answerMcpRequest, MAX_MCP_BODY_BYTES, mcpErrorAnswer, mcpMethodNotAllowed, sites } = await endpoints();
  if (request.method !== 'POST') return sendAnswer(request, response, mcpMethodNotAllowed());
  const body = await readBody(request, MAX_MCP_BODY_BYTES);
  if (body === undefined)
    return sendAnswer(
      request,
      response,
      mcpErrorAnswer(413, `Request body too large: this MCP server reads at most ${MAX_MCP_BODY_BYTES} bytes.`),
    );
  const snapshot = options.snapshot();
  if (snapshot === undefined)
    return sendAnswer(
      request,
      response,
      mcpErrorAnswer(503, 'folio dev has not built the site yet; retry when it has.'),
    );
  const answer = await answerMcpRequest(
    { method: 'POST', headers: request.headers, body },
    {
      site: sites.get(snapshotFiles(snapshot)),
      origin: siteRoot(request),
      // The build is in memory: reading it does not fail.
      onError: () => {},
    },
  );
  sendAnswer(request, response, answer);
}
