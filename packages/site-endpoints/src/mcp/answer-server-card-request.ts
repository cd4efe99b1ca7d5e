import { createHash } from 'node:crypto';
import type { DeployedSite } from '../deployed-site.ts';
import { jsonAnswer, type EndpointAnswer } from '../endpoint-answer.ts';
import { matchesEtag } from '../matches-etag.ts';
import { serverCard } from './server-card.ts';

/** What the card's answer depends on besides the deployment. */
export interface ServerCardContext {
  /** The site's origin as the client reached it: the card names the endpoint by absolute URL. */
  origin: string;
  ifNoneMatch?: string | undefined;
  /** `Cache-Control` of the answer (the edge: revalidate with the ETag; `folio dev`: no-store). */
  cacheControl: string;
}

/**
 * `GET /.well-known/mcp` (and the other card paths): the site's MCP server card. Its ETag names
 * the deployment and the origin, the only things it depends on, so a revalidation is a 304.
 * Rejects only when the deployment's files cannot be read.
 */
export async function answerServerCardRequest(site: DeployedSite, context: ServerCardContext): Promise<EndpointAnswer> {
  const etag = `"c-${createHash('sha256')
    .update(JSON.stringify([site.files.id, context.origin]))
    .digest('base64url')
    .slice(0, 27)}"`;
  const headers = { etag, 'cache-control': context.cacheControl };
  if (matchesEtag(context.ifNoneMatch, etag)) return { status: 304, headers, body: '' };
  return jsonAnswer(200, serverCard(await site.navigation(), context.origin), headers);
}
