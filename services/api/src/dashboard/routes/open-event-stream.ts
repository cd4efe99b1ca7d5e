import type { FastifyReply, FastifyRequest } from 'fastify';

/** How often the event streams look at the build rows they follow (one shared poll a process). */
export const EVENT_POLL_MS = 1_000;
/** How long one event stream may stay open. */
export const EVENT_STREAM_LIMIT_MS = 15 * 60_000;

/** A server-sent event stream taken over from Fastify: write events to `raw`, then `raw.end()`. */
export interface EventStream {
  raw: FastifyReply['raw'];
  /** True once the browser has gone away, so the stream can stop. */
  closed: () => boolean;
  /** Calls `listener` once when the browser goes away (at once if it already has). */
  onClose: (listener: () => void) => void;
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
  const listeners: Array<() => void> = [];
  const close = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners.splice(0)) listener();
  };
  request.raw.on('close', close);
  raw.on('close', close);
  return {
    raw,
    closed: () => closed,
    onClose: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
