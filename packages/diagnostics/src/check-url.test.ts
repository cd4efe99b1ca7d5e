import { describe, expect, it } from 'vitest';
import { checkUrl, type UrlUse } from './check-url.ts';

/** Spellings of `javascript:` that browsers run and a textual check misses. */
const SCRIPT_URL_BYPASSES = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000 \tJaVaScRiPt:alert(1)',
  'javascript:alert(1)\u0000 ',
];

const allowed = (value: string, use: UrlUse) => {
  const verdict = checkUrl(value, use);
  return verdict.allowed ? verdict.url : undefined;
};

describe('checkUrl', () => {
  it.each(SCRIPT_URL_BYPASSES)('refuses %j for every use, as a browser would parse it', (value) => {
    for (const use of ['link', 'resource', 'frame', 'redirect'] as const) {
      expect(checkUrl(value, use), use).toMatchObject({
        allowed: false,
        reason: expect.stringMatching(/javascript:|control character|space/),
      });
    }
  });

  it('refuses data:, vbscript:, file: and unknown schemes with a hint', () => {
    for (const value of [
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg/>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://x/1',
      'about:blank',
      'ftp://x.example/f',
    ]) {
      const verdict = checkUrl(value, 'link');
      expect(verdict.allowed, value).toBe(false);
      if (!verdict.allowed) expect(verdict.hint).toMatch(/http\(s\)/);
    }
    expect(checkUrl('data:image/png;base64,iVBORw0KGgo=', 'resource')).toMatchObject({
      allowed: false,
      reason: 'uses the "data:" scheme, which is not allowed here',
    });
  });

  it('allows http(s), mailto:, tel:, relative paths and fragments in links, as the browser reads them', () => {
    expect(allowed('https://example.com/a?b#c', 'link')).toBe('https://example.com/a?b#c');
    expect(allowed('HTTPS://example.com', 'link')).toBe('https://example.com');
    expect(allowed(' ht\ttps://example.com/x ', 'link')).toBe('https://example.com/x');
    expect(allowed('mailto:team@example.com', 'link')).toBe('mailto:team@example.com');
    expect(allowed('tel:+15551234', 'link')).toBe('tel:+15551234');
    for (const value of [
      '/guides/setup',
      'guides/setup',
      '../up',
      './here',
      '#install',
      '?tab=2',
      'guides/java\u0001script:x',
    ]) {
      expect(checkUrl(value, 'link'), value).toEqual({ allowed: true, url: value, isExternal: false });
    }
    expect(checkUrl('//cdn.example/x', 'link')).toEqual({ allowed: true, url: '//cdn.example/x', isExternal: true });
    expect(checkUrl('', 'link')).toMatchObject({ allowed: false, reason: 'is empty' });
    expect(checkUrl('https://exa mple.com', 'link')).toMatchObject({ allowed: false, reason: 'is not a valid URL' });
  });

  it('reads a scheme exactly where the URL parser reads one (only those URLs are parsed on their own)', () => {
    // No scheme by the URL standard (a letter, then letters, digits, "+", "-" or "."; then ":"): paths.
    for (const value of ['1http://x', '-x:y', '+a:b', '.a:b', 'a b:c', 'é:x', '/a:b', '%61:b']) {
      expect(checkUrl(value, 'link'), value).toEqual({
        allowed: true,
        url: value,
        isExternal: new URL(value, 'https://folio-site.invalid/').origin !== 'https://folio-site.invalid',
      });
    }
    for (const value of ['/\\cdn.example/x', '\\\\cdn.example/x'])
      expect(checkUrl(value, 'link'), value).toMatchObject({ allowed: true, isExternal: true });
    // A scheme, however unusual its spelling, is judged as one.
    for (const value of ['a+b.c-d:x', 'JavaScript:x', 'c:\\windows', 'x:'])
      expect(checkUrl(value, 'link').allowed, value).toBe(false);
  });

  it('allows only http(s) and paths for resources, and only https for frames', () => {
    expect(allowed('/images/logo.png', 'resource')).toBe('/images/logo.png');
    expect(allowed('https://cdn.example/logo.png', 'resource')).toBe('https://cdn.example/logo.png');
    expect(allowed('mailto:x@example.com', 'resource')).toBeUndefined();
    expect(allowed('https://www.youtube.com/embed/x', 'frame')).toBe('https://www.youtube.com/embed/x');
    for (const value of ['http://www.youtube.com/embed/x', '/local', '//www.youtube.com/embed/x'])
      expect(allowed(value, 'frame'), value).toBeUndefined();
  });

  it('allows a redirect only to a same-site path or an http(s) URL', () => {
    expect(allowed('/new/:slug*', 'redirect')).toBe('/new/:slug*');
    expect(allowed('/x/:id?', 'redirect')).toBe('/x/:id?');
    expect(allowed('https://example.com/elsewhere', 'redirect')).toBe('https://example.com/elsewhere');
    for (const value of [
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      'guides/setup',
      'mailto:x@example.com',
      '/a b',
      '/a\u0001b',
      '#top',
    ]) {
      expect(allowed(value, 'redirect'), value).toBeUndefined();
    }
  });
});
