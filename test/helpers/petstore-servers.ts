// The API and the OAuth 2 / OpenID Connect authorization server behind test/fixtures/playground-auth,
// on 127.0.0.1 (port 0): they check every credential the playground sends the way a real service
// would (API key, Basic, tokens they issued, PKCE), so a test passes only when the playground did.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server.ts';

/** The credentials the servers accept. */
export const PETSTORE = Object.freeze({
  demoKey: 'demo-key-123',
  appId: 'app-42',
  basic: { user: 'ada', password: 'p4ss w0rd' },
  client: { id: 'docs-client', secret: 'cl1ent-s3cret-XYZ' },
  publicClient: 'docs-app',
});

/** One request a server received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The running pair. */
export interface PetstoreServers {
  api: string;
  auth: string;
  /** Everything the API and the authorization server received. */
  apiRequests: ReceivedRequest[];
  authRequests: ReceivedRequest[];
  /** Access tokens issued so far. */
  tokens: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// An 8×8 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4o6aGFTEMLQkAF/tKAS/fz4YAAAAASUVORK5CYII=',
  'base64',
);

/** Starts the Petstore API and its authorization server. */
export async function startPetstoreServers(): Promise<PetstoreServers> {
  const apiRequests: ReceivedRequest[] = [];
  const authRequests: ReceivedRequest[] = [];
  const tokens: string[] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string; clientId: string; scope: string }>();

  const auth = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://auth');
    const body = await readBody(request);
    authRequests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    if (url.pathname === '/.well-known/openid-configuration') {
      const origin = `http://${request.headers.host}`;
      return json(response, 200, {
        issuer: origin,
        authorization_endpoint: `${origin}/oauth/authorize`,
        token_endpoint: `${origin}/oauth/token`,
        grant_types_supported: ['authorization_code', 'client_credentials'],
        scopes_supported: ['openid', 'profile'],
      });
    }
    if (url.pathname === '/oauth/authorize') {
      const params = url.searchParams;
      const redirectUri = params.get('redirect_uri') ?? '';
      if (
        params.get('response_type') !== 'code' ||
        params.get('client_id') !== PETSTORE.publicClient ||
        params.get('code_challenge_method') !== 'S256' ||
        (params.get('code_challenge') ?? '').length < 43 ||
        (params.get('state') ?? '').length < 16 ||
        !/^http:\/\/localhost:\d+\/_docs\/oauth\/callback$/.test(redirectUri)
      ) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(`bad authorization request: ${url.search}`);
        return;
      }
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        challenge: params.get('code_challenge')!,
        redirectUri,
        clientId: params.get('client_id')!,
        scope: params.get('scope') ?? '',
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state')!);
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (url.pathname === '/oauth/token' && request.method === 'POST') {
      const form = new URLSearchParams(body);
      const issue = (scope: string) => {
        const token = `tok-${randomBytes(10).toString('hex')}`;
        tokens.push(token);
        json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope });
      };
      if (form.get('grant_type') === 'client_credentials') {
        const expected = `Basic ${Buffer.from(`${PETSTORE.client.id}:${PETSTORE.client.secret}`).toString('base64')}`;
        if (request.headers.authorization !== expected) return json(response, 401, { error: 'invalid_client' });
        return issue(form.get('scope') ?? '');
      }
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          grant === undefined ||
          grant.challenge !== challenge ||
          grant.redirectUri !== form.get('redirect_uri') ||
          grant.clientId !== form.get('client_id')
        )
          return json(response, 400, { error: 'invalid_grant' });
        return issue(grant.scope);
      }
      return json(response, 400, { error: 'unsupported_grant_type' });
    }
    json(response, 404, { error: 'not found' });
  });

  const api = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    const body = await readBody(request);
    apiRequests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    const authorization = request.headers.authorization ?? '';
    const basic = `Basic ${Buffer.from(`${PETSTORE.basic.user}:${PETSTORE.basic.password}`).toString('base64')}`;
    const bearer = /^Bearer (.+)$/.exec(authorization)?.[1];
    const caller =
      request.headers['x-api-key'] !== undefined
        ? `key ${request.headers['x-api-key']}${url.searchParams.has('app_id') ? ` app ${url.searchParams.get('app_id')}` : ''}`
        : authorization === basic
          ? 'basic ada'
          : bearer !== undefined && tokens.includes(bearer)
            ? 'oauth token'
            : /session_key=/.test(request.headers.cookie ?? '')
              ? `cookie ${request.headers.cookie}`
              : undefined;
    const path = url.pathname.replace(/^\/v[12]/, '');
    if (path.endsWith('/photo')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-disposition': 'inline; filename="rex.png"' });
      response.end(PNG);
      return;
    }
    if (path === '/pets/export')
      return json(
        response,
        200,
        Array.from({ length: 400 }, (_, i) => ({ id: i + 1, name: `Pet ${i + 1}`, tag: i % 2 === 0 ? 'dog' : 'cat' })),
      );
    if (caller === undefined) return json(response, 401, { error: 'no valid credentials' });
    if (request.method === 'POST') return json(response, 201, { created: JSON.parse(body || '{}'), caller });
    json(response, 200, { caller, path: url.pathname, query: Object.fromEntries(url.searchParams) });
  });

  const [apiUrl, authUrl] = await Promise.all([listen(api), listen(auth)]);
  return {
    api: apiUrl,
    auth: authUrl,
    apiRequests,
    authRequests,
    tokens,
    close: async () => {
      await Promise.all([closeServer(api), closeServer(auth)]);
    },
  };
}
