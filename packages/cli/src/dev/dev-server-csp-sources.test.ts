import { CSP_SOURCES_URL, type SiteFile } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { useDevServer } from '../../test/use-dev-server.ts';

// A site with docs.json `integrations` runs their scripts under folio dev as it will on the edge:
// their origins join the policy of its pages, next to the author's local APIs.
const files: SiteFile[] = [
  {
    path: 'index.html',
    urlPath: '/',
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html><body><h1>Home</h1></body></html>',
  },
  {
    path: '_folio/csp.json',
    urlPath: CSP_SOURCES_URL,
    contentType: 'application/json',
    body: JSON.stringify({ script: ['https://www.googletagmanager.com'] }),
  },
];

const dev = useDevServer(files);

describe('folio dev with integrations', () => {
  it("adds the site's integration origins to the policy of its pages", async () => {
    const policy = (await fetch(`${dev.base}/`)).headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(policy).toContain("connect-src 'self' https: http://localhost:* http://127.0.0.1:*;");
  });
});
