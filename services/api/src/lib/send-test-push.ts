import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** What a test delivery got back. */
export interface TestPushResult {
  ok: boolean;
  /** In words for the dashboard. */
  detail: string;
}

// RFC 6761: names under localhost are loopback. Node's resolver does not know them, browsers do.
const loopbackForLocalhost: LookupFunction = (_hostname, options, callback) => {
  const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
  if (all)
    (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  else callback(null, '127.0.0.1', 4);
};

/**
 * Sends a signed GitHub `ping` to a site's webhook URL over the network, as GitHub would: it shows
 * that the public URL reaches the API and that the secret checks, without building anything (the
 * webhook records it as a `pong` delivery).
 */
export function sendTestPush(webhookUrl: string, secret: string, timeoutMs = 5_000): Promise<TestPushResult> {
  const url = new URL(webhookUrl);
  const body = JSON.stringify({ zen: 'Folio test push from the dashboard', hook_id: 0 });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const isLocal = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'x-github-event': 'ping',
          'x-github-delivery': `folio-test-${randomUUID()}`,
          'x-hub-signature-256': signature,
          'user-agent': 'Folio-Dashboard-Test-Push',
        },
        ...(isLocal ? { lookup: loopbackForLocalhost } : {}),
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(
          status === 200
            ? {
                ok: true,
                detail: `${url.host} answered ${status}: the webhook URL reaches Folio and the secret checks.`,
              }
            : {
                ok: false,
                detail: `${url.host} answered ${status}: ${status === 401 ? 'the signature was refused' : 'the URL does not reach the webhook route'}.`,
              },
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ ok: false, detail: `could not reach ${url.host}: ${error.message}` }));
    request.end(body);
  });
}
