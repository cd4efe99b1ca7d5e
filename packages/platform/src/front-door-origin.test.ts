import { describe, expect, it } from 'vitest';
import { readDashboardOrigin, siteOrigin } from './front-door-origin.ts';

describe('siteOrigin', () => {
  it("gives a site host the front door's scheme and port", () => {
    expect(siteOrigin('acme.folio.page', 'https://app.folio.com')).toBe('https://acme.folio.page');
    expect(siteOrigin('acme.sites.localhost', 'http://app.localhost:8080')).toBe('http://acme.sites.localhost:8080');
    expect(siteOrigin('docs.acme.com', 'https://app.folio.com:8443')).toBe('https://docs.acme.com:8443');
  });
});

describe('readDashboardOrigin', () => {
  it('defaults to https://app.<PLATFORM_DOMAIN> and refuses what is not an origin', () => {
    const problems: string[] = [];
    expect(readDashboardOrigin(null, 'folio.com', problems)).toBe('https://app.folio.com');
    expect(readDashboardOrigin('http://app.localhost:8080', 'folio.com', problems)).toBe('http://app.localhost:8080');
    expect(problems).toEqual([]);
    expect(readDashboardOrigin('https://app.folio.com/', 'folio.com', problems)).toBe('https://app.folio.com');
    expect(problems).toEqual([
      'DASHBOARD_ORIGIN must be an origin like https://app.folio.page (no path or trailing slash), got "https://app.folio.com/"',
    ]);
  });
});
