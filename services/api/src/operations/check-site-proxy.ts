import { productionHostname, siteOrigin } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { listDomains } from '../db/domains.ts';
import { AppError } from '../errors/app-error.ts';
import { findSite } from '../lib/find-site.ts';
import { checkProxy, type ProxyFinding } from '../proxy-check/check-proxy.ts';
import { createProbe, type ProbeUrl } from '../proxy-check/probe-url.ts';

/** The answer of a proxy check. */
export interface ProxyCheckReport {
  url: string;
  findings: ProxyFinding[];
}

/**
 * "Check my proxy": fetches the URL where the tenant serves the site through its own proxy and
 * reports what is wrong (`checkProxy`). Only public addresses are fetched; loopback too when the
 * operator runs the platform locally (`ALLOW_LOOPBACK_REPOSITORIES`, set by `npm start` and the
 * end-to-end tests, the API's one setting for addresses on its own machine).
 */
export async function checkSiteProxy(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  url: string,
  probe: ProbeUrl = createProbe({ allowPrivate: ctx.config.allowLoopbackRepositories ? ['loopback'] : [] }),
): Promise<ProxyCheckReport> {
  const site = await findSite(ctx.db, tenantId, siteId);
  const target = parseTarget(url);
  const folioHost = productionHostname(site.slug, ctx.config.sitesDomain);
  const domains = await listDomains(ctx.db, site.id);
  const hosts = [folioHost, ...domains.filter((d) => d.status === 'verified').map((d) => d.hostname)];
  const findings = await checkProxy(
    target,
    { basePath: site.base_path, hosts, folioUrl: siteOrigin(folioHost, ctx.config.dashboard.origin) },
    probe,
  );
  return { url: target.href, findings };
}

function parseTarget(url: string): URL {
  const target = URL.canParse(url.trim()) ? new URL(url.trim()) : undefined;
  if (target === undefined || (target.protocol !== 'https:' && target.protocol !== 'http:'))
    throw new AppError(
      'INVALID_PROXY_URL',
      `"${url}" is not an http(s) URL; give the address readers open, such as https://acme.com/docs/`,
    );
  if (target.username !== '' || target.password !== '')
    throw new AppError('INVALID_PROXY_URL', 'the URL must not contain credentials');
  return target;
}
