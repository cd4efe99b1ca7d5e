// The hosted proxy and OAuth: token requests reach only the token URLs the site's documents
// declare (the worker records them with the servers, `playgroundServerUrls`), and nothing the
// reader sends — client secrets, tokens, keys, cookies — reaches the edge's log.
import { Writable } from 'node:stream';
import { createLogger } from '@folio/platform';
import type { HostLookup } from '@folio/playground-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopback, type Loopback } from './helpers/loopback.ts';
import { SITES_DOMAIN, createSite, deploy, page, randomSlug, startWorld, type World } from './helpers/world.ts';

const API = 'api.folio-test.invalid';
const AUTH = 'auth.folio-test.invalid';
const ELSEWHERE = 'login.folio-test.invalid';
const SECRETS = {
  clientSecret: 'cs-3f9a7c1e5b2d8064',
  token: 'at-9b1e4f7a2c6d3058',
  apiKey: 'ak-5c8e2a9f1b7d4063',
  cookieKey: 'ck-1a6f3e9c8b2d7045',
  code: 'ac-7d2c9e1f4a8b3065',
};

const resolveAll: HostLookup = async (hostname) => {
  if (![API, AUTH, ELSEWHERE].includes(hostname))
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address: '127.0.0.1', family: 4 }];
};

describe('OAuth token requests through the hosted proxy', () => {
  let world: World;
  let api: Loopback;
  let auth: Loopback;
  let host: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const token = JSON.stringify({ access_token: SECRETS.token, token_type: 'Bearer', expires_in: 3600 });
    auth = await startLoopback((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(token);
    });
    api = await startLoopback((request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ auth: request.headers.authorization ?? null, cookie: request.headers.cookie ?? null }),
      );
    });
    // The production logger (redaction included), at its most talkative, into memory.
    const logger = createLogger(
      'trace',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      }),
    );
    world = await startWorld({
      env: { PLAYGROUND_ALLOW_PRIVATE: 'loopback' },
      playground: { lookup: resolveAll },
      logger,
    });
    const slug = randomSlug('oauth');
    host = `${slug}.${SITES_DOMAIN}`;
    // As the worker records them: the document's servers (one on a port nothing listens on) and
    // its flow's token URL.
    await deploy(world, await createSite(world, slug), [page('/', '<h1>docs</h1>')], {
      servers: [`http://${API}:${api.port}/v1`, `http://${API}:1/v1`, `http://${AUTH}:${auth.port}/oauth/token`],
    });
  });
  afterAll(async () => {
    await world?.close();
    await api?.close();
    await auth?.close();
  });

  const post = (body: unknown) =>
    world.app.inject({
      method: 'POST',
      url: '/_docs/api/request',
      headers: { host, origin: `https://${host}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const tokenRequest = (url: string) =>
    post({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`docs-client:${SECRETS.clientSecret}`).toString('base64')}`,
      },
      body: `grant_type=authorization_code&code=${SECRETS.code}&client_secret=${SECRETS.clientSecret}`,
    });

  it('sends a token request to the token URL a document declares', async () => {
    const response = await tokenRequest(`http://${AUTH}:${auth.port}/oauth/token`);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json().body)).toMatchObject({ access_token: SECRETS.token });
    expect(auth.requests.at(-1)!.body).toContain(`code=${SECRETS.code}`);
  });

  it('refuses a token URL no document declares, saying which rule refused it', async () => {
    const before = auth.connections;
    const response = await tokenRequest(`http://${ELSEWHERE}:${auth.port}/oauth/token`);
    expect(response.statusCode).toBe(403);
    const error = response.json();
    expect(error.code).toBe('PROXY_TARGET_NOT_ALLOWED');
    expect(error.message).toBe(
      `http://${ELSEWHERE}:${auth.port} is not on this site's playground allow-list: requests may go only to the origins of its OpenAPI servers, of the OAuth token and OpenID Connect discovery URLs its documents declare, and those the site owner added (allowed: http://${API}:${api.port}, http://${API}:1, http://${AUTH}:${auth.port}).`,
    );
    expect(auth.connections).toBe(before);
  });

  it('never writes a credential the reader sent into the log, whatever the outcome', async () => {
    const calls = [
      // Accepted: a bearer token, a key in the query, a key in a cookie.
      () =>
        post({
          method: 'GET',
          url: `http://${API}:${api.port}/v1/pets?api_key=${SECRETS.apiKey}`,
          headers: { authorization: `Bearer ${SECRETS.token}` },
          cookies: { session_key: SECRETS.cookieKey },
        }),
      // Refused by the allow-list, credentials in the URL and headers.
      () =>
        post({
          method: 'GET',
          url: `https://${SECRETS.apiKey}:${SECRETS.clientSecret}@${ELSEWHERE}/x?token=${SECRETS.token}`,
          headers: { 'x-api-key': SECRETS.apiKey },
        }),
      // An upstream failure: an allowed origin nothing listens on.
      () =>
        post({
          method: 'GET',
          url: `http://${API}:1/v1/x?client_secret=${SECRETS.clientSecret}`,
          headers: { authorization: `Bearer ${SECRETS.token}` },
        }),
      // Malformed: not JSON, then JSON the parser refuses.
      () => post(`{"method":"GET","url":"http://${API}/?k=${SECRETS.apiKey}"`),
      () =>
        post({ method: 'TRACE', url: `http://${API}:${api.port}/?k=${SECRETS.apiKey}`, body: SECRETS.clientSecret }),
      () => tokenRequest(`http://${AUTH}:${auth.port}/oauth/token`),
    ];
    const statuses: number[] = [];
    for (const call of calls) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([200, 403, 502, 400, 400, 200]);
    // The edge logged the proxied requests (one line each), so this looks at real log lines.
    const proxied = logLines.filter((line) => line.includes('"msg":"playground request"'));
    expect(proxied.length).toBeGreaterThanOrEqual(4);
    expect(JSON.parse(proxied.at(-1)!)).toMatchObject({ origin: `http://${AUTH}:${auth.port}`, outcome: 200 });
    for (const line of logLines) for (const secret of Object.values(SECRETS)) expect(line).not.toContain(secret);
  });
});
