import type { FastifyInstance } from 'fastify';

/**
 * Makes every route in `scope` receive its body as the raw bytes (a Buffer), whatever the content
 * type: signatures are computed over exactly those bytes, so parsing waits until they are checked.
 * Bodies over `limit` bytes are refused with 413 before they are read in full.
 */
export function acceptRawBodies(scope: FastifyInstance, limit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limit }, (_request, body, done) => done(null, body));
}
