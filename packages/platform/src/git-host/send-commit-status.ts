import type { CommitStatusRequest } from './commit-status-request.ts';

/** How hard one status is tried. */
export interface SendPolicy {
  /** Time limit of one request, connection and answer included. */
  timeoutMs: number;
  /** Requests at most, the first included. */
  attempts: number;
  /** Wait before the second request; doubled before each next one. */
  retryDelayMs: number;
}

/**
 * What became of one status: `accepted` (2xx); `refused` (a 3xx, or a 4xx other than 408, 429
 * and a rate-limited 403: asking again would get the same answer); `gave-up` after `attempts`
 * timeouts, network errors or 408, 429, rate-limited 403 and 5xx answers; `aborted` when the worker
 * stopped waiting; `outdated` when `isStillWanted` said no before an attempt.
 */
export type SendOutcome =
  | { kind: 'accepted'; status: number; attempts: number }
  | { kind: 'outdated'; attempts: number }
  | { kind: 'refused'; status: number; attempts: number; message: string }
  | { kind: 'gave-up'; attempts: number; reason: string }
  | { kind: 'aborted'; attempts: number };

/** Most of an error answer read, for the message logged: hosts may send whole HTML pages. */
const MAX_ERROR_BYTES = 2_048;

/**
 * Sends one commit status request, retrying what may pass later a bounded number of times. Never
 * throws. The reasons it returns may hold what the host echoed: the caller masks them.
 * `isStillWanted`, asked before every attempt, drops a status that events overtook (a `queued`
 * status once a worker took the build and set its own): a late retry must not put it back.
 */
export async function sendCommitStatus(
  request: CommitStatusRequest,
  policy: SendPolicy,
  stop: AbortSignal,
  isStillWanted?: () => Promise<boolean>,
): Promise<SendOutcome> {
  let reason = '';
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    if (attempt > 1 && !(await wait(policy.retryDelayMs * 2 ** (attempt - 2), stop)))
      return { kind: 'aborted', attempts: attempt - 1 };
    if (stop.aborted) return { kind: 'aborted', attempts: attempt - 1 };
    if (isStillWanted !== undefined && !(await isStillWanted().catch(() => true)))
      return { kind: 'outdated', attempts: attempt - 1 };
    const attemptStop = limitAttempt(stop, policy.timeoutMs);
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        // Never follow a redirect: the token would go wherever the answer points. A moved
        // repository is refused like any other 3xx.
        redirect: 'manual',
        signal: attemptStop.signal,
      });
      const message = await readMessage(response);
      if (response.ok) return { kind: 'accepted', status: response.status, attempts: attempt };
      if (response.status < 500 && response.status !== 408 && response.status !== 429 && !isRateLimited(response)) {
        return { kind: 'refused', status: response.status, attempts: attempt, message };
      }
      reason = `HTTP ${response.status}${message === '' ? '' : `: ${message}`}`;
    } catch (error) {
      if (stop.aborted) return { kind: 'aborted', attempts: attempt };
      const name = (error as Error).name;
      reason =
        name === 'TimeoutError' ? `no answer within ${policy.timeoutMs} ms` : describeNetworkError(error as Error);
    } finally {
      attemptStop.release();
    }
  }
  return { kind: 'gave-up', attempts: policy.attempts, reason };
}

/**
 * The signal of one attempt: it aborts with a `TimeoutError` after `timeoutMs`, or with `stop`'s
 * reason when `stop` fires first. Not `AbortSignal.any([stop, AbortSignal.timeout(ms)])`: Node 20
 * holds a timeout signal only weakly, so after a garbage collection it may never fire. Here the
 * timer itself holds the controller. `release` ends both ties once the attempt is over.
 */
function limitAttempt(stop: AbortSignal, timeoutMs: number): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const onStop = (): void => controller.abort(stop.reason);
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  if (stop.aborted) onStop();
  else stop.addEventListener('abort', onStop, { once: true });
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      stop.removeEventListener('abort', onStop);
    },
  };
}

/**
 * GitHub answers a rate limit with 403 as well as 429, telling it apart from a refusal by
 * `retry-after` or `x-ratelimit-remaining: 0`: that 403 passes later, a refusal never does.
 */
function isRateLimited(response: Response): boolean {
  return (
    response.status === 403 &&
    (response.headers.has('retry-after') || response.headers.get('x-ratelimit-remaining') === '0')
  );
}

/** The `message` (GitHub, GitLab) or `error` (GitLab) of a JSON answer, else the start of its text. */
async function readMessage(response: Response): Promise<string> {
  const text = await readStart(response);
  if (text === '') return '';
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = body.message ?? body.error;
    if (message !== undefined) return (typeof message === 'string' ? message : JSON.stringify(message)).slice(0, 300);
  } catch {
    // Not JSON: an HTML error page or plain text.
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

async function readStart(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < MAX_ERROR_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut short still says what it said.
  } finally {
    void reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, MAX_ERROR_BYTES).toString('utf8');
}

function describeNetworkError(error: Error): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

/** Waits `ms`; `false` when `stop` fired first. */
function wait(ms: number, stop: AbortSignal): Promise<boolean> {
  if (stop.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (value: boolean): void => {
      clearTimeout(timer);
      stop.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = (): void => done(false);
    const timer = setTimeout(() => done(true), ms);
    stop.addEventListener('abort', onAbort, { once: true });
  });
}
