import { SITE_CONTENT_SECURITY_POLICY, SVG_CONTENT_SECURITY_POLICY, type SiteFile } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { useDevServer } from '../../test/use-dev-server.ts';

// folio dev serves the same security headers as the edge, so a page that breaks the site's
// Content-Security-Policy breaks on the author's machine first.
const files: SiteFile[] = [
  {
    path: 'index.html',
    urlPath: '/',
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html><body><h1>Home</h1></body></html>',
  },
  {
    path: 'logo.svg',
    urlPath: '/logo.svg',
    contentType: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  },
  { path: 'photo.png', urlPath: '/photo.png', contentType: 'image/png', body: 'png' },
];

const dev = useDevServer(files);

describe('folio dev security headers', () => {
  it('sends the site policy on pages, allowing the playground to call an API on the author’s machine', async () => {
    const response = await fetch(`${dev.base}/`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toBe(
      SITE_CONTENT_SECURITY_POLICY.replace(
        "connect-src 'self' https:",
        "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
      ),
    );
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sandboxes SVGs and gives other files nosniff', async () => {
    expect((await fetch(`${dev.base}/logo.svg`)).headers.get('content-security-policy')).toBe(
      SVG_CONTENT_SECURITY_POLICY,
    );
    const png = await fetch(`${dev.base}/photo.png`);
    expect(png.headers.get('content-security-policy')).toBeNull();
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
