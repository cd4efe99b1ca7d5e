// One status request against a local server: what is retried (time-outs, 408, 429, 5xx), what is
// not (3xx, other 4xx), that a redirect is never followed with the token, and that the worker can
// stop waiting at once.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendCommitStatus } from './send-commit-status.ts';

let server: Server;
let base: string;
let answers: Array<number | 'hang'> = [];
const received: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req);
    const answer = answers.shift() ?? 201;
    if (answer === 'hang') return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (answer >= 300 && answer < 400) headers.location = `${base}/elsewhere`;
    // 403 from GitHub's rate limiter says so in its headers; 401 stands for a plain refusal.
    if (answer === 403) headers['x-ratelimit-remaining'] = '0';
    res.writeHead(answer, headers).end(JSON.stringify({ message: `answer ${answer}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const policy = { timeoutMs: 2_000, attempts: 3, retryDelayMs: 1 };

// A busy worker collects garbage while a request waits: the tests below force it to, as often as
// they like (a fresh context exposes `gc` once the flag is set).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Collects garbage every few milliseconds until `during` settles. */
async function underGarbageCollection<T>(during: Promise<T>): Promise<T> {
  const timer = setInterval(collectGarbage, 20);
  try {
    return await during;
  } finally {
    clearInterval(timer);
  }
}
const send = (stop = new AbortController().signal) =>
  sendCommitStatus(
    { url: `${base}/repos/a/b/statuses/x`, headers: { authorization: 'Bearer secret-token' }, body: '{}' },
    policy,
    stop,
  );

describe('sendCommitStatus', () => {
  it('retries 408, 429 and 5xx up to the attempts, then gives up with the last reason', async () => {
    received.length = 0;
    answers = [503, 429, 201];
    expect(await send()).toEqual({ kind: 'accepted', status: 201, attempts: 3 });
    answers = [500, 408, 502];
    expect(await send()).toEqual({ kind: 'gave-up', attempts: 3, reason: 'HTTP 502: answer 502' });
    expect(received).toHaveLength(6);
  });

  it('drops a status no longer wanted before any attempt, retries included', async () => {
    received.length = 0;
    answers = [503, 201];
    const verdicts = [true, false];
    const outcome = await sendCommitStatus(
      { url: `${base}/repos/a/b/statuses/x`, headers: {}, body: '{}' },
      policy,
      new AbortController().signal,
      async () => verdicts.shift() ?? true,
    );
    expect(outcome).toEqual({ kind: 'outdated', attempts: 1 });
    expect(received).toHaveLength(1);
    answers = [];
    expect(
      await sendCommitStatus(
        { url: `${base}/x`, headers: {}, body: '{}' },
        policy,
        new AbortController().signal,
        async () => false,
      ),
    ).toEqual({ kind: 'outdated', attempts: 0 });
    expect(received).toHaveLength(1);
  });

  it("retries GitHub's rate-limited 403, told apart from a refusal by its headers", async () => {
    received.length = 0;
    answers = [403, 201];
    expect(await send()).toEqual({ kind: 'accepted', status: 201, attempts: 2 });
    answers = [401];
    expect(await send()).toEqual({ kind: 'refused', status: 401, attempts: 1, message: 'answer 401' });
    expect(received).toHaveLength(3);
  });

  it('does not retry other 4xx, and never follows a redirect with the token', async () => {
    received.length = 0;
    answers = [422];
    expect(await send()).toEqual({ kind: 'refused', status: 422, attempts: 1, message: 'answer 422' });
    answers = [307];
    expect(await send()).toMatchObject({ kind: 'refused', status: 307, attempts: 1 });
    expect(received.map((req) => req.url)).toEqual(['/repos/a/b/statuses/x', '/repos/a/b/statuses/x']);
  });

  it('times a silent host out and asks again', async () => {
    received.length = 0;
    answers = ['hang', 201];
    const outcome = await sendCommitStatus(
      { url: `${base}/s`, headers: {}, body: '{}' },
      { ...policy, timeoutMs: 500 },
      new AbortController().signal,
    );
    expect(outcome).toEqual({ kind: 'accepted', status: 201, attempts: 2 });
  });

  it('stops at once when the worker stops waiting', async () => {
    answers = ['hang'];
    const stop = new AbortController();
    const pending = sendCommitStatus(
      { url: `${base}/s`, headers: {}, body: '{}' },
      { ...policy, timeoutMs: 60_000 },
      stop.signal,
    );
    // The request is on its way (fetch was called before sendCommitStatus returned).
    stop.abort();
    expect(await pending).toEqual({ kind: 'aborted', attempts: 1 });
  });

  // Node 20 holds an `AbortSignal.timeout` only weakly, from its timer and from an
  // `AbortSignal.any` built on it: once garbage was collected the time-out never fired, and a
  // silent host held the status (and every later status of the build) for good.
  it('times a silent host out even when garbage is collected while it waits', async () => {
    received.length = 0;
    answers = ['hang', 201];
    const outcome = await underGarbageCollection(
      sendCommitStatus(
        { url: `${base}/s`, headers: {}, body: '{}' },
        { ...policy, timeoutMs: 500 },
        new AbortController().signal,
      ),
    );
    expect(outcome).toEqual({ kind: 'accepted', status: 201, attempts: 2 });
  }, 10_000);

  it('stops when the worker stops waiting, even after garbage was collected during the request', async () => {
    received.length = 0;
    answers = ['hang'];
    const stop = new AbortController();
    const pending = underGarbageCollection(
      sendCommitStatus({ url: `${base}/s`, headers: {}, body: '{}' }, { ...policy, timeoutMs: 60_000 }, stop.signal),
    );
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop.abort();
    expect(await pending).toEqual({ kind: 'aborted', attempts: 1 });
  }, 10_000);
});
