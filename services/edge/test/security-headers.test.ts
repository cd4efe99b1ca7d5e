// Every site response carries the security headers of its content type, on the raw fast path
// and through Fastify alike: the site's Content-Security-Policy on HTML, a sandbox on repository
// SVGs, nosniff and the referrer policy on everything. Real HTTP on 127.0.0.1 only.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_CONTENT_SECURITY_POLICY, SVG_CONTENT_SECURITY_POLICY } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, createSite, deploy, file, page, randomSlug, startWorld, type World } from './helpers/world.ts';

let world: World;
let port: number;
let host: string;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

type Answer = { status: number; [header: string]: string | string[] | number | undefined };

function overSocket(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'GET', path, headers: { host, ...headers }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ...res.headers, status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function throughFastify(path: string): Promise<Answer> {
  const response = await world.app.inject({ method: 'GET', url: path, headers: { host } });
  return { ...response.headers, status: response.statusCode };
}

beforeAll(async () => {
  world = await startWorld();
  const slug = randomSlug('headers');
  host = `${slug}.${SITES_DOMAIN}`;
  await deploy(world, await createSite(world, slug), [
    page('/', '<h1>home</h1>'),
    file('/images/logo.svg', 'image/svg+xml', SVG),
    file('/images/photo.png', 'image/png', 'not really a png'),
    file('/_folio/app.3f2a1c9d0e4b.js', 'text/javascript; charset=utf-8', 'void 0;'),
    file('/404', 'text/html; charset=utf-8', '<h1>not found</h1>'),
  ]);
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await world?.close();
});

describe('security headers of site responses', () => {
  it.each([
    ['/', 200, SITE_CONTENT_SECURITY_POLICY],
    ['/missing', 404, SITE_CONTENT_SECURITY_POLICY],
    ['/images/logo.svg', 200, SVG_CONTENT_SECURITY_POLICY],
    ['/images/photo.png', 200, undefined],
    ['/_folio/app.3f2a1c9d0e4b.js', 200, undefined],
  ])('%s: the same policy on the fast path and through Fastify', async (path, status, policy) => {
    for (const answer of [await overSocket(path), await throughFastify(path)]) {
      expect(answer.status, path).toBe(status);
      expect(answer['content-security-policy'], path).toBe(policy);
      expect(answer['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('sandboxes a repository SVG with no script, style from itself only', async () => {
    const answer = await overSocket('/images/logo.svg');
    expect(answer['content-type']).toBe('image/svg+xml');
    expect(answer['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('gives the HTML policy to the plain pages of unknown hosts too', async () => {
    const answer = await world.app.inject({ method: 'GET', url: '/', headers: { host: `nobody.${SITES_DOMAIN}` } });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-security-policy']).toBe(SITE_CONTENT_SECURITY_POLICY);
  });
});
