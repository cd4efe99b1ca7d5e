import type { Diagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../render-site.ts';
import { securityHeaders, SITE_CONTENT_SECURITY_POLICY, SVG_CONTENT_SECURITY_POLICY } from './security-headers.ts';
import { sampleSite } from '../testing/sample-site.ts';

describe('securityHeaders', () => {
  it('gives HTML the site policy: own scripts only, no framing by others, no base or form hijack', () => {
    const headers = securityHeaders('text/html; charset=utf-8');
    expect(headers).toEqual({
      'content-security-policy': SITE_CONTENT_SECURITY_POLICY,
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
    const directives = new Map(
      SITE_CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    // docs.json `fonts.source`: a repository file or an https URL, never a font service by name.
    expect(directives.get('font-src')).toEqual(["'self'", 'https:']);
  });

  it('serves SVG sandboxed, whatever the parameters of its type', () => {
    expect(SVG_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    for (const type of ['image/svg+xml', 'IMAGE/SVG+XML; charset=utf-8']) {
      expect(securityHeaders(type)['content-security-policy'], type).toBe(SVG_CONTENT_SECURITY_POLICY);
    }
  });

  it('gives other files nosniff and the referrer policy, and no document policy', () => {
    expect(securityHeaders('image/png')).toEqual({
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
  });
});

describe('generated pages under the policy', () => {
  const build = () => {
    const diagnostics: Diagnostic[] = [];
    const files = renderSite({ ...sampleSite(), onDiagnostic: (d) => diagnostics.push(d) });
    return { files, diagnostics };
  };

  it('carry no inline script: the head script is a hashed file loaded before first paint', () => {
    const { files } = build();
    const pages = files.filter((file) => file.contentType.startsWith('text/html'));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const html = String(page.body);
      expect(html, page.urlPath).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(html, page.urlPath).not.toMatch(/\son[a-z]+=/i);
    }
    const intro = String(files.find((f) => f.urlPath === '/en/v2/intro')!.body);
    const head = /<script src="(\/_folio\/head\.[0-9a-f]{12}\.js)"><\/script>/.exec(intro)?.[1];
    expect(head).toBeDefined();
    const script = files.find((f) => f.urlPath === head)!;
    expect(script.contentType).toBe('text/javascript; charset=utf-8');
    expect(String(script.body)).toMatch(/localStorage\.getItem\(`folio-banner-\$\{key\}`\)/);
    expect(intro).toMatch(/<html lang="en" data-banner-key="[0-9a-f]{12}">/);
  });
});
