import type { IncomingMessage, ServerResponse } from 'node:http';
import { snapshotFiles } from '../snapshot-files.ts';
import type { EndpointContext } from './endpoint-context.ts';
import { sendAnswer } from './respond.ts';

/** The MCP server card (`MCP_SERVER_CARD_PATHS`), for the last good build. */
export async function handleServerCard(
  { options, endpoints, siteRoot }: EndpointContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { answerServerCardRequest, mcpErrorAnswer, sites } = await endpoints();
  const snapshot = options.snapshot();
  if (snapshot === undefined)
    return sendAnswer(
      request,
      response,
      mcpErrorAnswer(503, 'folio dev has not built the site yet; retry when it has.'),
    );
  const answer = await answerServerCardRequest(sites.get(snapshotFiles(snapshot)), {
    origin: siteRoot(request),
    cacheControl: 'no-store',
  });
  sendAnswer(request, response, answer);
}
