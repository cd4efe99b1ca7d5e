// A real OpenID provider (`oidc-provider`) on 127.0.0.1 for sign-in tests, set up as in
// reader-sign-in.browser.test.ts, whose signing key can be rotated, and a sign-in driven over
// HTTP through its dev login and consent forms (no browser).
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import type { World } from './world.ts';

/** One RSA signing key of the provider. */
export interface IssuerKey {
  kid: string;
  privateKey: KeyObject;
}

/** A local OpenID provider. */
export interface LocalIssuer {
  url: string;
  /** The key the provider signs with and the only one its JWKS lists. */
  key: IssuerKey;
  /** Requests the provider got, by path (`/jwks`, `/token`, …). */
  hits: Map<string, number>;
  /** A new signing key replaces the current one: the JWKS lists only the new one from now on. */
  rotate(): void;
  /** From now on, ID tokens from the token endpoint are signed again with `key` (`null`: left alone). */
  resignIdTokensWith(key: IssuerKey | null): void;
  close(): void;
}

function newKey(): IssuerKey {
  return {
    kid: `key-${randomBytes(4).toString('hex')}`,
    privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
  };
}

/** Starts a provider with one confidential client (`folio-docs`, PKCE required) for `redirectUris`. */
export async function startLocalIssuer(options: {
  clientSecret: string;
  redirectUris: string[];
  groups?: string[];
}): Promise<LocalIssuer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cookieKeys = [randomBytes(16).toString('hex')];
  const providerWith = (key: IssuerKey) =>
    new Provider(url, {
      clients: [
        {
          client_id: 'folio-docs',
          client_secret: options.clientSecret,
          redirect_uris: options.redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [{ ...key.privateKey.export({ format: 'jwk' }), kid: key.kid, alg: 'RS256', use: 'sig' }] },
      pkce: { required: () => true },
      claims: { openid: ['sub'], profile: ['given_name', 'groups'] },
      findAccount: async (_ctx, sub) => ({
        accountId: sub,
        claims: async () => ({ sub, given_name: 'Ada', groups: options.groups ?? ['staff'] }),
      }),
      cookies: { keys: cookieKeys },
      features: { devInteractions: { enabled: true } },
      ttl: { IdToken: 3600 },
    }).callback();

  let resignWith: IssuerKey | null = null;
  const issuer: LocalIssuer = {
    url,
    key: newKey(),
    hits: new Map(),
    rotate() {
      issuer.key = newKey();
      handler = providerWith(issuer.key);
    },
    resignIdTokensWith(key) {
      resignWith = key;
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
  let handler = providerWith(issuer.key);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', url).pathname;
    issuer.hits.set(path, (issuer.hits.get(path) ?? 0) + 1);
    if (path === '/token' && resignWith !== null) resignIdToken(response, resignWith);
    handler(request, response);
  });
  return issuer;
}

// The token answer leaves the provider through `end(body)`: its ID token is replaced by the same
// claims signed with another key, as a provider that still used a removed key would send.
function resignIdToken(response: ServerResponse, key: IssuerKey): void {
  const end = response.end.bind(response) as (chunk?: unknown) => ServerResponse;
  response.end = ((chunk?: unknown) => {
    if (chunk === undefined || chunk === null) return end(chunk);
    const answer = JSON.parse(Buffer.from(chunk as string).toString('utf8')) as { id_token?: string };
    if (answer.id_token === undefined) return end(chunk);
    void new SignJWT(decodeJwt(answer.id_token))
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey)
      .then((token) => {
        const body = JSON.stringify({ ...answer, id_token: token });
        response.setHeader('content-length', Buffer.byteLength(body));
        end(body);
      });
    return response;
  }) as ServerResponse['end'];
}

/** What a sign-in through the local provider ended with: the edge's answer to the callback. */
export interface SignInResult {
  status: number;
  location: string | undefined;
  cookie: string | undefined;
  body: string;
}

/**
 * Signs in to the private site at `host` as a browser would, over HTTP: the edge's sign-in
 * redirect, the provider's dev login (any login) and consent forms, then the edge's callback.
 */
export async function signInThroughIssuer(world: World, host: string, next = '/'): Promise<SignInResult> {
  const start = await world.app.inject({
    url: `/_folio/auth/sign-in?next=${encodeURIComponent(next)}`,
    headers: { host, accept: 'text/html' },
  });
  if (start.statusCode !== 302)
    return { status: start.statusCode, location: undefined, cookie: undefined, body: start.body };
  const cookies = new Map<string, string>();
  const callback = `http://${host}/_folio/auth/callback`;
  let location = String(start.headers.location);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    if (location.startsWith(callback)) {
      const target = new URL(location);
      const answer = await world.app.inject({
        url: `${target.pathname}${target.search}`,
        headers: { host, accept: 'text/html' },
      });
      const setCookie = answer.headers['set-cookie'];
      return {
        status: answer.statusCode,
        location: answer.headers.location as string | undefined,
        cookie: setCookie === undefined ? undefined : String(setCookie).split(';')[0],
        body: answer.body,
      };
    }
    const response = await fetch(location, {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { body: form.toString() }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const mark = pair!.indexOf('=');
      cookies.set(pair!.slice(0, mark), pair!.slice(mark + 1));
    }
    const redirect = response.headers.get('location');
    if (redirect !== null) {
      location = new URL(redirect, location).href;
      form = undefined;
      continue;
    }
    // A form of the provider's dev interactions: the login (any login and password), then consent.
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (action === undefined)
      throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    location = new URL(action.replaceAll('&amp;', '&'), location).href;
    form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: 'ada', password: 'anything' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the sign-in did not come back to the site');
}
