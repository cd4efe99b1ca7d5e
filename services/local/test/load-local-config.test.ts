// `npm start` puts the dashboard and the API on one suffix and the sites on another, as production
// does with two registrable domains, so a site URL built from the wrong domain is noticed every day.
import { describe, expect, it } from 'vitest';
import { loadLocalConfig, LocalConfigError } from '../src/load-local-config.ts';

describe('loadLocalConfig', () => {
  it('serves the dashboard and the API under localhost and the sites under sites.localhost', () => {
    const config = loadLocalConfig({}, '/repo');
    expect(config).toMatchObject({
      platformDomain: 'localhost',
      sitesDomain: 'sites.localhost',
      apiHost: 'api.localhost',
      dashboardHost: 'app.localhost',
    });
  });

  it("takes SITES_DOMAIN, and refuses one that is the dashboard's registrable domain or under it", () => {
    expect(
      loadLocalConfig({ PLATFORM_DOMAIN: 'folio.localhost', SITES_DOMAIN: 'folio-sites.localhost' }, '/repo')
        .sitesDomain,
    ).toBe('folio-sites.localhost');
    for (const env of [
      { SITES_DOMAIN: 'app.localhost' },
      { PLATFORM_DOMAIN: 'folio.localhost', SITES_DOMAIN: 'sites.folio.localhost' },
      { PLATFORM_DOMAIN: 'sites.localhost' },
    ]) {
      expect(() => loadLocalConfig(env, '/repo'), JSON.stringify(env)).toThrow(LocalConfigError);
    }
  });
});
