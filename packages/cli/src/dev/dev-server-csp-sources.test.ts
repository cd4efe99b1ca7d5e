import type { AddressInfo } from 'node:net';
import { CSP_SOURCES_URL, type SiteFile } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevServer, type DevServer } from './dev-server.ts';

// A site with docs.json `integrations` runs their scripts under folio dev as it will on the edge:
// their origins join the policy of its pages, next to the author's local APIs.
let dev: DevServer;
let base = '';

const files: SiteFile[] = [
  { path: 'index.html', urlPath: '/', contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><body><h1>Home</h1></body></html>' },
  { path: '_folio/csp.json', urlPath: CSP_SOURCES_URL, contentType: 'application/json', body: JSON.stringify({ script: ['https://www.googletagmanager.com'] }) },
];

beforeAll(async () => {
  const snapshot = { files: new Map(files.map((file) => [file.urlPath, file])), redirects: [], serverUrls: [] };
  dev = createDevServer({ snapshot: () => snapshot, extraOrigins: [] });
  await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await dev?.close();
});

describe('folio dev with integrations', () => {
  it('adds the site\'s integration origins to the policy of its pages', async () => {
    const policy = (await fetch(`${base}/`)).headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(policy).toContain("connect-src 'self' https: http://localhost:* http://127.0.0.1:*;");
  });
});
