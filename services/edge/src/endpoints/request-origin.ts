import type { FastifyRequest } from 'fastify';

/**
 * The site's origin as the client reached it, for the absolute URLs the endpoints answer with:
 * the Host header as sent (it named this site, or the request would not be here) and the
 * request's protocol (`X-Forwarded-Proto` counts only with `TRUST_PROXY`).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? request.hostname}`;
}
