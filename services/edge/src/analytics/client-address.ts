import type { IncomingMessage } from 'node:http';

/**
 * The reader's address as the edge sees it: the socket's peer, or with `TRUST_PROXY` the first
 * address of `X-Forwarded-For` (what Fastify's `request.ip` gives with `trustProxy: true`). Used
 * only inside the visitor hash, never kept.
 */
export function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    if (typeof forwarded === 'string' && forwarded !== '') {
      const comma = forwarded.indexOf(',');
      return (comma < 0 ? forwarded : forwarded.slice(0, comma)).trim();
    }
  }
  return req.socket.remoteAddress ?? '';
}
