import { productionHostname } from '@folio/platform';
import type { ApiConfig } from '../../config/load-config.ts';
import type { SiteRow } from '../../db/sites.ts';
import { challengeName } from '../../lib/check-domain-txt.ts';
import type { DomainRow } from '../../db/domains.ts';
import { timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { actionButton, card, notice, pageHeader, statusBadge } from './components.ts';

/** Custom domains: the records to publish, live verification state and what to do next. */
export function domainsPage(options: {
  config: Readonly<ApiConfig>;
  csrfToken: string;
  site: SiteRow;
  domains: DomainRow[];
  canWrite: boolean;
  error?: string | undefined;
  hostname?: string;
}): SafeHtml {
  const { site, csrfToken, config } = options;
  const target = productionHostname(site.slug, config.sitesDomain);
  const add = options.canWrite
    ? html`<form method="post" action="/sites/${site.id}/domains" class="inline-add">
        <input type="hidden" name="_csrf" value="${csrfToken}">
        <div class="field grow"><label for="hostname">Domain</label><input id="hostname" name="hostname" class="mono" placeholder="docs.example.com" required value="${options.hostname ?? ''}"></div>
        <button class="button primary" type="submit">Add domain</button>
      </form>`
    : '';
  const domainCard = (d: DomainRow) => {
    const verified = d.status === 'verified';
    const live =
      !verified && options.canWrite ? html`data-verify-url="/v1/sites/${site.id}/domains/${d.id}/verify"` : '';
    return html`<section class="card domain-card" ${live} aria-live="polite">
      <div class="card-head"><h2 class="mono">${d.hostname}</h2>${statusBadge(d.status)}</div>
      <div class="card-body stack">
        ${
          verified
            ? notice(
                `Verified ${timeAgo(d.verified_at)}. Folio serves ${site.name} at ${d.hostname} once the CNAME below points here.`,
                'success',
              )
            : html`<p>Publish these DNS records at your DNS provider, then check. ${d.last_check_error ? html`<br><span class="muted">Last check ${timeAgo(d.last_checked_at)}: ${d.last_check_error}</span>` : ''}</p>`
        }
        <div class="table-wrap" tabindex="0"><table class="table dns">
          <thead><tr><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Value</th><th scope="col">Purpose</th></tr></thead>
          <tbody>
            <tr><td>TXT</td><td class="mono">${challengeName(d.hostname)}</td><td class="mono break">${d.verification_token}</td><td>${verified ? statusBadge('verified') : 'Proves you own the domain'}</td></tr>
            <tr><td>CNAME</td><td class="mono">${d.hostname}</td><td class="mono">${target}</td><td>Sends visitors to Folio</td></tr>
          </tbody>
        </table></div>
        <div class="card-actions">
          ${!verified && options.canWrite ? actionButton({ action: `/sites/${site.id}/domains/${d.id}/verify`, csrfToken, label: 'Check DNS now', kind: 'primary' }) : ''}
          ${options.canWrite ? actionButton({ action: `/sites/${site.id}/domains/${d.id}/remove`, csrfToken, label: 'Remove', kind: 'ghost', confirm: `Stop serving the site at ${d.hostname}?` }) : ''}
        </div>
        ${!verified ? html`<p class="help">DNS changes can take a few minutes to reach everyone; this page checks again by itself while it is open. An unverified claim lapses after ${Math.round(config.domainClaimTtlHours / 24)} days.</p>` : ''}
      </div>
    </section>`;
  };
  return html`${pageHeader('Domains', html`Always served at <span class="mono">${target}</span>. Add your own domain below.`)}
  ${notice(options.error)}
  ${options.canWrite ? card(null, add) : ''}
  ${options.domains.map(domainCard)}`;
}
