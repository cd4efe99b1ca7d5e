/** What `@fastify/reply-from` gives a `retryDelay` function for each failed attempt. */
export interface RetryAttempt {
  err: (Error & { code?: string }) | null | undefined;
  req: { method: string; body?: unknown };
  res: unknown;
  attempt: number;
}

// Errors of an upstream that is not listening (yet): a service the supervisor is starting again.
const NOT_LISTENING = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** Delay before the `attempt`-th retry (0-based): 50, 100, 200, 400, then 500 ms. */
function backoffMs(attempt: number): number {
  return Math.min(50 * 2 ** attempt, 500);
}

/**
 * The front door's retry policy (a `retryDelay` for `@fastify/reply-from`): the milliseconds to
 * wait before trying again, or `null` to answer now.
 *
 * - An answer from the upstream, a 503 included, is never retried: it is the service's own word
 *   (a readiness probe reporting Postgres down, a shed request with its Retry-After), and trying it
 *   again would only multiply the load and the wait. `@fastify/reply-from` retried a 503 ten times.
 * - A GET or HEAD whose upstream refused or dropped the connection before answering is retried
 *   with backoff while the delays add up to at most `budgetMs`: a service being restarted listens
 *   again in about a second. Other methods are never retried (their body may have been read).
 */
export function retryWhileRestarting(budgetMs: number): (attempt: RetryAttempt) => number | null {
  return ({ err, req, res, attempt }) => {
    if (res !== undefined && res !== null) return null;
    if (err === null || err === undefined || !NOT_LISTENING.has(err.code ?? '')) return null;
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    let spent = 0;
    for (let i = 0; i < attempt; i++) spent += backoffMs(i);
    const delay = backoffMs(attempt);
    return spent + delay <= budgetMs ? delay : null;
  };
}
