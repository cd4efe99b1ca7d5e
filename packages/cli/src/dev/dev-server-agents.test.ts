import type { SiteFile } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { useDevServer } from '../../test/use-dev-server.ts';

const HTML = 'text/html; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';
const LLMS = '# Acme\n\n## Guides\n\n- [Setup](/guides/setup.md): Install it.\n';
const files: SiteFile[] = [
  { path: 'index.html', urlPath: '/', contentType: HTML, body: '<!doctype html><html><body>Home</body></html>' },
  { path: 'index.md', urlPath: '/index.md', contentType: MARKDOWN, body: '# Home\n' },
  { path: 'guides/setup/index.html', urlPath: '/guides/setup', contentType: HTML, body: '<p>Setup</p>' },
  { path: 'guides/setup.md', urlPath: '/guides/setup.md', contentType: MARKDOWN, body: '# Setup\n\nRun it.\n' },
  { path: '404.html', urlPath: '/404', contentType: HTML, body: '<p>Not found</p>' },
  { path: 'llms.txt', urlPath: '/llms.txt', contentType: 'text/plain; charset=utf-8', body: LLMS },
  {
    path: '.well-known/llms.txt',
    urlPath: '/.well-known/llms.txt',
    contentType: 'text/plain; charset=utf-8',
    body: LLMS,
  },
];

const dev = useDevServer(files);

describe('folio dev for agents', () => {
  it('answers a page with its Markdown when the client prefers it, and with HTML to browsers', async () => {
    const markdown = await fetch(`${dev.base}/guides/setup`, { headers: { accept: 'text/markdown' } });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe(MARKDOWN);
    expect(markdown.headers.get('vary')).toBe('Accept');
    expect(markdown.headers.get('content-location')).toBe('/guides/setup.md');
    expect(await markdown.text()).toBe('# Setup\n\nRun it.\n');
    expect(await (await fetch(`${dev.base}/`, { headers: { accept: 'text/plain' } })).text()).toBe('# Home\n');

    const html = await fetch(`${dev.base}/guides/setup`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(html.headers.get('content-type')).toBe(HTML);
    expect(html.headers.get('vary')).toBe('Accept');
    expect(await html.text()).toContain('<p>Setup</p>');
  });

  it('names the Markdown, llms.txt and the MCP endpoint in the Link header of HTML answers', async () => {
    const page = await fetch(`${dev.base}/guides/setup`);
    expect(page.headers.get('link')).toBe(
      '</guides/setup.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="llms-txt"; type="text/plain", </llms.txt>; rel="describedby"; type="text/plain", </mcp>; rel="mcp"',
    );
    const missing = await fetch(`${dev.base}/nowhere`, { headers: { accept: 'text/markdown' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe(HTML);
    expect(missing.headers.get('link')).not.toContain('alternate');
    expect(missing.headers.get('vary')).toBeNull();
  });

  it('serves llms.txt at both paths with links absolute to the origin it was opened at', async () => {
    const port = new URL(dev.base).port;
    const root = await (await fetch(`http://localhost:${port}/llms.txt`)).text();
    expect(root).toContain(`- [Setup](http://localhost:${port}/guides/setup.md): Install it.`);
    expect(await (await fetch(`${dev.base}/.well-known/llms.txt`)).text()).toContain(
      `- [Setup](${dev.base}/guides/setup.md)`,
    );
  });
});
