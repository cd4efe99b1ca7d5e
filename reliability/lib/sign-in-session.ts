// A dashboard session for the reliability suite, made as a person makes one: the operator's
// one-time sign-in link, its confirm page (double-submit cookie), then the session cookie and the
// CSRF token from the dashboard's meta tag.
import { OPERATOR_TOKEN, type Platform } from './start-platform.ts';

/** A signed-in browser's credentials. */
export interface SignedInSession {
  /** `Cookie` header value carrying the session. */
  cookie: string;
  csrf: string;
}

const cookiesOf = (headers: Record<string, string | string[] | undefined>) =>
  ([] as string[]).concat(headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);

/** Signs `email` in as a member of `tenantId` with `role` on the dashboard host `host`. */
export async function signInSession(
  platform: Platform,
  host: string,
  tenantId: string,
  email: string,
  role: 'owner' | 'admin' | 'viewer',
): Promise<SignedInSession> {
  const link = await platform.api$('POST', `/v1/tenants/${tenantId}/sign-in-links`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  });
  if (link.status !== 201) throw new Error(`sign-in link answered ${link.status}: ${link.body.toString()}`);
  const path = new URL((JSON.parse(link.body.toString()) as { url: string }).url).pathname;
  const confirm = await platform.api$('GET', path, { headers: { host } });
  const formToken = /name="_csrf" value="([^"]+)"/.exec(confirm.body.toString())?.[1] ?? '';
  const signedIn = await platform.api$('POST', path, {
    headers: {
      host,
      cookie: cookiesOf(confirm.headers).join('; '),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `_csrf=${encodeURIComponent(formToken)}`,
  });
  const cookie = cookiesOf(signedIn.headers).find((c) => c.includes('folio_session='));
  if (signedIn.status !== 303 || !cookie) throw new Error(`signing in answered ${signedIn.status}`);
  const home = await platform.api$('GET', '/', { headers: { host, cookie } });
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(home.body.toString())?.[1];
  if (!csrf) throw new Error(`the dashboard home answered ${home.status} without a CSRF token`);
  return { cookie, csrf };
}
