import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamConnectionPool } from './create-upstream-connection-pool.ts';
import { executePlaygroundRequest } from './execute-playground-request.ts';
import { fakeLookup } from './testing/loopback-fixtures.ts';

// A self-signed certificate for api.folio-test.invalid only (no IP address in it).
const cert = readFileSync(new URL('./testing/fixtures/api-test-cert.pem', import.meta.url), 'utf8');
const key = readFileSync(new URL('./testing/fixtures/api-test-key.pem', import.meta.url), 'utf8');
const HOST = 'api.folio-test.invalid';

let server: Server;
let port: number;
let tlsConnections = 0;

beforeAll(async () => {
  server = createServer({ cert, key }, (req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ servername: (req.socket as TLSSocket).servername, host: req.headers.host }));
  });
  server.on('secureConnection', () => tlsConnections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('executePlaygroundRequest over TLS to a pinned address', () => {
  const options = (extra: object = {}) => ({
    allowedOrigins: [`https://${HOST}:${port}`, `https://127.0.0.1:${port}`],
    policy: { allowPrivate: ['loopback'] },
    lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
    ...extra,
  });
  const get = (url: string) => ({ method: 'GET' as const, url, headers: {}, query: [] });

  it('dials the IP but sends SNI and checks the certificate for the host name', async () => {
    const response = await executePlaygroundRequest(get(`https://${HOST}:${port}/`), options({ tls: { ca: cert } }));
    expect(response).toMatchObject({ status: 200 });
    expect(JSON.parse((response as { body: string }).body)).toEqual({ servername: HOST, host: `${HOST}:${port}` });
  });

  it('refuses a certificate it cannot verify', async () => {
    const response = await executePlaygroundRequest(get(`https://${HOST}:${port}/`), options());
    expect(response).toMatchObject({
      code: 'PROXY_UPSTREAM_ERROR',
      message: `The connection to https://${HOST}:${port} failed (DEPTH_ZERO_SELF_SIGNED_CERT).`,
    });
  });

  it('checks the certificate against the IP when the URL names an IP', async () => {
    const response = await executePlaygroundRequest(get(`https://127.0.0.1:${port}/`), options({ tls: { ca: cert } }));
    expect(response).toMatchObject({
      code: 'PROXY_UPSTREAM_ERROR',
      message: `The connection to https://127.0.0.1:${port} failed (ERR_TLS_CERT_ALTNAME_INVALID).`,
    });
  });

  it('through a pool: one TLS handshake for several requests, the certificate still checked', async () => {
    const pool = createUpstreamConnectionPool({ tls: { ca: cert } });
    const before = tlsConnections;
    for (let i = 0; i < 3; i++) {
      const response = await executePlaygroundRequest(get(`https://${HOST}:${port}/`), options({ connections: pool }));
      expect(JSON.parse((response as { body: string }).body)).toEqual({ servername: HOST, host: `${HOST}:${port}` });
    }
    expect(tlsConnections - before).toBe(1);
    // The IP URL is another origin: its own connection, its own (failing) certificate check.
    const byIp = await executePlaygroundRequest(get(`https://127.0.0.1:${port}/`), options({ connections: pool }));
    expect(byIp).toMatchObject({
      code: 'PROXY_UPSTREAM_ERROR',
      message: `The connection to https://127.0.0.1:${port} failed (ERR_TLS_CERT_ALTNAME_INVALID).`,
    });
    await pool.close();
    const untrusting = createUpstreamConnectionPool();
    const refused = await executePlaygroundRequest(
      get(`https://${HOST}:${port}/`),
      options({ connections: untrusting }),
    );
    expect(refused).toMatchObject({ code: 'PROXY_UPSTREAM_ERROR' });
    await untrusting.close();
  });
});
