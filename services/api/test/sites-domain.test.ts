// Tenant sites and the dashboard are different sites for the browser (docs/security.md): sites are
// served on SITES_DOMAIN, a registrable domain apart from the dashboard's PLATFORM_DOMAIN; the API
// refuses a configuration that mixes them, and the dashboard's cookies are host-only, so no cookie
// of the dashboard is ever sent to, or readable by, a tenant's page.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/load-config.ts';
import { DashboardBrowser } from './helpers/dashboard-browser.ts';
import { useEnvWithTenant } from './helpers/env-with-tenant.ts';
import { createSite, OPERATOR_TOKEN, testEnvVars } from './helpers/test-env.ts';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
};

describe('SITES_DOMAIN beside PLATFORM_DOMAIN', () => {
  it('is required once PLATFORM_DOMAIN is set, and may not share its registrable domain', () => {
    const { SITES_DOMAIN: _, ...withoutSites } = testEnvVars();
    expect(problemsOf(withoutSites)).toEqual([
      expect.stringMatching(/^SITES_DOMAIN is required when PLATFORM_DOMAIN is set/),
    ]);
    // The default dashboard, app.folio.com, would then be on the sites domain too.
    expect(problemsOf(testEnvVars({ PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: 'folio.com' }))).toContainEqual(
      expect.stringMatching(/must be different registrable domains/),
    );
    expect(problemsOf(testEnvVars({ PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: 'docs.folio.com' }))).toEqual([
      expect.stringMatching(/must be different registrable domains/),
    ]);
    expect(
      problemsOf(
        testEnvVars({
          PLATFORM_DOMAIN: 'folio.com',
          SITES_DOMAIN: 'folio.page',
          DASHBOARD_ORIGIN: 'https://admin.folio.page',
        }),
      ),
    ).toEqual([
      'DASHBOARD_ORIGIN must not be on SITES_DOMAIN (folio.page), where tenant sites are served, got "https://admin.folio.page"',
    ]);
    const config = loadConfig(testEnvVars({ PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: 'folio.page' }));
    expect(config).toMatchObject({
      platformDomain: 'folio.com',
      sitesDomain: 'folio.page',
      dashboard: { origin: 'https://app.folio.com' },
    });
  });
});

describe('the dashboard and a tenant site', () => {
  const given = useEnvWithTenant();

  it('serve sites on SITES_DOMAIN, and sign in with host-only cookies of the dashboard host', async () => {
    const { env, tenant } = given;
    const site = await createSite(env, tenant, { name: 'Cookie docs' });
    const shown = await env.app.inject({ method: 'GET', url: `/v1/sites/${site.id}`, headers: tenant.auth });
    expect(shown.json().url).toBe(`https://${site.slug}.folio.test-sites.dev`);

    const link = await env.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.id}/sign-in-links`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { email: 'cookie@co.dev', role: 'owner' },
    });
    expect(link.statusCode).toBe(201);
    const browser = new DashboardBrowser(env);
    const path = new URL(link.json().url as string).pathname;
    const setCookies: string[] = [];
    const keep = (headers: Record<string, unknown>) =>
      setCookies.push(...([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []));
    const confirm = await browser.get(path);
    keep(confirm.headers);
    const done = await browser.post(path);
    expect(done.status).toBe(303);
    keep(done.headers);
    expect(setCookies.some((line) => line.startsWith('__Host-folio_session='))).toBe(true);
    // No Domain attribute: the browser keeps each cookie for the dashboard's host alone, which is
    // on PLATFORM_DOMAIN; a tenant page on SITES_DOMAIN is another registrable domain entirely.
    for (const line of setCookies) expect(line).not.toMatch(/;\s*domain=/i);
    const dashboardHost = new URL(env.config.dashboard.origin).hostname;
    expect(dashboardHost).toBe('app.folio.test-platform.dev');
    expect(dashboardHost.endsWith(`.${env.config.sitesDomain}`)).toBe(false);
    expect(`${site.slug}.${env.config.sitesDomain}`.endsWith(`.${env.config.platformDomain}`)).toBe(false);
  });
});
