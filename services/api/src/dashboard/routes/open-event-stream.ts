import type { FastifyReply, FastifyRequest } from 'fastify';

/** How often an event stream looks at the build rows it follows. */
export const EVENT_POLL_MS = 1_000;
/** How long one event stream may stay open. */
export const EVENT_STREAM_LIMIT_MS = 15 * 60_000;

/** A server-sent event stream taken over from Fastify: write events to `raw`, then `raw.end()`. */
export interface EventStream {
  raw: FastifyReply['raw'];
  /** True once the browser has gone away, so the polling loop can stop. */
  closed: () => boolean;
}

/**
 * Hijacks the reply and opens a server-sent event stream: no caching, no proxy buffering (nginx
 * would otherwise hold events back) and a CSP that allows nothing, since the body is never a page.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'content-security-policy': "default-src 'none'",
  });
  let closed = false;
  request.raw.on('close', () => (closed = true));
  return { raw, closed: () => closed };
}
