import { securityHeaders } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

// docs/security.md: a tenant's docs.json loads scripts only from each integration's own provider.
// A setting that names another script origin (a self-hosted copy, a proxy, any site) is refused
// with a diagnostic; that integration loads nothing and adds nothing to the policy; the site still
// builds. Settings that only say where events go (PostHog's apiHost, Plausible's server: often the
// customer's own reverse proxy) are kept, and the script still comes from the provider.
const PAGE = '---\ntitle: Home\ndescription: d\n---\n\nHello.\n';

async function build(integrations: Record<string, unknown>) {
  const docsJson = JSON.stringify(
    { name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation: { pages: ['index'] }, integrations },
    null,
    2,
  );
  const result = await buildSite(createMemoryReader({ 'docs.json': docsJson, 'index.mdx': PAGE }), {
    renderPool: false,
  });
  const html = new TextDecoder().decode(result.blobs.get(result.manifest!.files['/']!.blob));
  const policy = securityHeaders('text/html; charset=utf-8', { sources: result.manifest!.cspSources })[
    'content-security-policy'
  ]!;
  return { result, html, policy };
}

describe('integrations load scripts only from their provider', () => {
  it('refuses an Adobe launch URL on another origin: a diagnostic, no script, no CSP source', async () => {
    const { result, html, policy } = await build({ adobe: { launchUrl: 'https://evil.example/x.js' } });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'CONFIG_INTEGRATION_ORIGIN',
        severity: 'error',
        file: 'docs.json',
        path: 'integrations.adobe.launchUrl',
        line: expect.any(Number),
        hint: expect.stringContaining('assets.adobedtm.com'),
      }),
    );
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('folio-integrations');
    expect(result.manifest!.cspSources).toBeUndefined();
    expect(policy).not.toContain('evil.example');
    expect(policy).toContain("script-src 'self';");
  });

  it("keeps a launch URL on Adobe's own origin, and the policy names that origin", async () => {
    const { result, html, policy } = await build({
      adobe: { launchUrl: 'https://assets.adobedtm.com/abc/def/launch-123.min.js' },
    });
    expect(result.diagnostics.filter((d) => d.file === 'docs.json')).toEqual([]);
    expect(html).toContain('"launchUrl":"https://assets.adobedtm.com/abc/def/launch-123.min.js"');
    expect(policy).toContain("script-src 'self' https://assets.adobedtm.com;");
  });

  it('refuses every other setting that chooses where a script comes from, and keeps the providers that are right', async () => {
    const { result, html, policy } = await build({
      onetrust: { domainScript: 'abc', scriptSource: 'https://evil.example/otSDKStub.js' },
      segment: { key: 'k', cdnUrl: 'https://cdn.evil.example' },
      fathom: { siteId: 'ABCDEF' },
    });
    const refused = result.diagnostics
      .filter((d) => d.code === 'CONFIG_INTEGRATION_ORIGIN')
      .map((d) => d.path)
      .sort();
    expect(refused).toEqual(['integrations.onetrust.scriptSource', 'integrations.segment.cdnUrl']);
    expect(html).not.toContain('evil.example');
    expect(policy).not.toContain('evil.example');
    expect(policy).toContain("script-src 'self' https://cdn.usefathom.com;");
  });

  it("sends PostHog's and Plausible's events to the site's own proxy, and loads their scripts from the provider", async () => {
    const { result, html, policy } = await build({
      posthog: { apiKey: 'phc_x', apiHost: 'https://p.acme.example' },
      plausible: { domain: 'docs.acme.test', server: 'stats.acme.example' },
    });
    expect(result.diagnostics.filter((d) => d.file === 'docs.json')).toEqual([]);
    // The proxies reach the page as settings (where events go), never as a script origin.
    expect(html).toContain('"apiHost":"https://p.acme.example/"');
    expect(policy).toContain("script-src 'self' https://us-assets.i.posthog.com https://plausible.io;");
    expect(policy).not.toMatch(/script-src[^;]*acme\.example/);
  });
});
