import { describe, expect, it } from 'vitest';
import { domainsOverlap, readPlatformDomains } from './platform-domains.ts';

describe('domainsOverlap', () => {
  it('is true for one domain, or one under the other below a single-label suffix', () => {
    expect(domainsOverlap('folio.com', 'folio.com')).toBe(true);
    expect(domainsOverlap('folio.com', 'docs.folio.com')).toBe(true);
    expect(domainsOverlap('app.folio.page', 'folio.page')).toBe(true);
    expect(domainsOverlap('folio.com', 'folio.page')).toBe(false);
    expect(domainsOverlap('localhost', 'sites.localhost')).toBe(false);
    expect(domainsOverlap('app.localhost', 'sites.localhost')).toBe(false);
  });
});

describe('readPlatformDomains', () => {
  it('defaults both, requires SITES_DOMAIN once PLATFORM_DOMAIN is set, and lower-cases', () => {
    const problems: string[] = [];
    expect(readPlatformDomains({ platformDomain: null, sitesDomain: null }, problems)).toEqual({
      platformDomain: 'folio.localhost',
      sitesDomain: 'folio-sites.localhost',
    });
    expect(readPlatformDomains({ platformDomain: 'Folio.com', sitesDomain: 'FOLIO.page' }, problems)).toEqual({
      platformDomain: 'folio.com',
      sitesDomain: 'folio.page',
    });
    expect(problems).toEqual([]);
    readPlatformDomains({ platformDomain: 'folio.com', sitesDomain: null }, problems);
    readPlatformDomains({ platformDomain: 'folio.com', sitesDomain: 'bad domain' }, problems);
    expect(problems).toEqual([
      expect.stringMatching(/^SITES_DOMAIN is required/),
      'SITES_DOMAIN must be a hostname such as folio.page, got "bad domain"',
    ]);
  });
});
