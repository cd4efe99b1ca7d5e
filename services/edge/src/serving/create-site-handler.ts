import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { readerGroupsOf } from '../access/reader-groups.ts';
import type { SiteAnswer, SiteResponder } from './create-site-responder.ts';

/** A Fastify handler answering GET/HEAD for whatever site lives at the request's Host. */
export type SiteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The site responder as a Fastify handler: used by `app.inject()`, by `/healthz`, `/readyz` and
 * `/metrics` on a site's host, and by requests the raw fast path leaves to Fastify.
 */
export function createSiteHandler(
  respond: SiteResponder,
  onAnswered: (req: IncomingMessage, answer: SiteAnswer) => void,
): SiteHandler {
  return async (request, reply) => {
    const answer = await respond({
      host: request.headers.host,
      url: request.raw.url ?? '/',
      acceptEncoding: request.headers['accept-encoding'],
      accept: request.headers.accept,
      ifNoneMatch: request.headers['if-none-match'],
      readerGroups: request.readerSession === null ? undefined : readerGroupsOf(request.readerSession),
    });
    onAnswered(request.raw, answer);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  };
}
