import { describe, expect, it } from 'vitest';
import {
  isSiteSlug,
  parsePlatformHostname,
  previewHostname,
  previewLabel,
  productionHostname,
} from './platform-hostnames.ts';

describe('platform hostnames', () => {
  it('keeps label-shaped branch names and hashes the others apart', () => {
    expect(previewLabel('docs-v2')).toBe('docs-v2');
    expect(previewLabel('feature/login')).toMatch(/^feature-login-[0-9a-f]{6}$/);
    expect(previewLabel('feature-login')).toBe('feature-login');
    expect(previewLabel('Feature/Login')).not.toBe(previewLabel('feature/login'));
    expect(previewLabel('a--b')).toMatch(/^a-b-[0-9a-f]{6}$/);
    expect(previewLabel('x'.repeat(80)).length).toBeLessThanOrEqual(37);
    expect(previewLabel('////')).toMatch(/^b-[0-9a-f]{6}$/);
  });

  it('builds and parses production and preview hosts', () => {
    expect(productionHostname('acme', 'folio.page')).toBe('acme.folio.page');
    const host = previewHostname('feature/login', 'acme', 'folio.page');
    expect(host).toMatch(/^feature-login-[0-9a-f]{6}--acme\.folio\.page$/);
    expect(parsePlatformHostname(host, 'folio.page')).toEqual({
      slug: 'acme',
      previewLabel: previewLabel('feature/login'),
    });
    expect(parsePlatformHostname('ACME.folio.page.', 'folio.page')).toEqual({ slug: 'acme' });
    expect(parsePlatformHostname('docs.acme.com', 'folio.page')).toBeNull();
    expect(parsePlatformHostname('a.b.folio.page', 'folio.page')).toBeNull();
  });

  it('accepts only DNS-safe slugs without a double hyphen', () => {
    expect(isSiteSlug('acme-docs')).toBe(true);
    expect(isSiteSlug('acme--docs')).toBe(false);
    expect(isSiteSlug('-acme')).toBe(false);
    expect(isSiteSlug('Acme')).toBe(false);
    expect(isSiteSlug('a'.repeat(25))).toBe(false);
  });
});
