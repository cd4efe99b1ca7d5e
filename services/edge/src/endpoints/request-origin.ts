import type { FastifyRequest } from 'fastify';
import { requestBasePath } from '../serving/request-base-path.ts';

/**
 * The site's origin as the client reached it, for the absolute URLs the endpoints answer with:
 * the Host header as sent (it named this site, or the request would not be here) and the
 * request's protocol (`X-Forwarded-Proto` counts only with `TRUST_PROXY`), then the base path the
 * site is served under (`/docs`, none at the root): the endpoints' data names pages as the
 * deployment has them (`/guides/intro`), and this makes `https://acme.com/docs/guides/intro`.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? request.hostname}${requestBasePath(request.raw)}`;
}
