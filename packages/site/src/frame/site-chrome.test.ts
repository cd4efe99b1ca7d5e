import type { Diagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../manifest/build-manifest.ts';
import { CSP_SOURCES_URL } from '../policy/csp-sources.ts';
import { renderSite } from '../render-site.ts';
import {
  securityHeaders,
  SITE_CONTENT_SECURITY_POLICY,
  siteContentSecurityPolicy,
} from '../policy/security-headers.ts';
import { sampleSite } from '../testing/sample-site.ts';
import type { RenderSiteInput } from '../types.ts';

function build(patch: (input: RenderSiteInput) => void) {
  const input = sampleSite();
  patch(input);
  const diagnostics: Diagnostic[] = [];
  const files = renderSite({ ...input, onDiagnostic: (d) => diagnostics.push(d) });
  const text = (urlPath: string) => {
    const file = files.find((f) => f.urlPath === urlPath);
    if (file === undefined) throw new Error(`no file at ${urlPath}`);
    return String(file.body);
  };
  return { files, text, diagnostics };
}
const PAGE = '/en/v2/intro';

describe('navbar', () => {
  it('puts links, a GitHub link and the call to action in the top bar, after the global anchors', () => {
    const { text } = build((input) => {
      input.config.navbar = {
        links: [
          { label: 'Blog', href: 'https://acme.test/blog', icon: 'newspaper' },
          { type: 'github', href: 'https://github.com/acme/sdk' },
        ],
        primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.test' },
      };
    });
    const topbar = text(PAGE).match(/<header class="topbar">.*?<\/header>/s)![0];
    expect(topbar).toMatch(
      /<nav class="global-anchors navbar-links" aria-label="Links"><ul><li><a href="https:\/\/status\.acme\.test" target="_blank" rel="noopener"><svg[^>]*>.*?<\/svg><span>Status<\/span><\/a><\/li><li><a href="https:\/\/acme\.test\/blog" target="_blank" rel="noopener"><svg/,
    );
    expect(topbar).toContain(
      '<a href="https://github.com/acme/sdk" target="_blank" rel="noopener" class="navbar-brand-link" data-network="github"><svg',
    );
    expect(topbar).toContain('<span>GitHub</span>');
    expect(topbar).toContain(
      '<a class="navbar-cta" href="https://app.acme.test" target="_blank" rel="noopener"><span>Sign up</span>',
    );
  });

  it('draws the GitHub mark for a github call to action, and a language may override the navbar', () => {
    const { text } = build((input) => {
      input.config.navbar = { primary: { type: 'github', href: 'https://github.com/acme' } };
      const french = input.navigation.languages![1]!;
      french.navbar = { links: [{ label: 'Blog FR', href: '/fr/blog' }] };
    });
    expect(text(PAGE)).toMatch(
      /<a class="navbar-network" data-network="github" href="https:\/\/github\.com\/acme" target="_blank" rel="noopener" aria-label="GitHub"><svg[^>]*viewBox/,
    );
    const french = text('/fr/v2/intro');
    expect(french).toContain('<a href="/fr/blog"><span>Blog FR</span></a>');
    expect(french).not.toContain('navbar-network');
  });
});

describe('footer', () => {
  it('ends every page with the name, brand marks named for screen readers and link columns', () => {
    const { files, text } = build((input) => {
      input.config.footer = {
        socials: [
          { network: 'x', href: 'https://x.com/acme' },
          { network: 'github', href: 'https://github.com/acme' },
          { network: 'podcast', href: 'https://pod.acme.test' },
        ],
        links: [
          {
            header: 'Company',
            items: [
              { label: 'About', href: 'https://acme.test/about' },
              { label: 'Intro', href: 'en/v2/intro' },
            ],
          },
        ],
      };
    });
    const footer = text(PAGE).match(/<footer class="site-footer">.*?<\/footer>/s)![0];
    expect(footer).toContain('<span class="footer-name">Acme Docs</span>');
    expect(footer).toMatch(
      /<a href="https:\/\/x\.com\/acme" target="_blank" rel="noopener" aria-label="X" title="X" data-network="x"><svg[^>]*viewBox/,
    );
    expect(footer).toContain('aria-label="GitHub"');
    expect(footer).toContain(
      '<h2 class="footer-heading">Company</h2><ul><li><a href="https://acme.test/about" target="_blank" rel="noopener">About</a></li><li><a href="/en/v2/intro">Intro</a></li></ul>',
    );
    for (const file of files.filter(
      (f) => f.contentType.startsWith('text/html') && String(f.body).includes('class="topbar"'),
    )) {
      expect(String(file.body), file.urlPath).toContain('<footer class="site-footer">');
    }
  });
});

describe('contextual menu', () => {
  it('renders a menu button with copy, view, assistants, MCP options and a custom option, in the page header', () => {
    const { text } = build((input) => {
      input.siteUrl = 'https://docs.acme.test';
      input.config.contextual = {
        display: 'header',
        options: [
          'copy',
          'view',
          'claude',
          {
            title: 'Share',
            description: 'Share on X',
            href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: 'See $path: $page' }] },
          },
          'mcp',
          'cursor',
          'vscode',
          { title: 'Ask Acme AI', description: 'With our docs', href: 'https://ai.acme.test/?mcp=$mcp' },
        ],
      };
    });
    const html = text(PAGE);
    const header = html.match(/<header class="page-header">.*?<\/header>/s)![0];
    expect(header).toContain(
      '<div class="contextual contextual-header" data-contextual data-markdown="/en/v2/intro.md" data-mcp="/mcp" data-mcp-name="acme-docs-docs">',
    );
    // The MCP options: the script copies or links the server on the origin the reader is on.
    expect(header).toContain('<button type="button" role="menuitem" tabindex="-1" data-contextual-action="mcp">');
    expect(header).toContain('Connect to MCP');
    expect(header).toMatch(
      /<a role="menuitem" tabindex="-1" href="\/mcp" data-contextual-action="cursor">.*Add to Cursor/,
    );
    expect(header).toMatch(
      /<a role="menuitem" tabindex="-1" href="\/mcp" data-contextual-action="vscode">.*Add to VS Code/,
    );
    expect(header).toContain('data-contextual-action="custom" data-needs-mcp');
    expect(header).toContain('aria-haspopup="menu" aria-expanded="false" aria-controls="contextual-menu"');
    expect(header).toContain('<button type="button" role="menuitem" tabindex="-1" data-contextual-action="copy">');
    expect(header).toContain('href="/en/v2/intro.md" target="_blank" rel="noopener" data-contextual-action="view"');
    expect(header).toContain(
      `href="https://claude.ai/new?q=${encodeURIComponent('Read https://docs.acme.test/en/v2/intro so I can ask questions about it.')}"`,
    );
    expect(header).toContain(
      'href="https://x.com/intent/tweet?text=See+%2Fen%2Fv2%2Fintro%3A+%24page" target="_blank" rel="noopener" data-contextual-action="custom" data-needs-page',
    );
    expect(text('/en/v2/intro.md')).toContain('Body of Introduction.');
  });

  it('sits above "On this page" with display toc, and is absent without contextual', () => {
    const toc = build((input) => {
      input.config.contextual = { display: 'toc', options: ['copy'] };
    }).text(PAGE);
    expect(toc.match(/<aside class="page-aside"[^>]*>(.*?)<\/aside>/s)![1]).toMatch(
      /^<div class="contextual contextual-toc"/,
    );
    expect(toc.match(/<header class="page-header">.*?<\/header>/s)![0]).not.toContain('contextual');
    expect(build(() => {}).text(PAGE)).not.toContain('data-contextual');
  });
});

describe('overrides by language and version', () => {
  it("gives a version its own footer and global anchors, and keeps the site's elsewhere", () => {
    const { text } = build((input) => {
      input.config.footer = { socials: [{ network: 'github', href: 'https://github.com/acme' }] };
      const v1 = input.navigation.languages![0]!.versions![1]!;
      v1.footer = { links: [{ header: 'Legacy', items: [{ label: 'v1 support', href: 'https://acme.test/v1' }] }] };
      v1.global = { anchors: [{ anchor: 'v1 status', href: 'https://status.acme.test/v1' }] };
      v1.banner = { content: 'v1 is deprecated', type: 'critical' };
    });
    const v1 = text('/en/v1/intro');
    expect(v1).toContain('<h2 class="footer-heading">Legacy</h2>');
    expect(v1).not.toContain('data-network="github"');
    expect(v1).toContain('<span>v1 status</span>');
    expect(v1).not.toContain('<span>Status</span>');
    expect(v1).toMatch(/<div class="banner banner-critical"[^>]*><p>v1 is deprecated<\/p>/);
    const v2 = text(PAGE);
    expect(v2).toContain('data-network="github"');
    expect(v2).toContain('<span>Status</span>');
    expect(v2).toContain('Version 2 is out!');
  });
});

describe('banner', () => {
  it('colours the banner by type, or by its own colours', () => {
    const typed = build((input) => {
      input.navigation.languages![0]!.banner = { content: 'Maintenance *tonight*', type: 'warning', dismissible: true };
    }).text(PAGE);
    expect(typed).toMatch(
      /<div class="banner banner-warning" role="region" aria-label="Announcement" data-banner="[0-9a-f]{12}" data-dismissible="true"><p>Maintenance <em>tonight<\/em><\/p>/,
    );
    const coloured = build((input) => {
      delete input.navigation.languages![0]!.banner;
      input.config.banner = { content: 'Hello', color: { light: '#0F766E', dark: '#134E4A' } };
    }).text(PAGE);
    expect(coloured).toContain('<div class="banner banner-info" role="region" aria-label="Announcement" data-banner=');
    expect(coloured).toContain('style="--banner-bg:#0F766E;--banner-bg-dark:#134E4A;"');
  });
});

describe('integrations', () => {
  it('loads nothing and adds nothing to the policy when the site sets no integration', async () => {
    const { files, text } = build(() => {});
    expect(text(PAGE)).not.toContain('folio-integrations');
    expect(files.some((f) => f.urlPath === CSP_SOURCES_URL || f.urlPath.startsWith('/_folio/integrations.'))).toBe(
      false,
    );
    expect((await buildManifest(files)).manifest.cspSources).toBeUndefined();
  });

  it("puts the validated ids in a JSON block for the loader, and the providers' origins in the CSP", async () => {
    const { files, text } = build((input) => {
      input.config.integrations = {
        ga4: { measurementId: 'G-TEST123' },
        plausible: { domain: 'docs.acme.test' },
        hotjar: { hjid: '1', hjsv: '6' },
        cookies: { key: 'consent</script>', value: 'yes' },
      };
    });
    const html = text(PAGE);
    const data = html.match(
      /<script type="application\/json" id="folio-integrations">(.*?)<\/script><script src="(\/_folio\/integrations\.[0-9a-f]{12}\.js)" async><\/script>/,
    );
    expect(data).not.toBeNull();
    // `<` never reaches the page raw: nothing in the data can close its element.
    expect(data![1]).not.toContain('<');
    expect(JSON.parse(data![1]!)).toEqual({
      ga4: { measurementId: 'G-TEST123' },
      plausible: { domain: 'docs.acme.test' },
      hotjar: { hjid: '1', hjsv: '6' },
      cookies: { key: 'consent</script>', value: 'yes' },
    });
    expect(text(data![2]!)).toContain('https://www.googletagmanager.com/gtag/js?id=');
    const { manifest } = await buildManifest(files);
    expect(manifest.cspSources).toEqual({
      script: ['https://www.googletagmanager.com', 'https://plausible.io', 'https://*.hotjar.com'],
      style: ['https://*.hotjar.com'],
      font: ['https://*.hotjar.com'],
      connect: ['wss://*.hotjar.com'],
    });
    const policy = securityHeaders('text/html; charset=utf-8', { sources: manifest.cspSources })[
      'content-security-policy'
    ];
    expect(policy).toContain(
      "script-src 'self' https://www.googletagmanager.com https://plausible.io https://*.hotjar.com;",
    );
    expect(policy).toContain("connect-src 'self' https: wss://*.hotjar.com;");
    expect(policy).toMatch(/font-src 'self'[^;]* https:\/\/\*\.hotjar\.com/);
    expect(policy).not.toContain('unsafe-eval');
    expect(securityHeaders('text/html')['content-security-policy']).toBe(SITE_CONTENT_SECURITY_POLICY);
  });

  it('keeps a policy unchanged without sources and adds a worker source only for providers that need one', () => {
    expect(siteContentSecurityPolicy(undefined)).toBe(SITE_CONTENT_SECURITY_POLICY);
    expect(siteContentSecurityPolicy({ script: ['https://cdn.lr-ingest.com'], worker: ['blob:'] })).toMatch(
      /; worker-src 'self' blob:$/,
    );
  });
});
