import type { SiteRow } from '../../db/sites.ts';
import type { ProxyCheckReport } from '../../operations/check-site-proxy.ts';
import { html, type SafeHtml } from '@folio/html';
import { card, notice, pageHeader } from './components.ts';

/** Repository, base path, playground allow-list, strict builds, the proxy check, and deleting the site. */
export function siteSettingsPage(options: {
  csrfToken: string;
  site: SiteRow;
  canWrite: boolean;
  message?: { kind: 'success' | 'error'; text: string } | undefined;
  /** The last "Check my proxy" answer, shown under its form. */
  proxyCheck?: ProxyCheckReport | undefined;
  /** The URL last given to the proxy check (kept in its field). */
  proxyUrl?: string | undefined;
}): SafeHtml {
  const { site, csrfToken } = options;
  const disabled = options.canWrite ? '' : html`disabled`;
  return html`${pageHeader('Settings', null)}
  ${options.message ? notice(options.message.text, options.message.kind) : ''}
  <form method="post" action="/sites/${site.id}/settings" class="stack">
    <input type="hidden" name="_csrf" value="${csrfToken}">
    ${card(
      'Build',
      html`<div class="stack">
      <div class="field-row">
        <div class="field"><label for="branch">Production branch</label><input id="branch" name="branch" class="mono" value="${site.branch}" required ${disabled}></div>
        <div class="field"><label for="docsRoot">Docs folder</label><input id="docsRoot" name="docsRoot" class="mono" value="${site.docs_root}" placeholder="(repository root)" ${disabled}></div>
      </div>
      <div class="field"><label for="repoUrl">Repository URL</label><input id="repoUrl" name="repoUrl" class="mono" value="${site.repo_url}" required ${disabled}></div>
      <div class="field"><label for="gitToken">New access token <span class="optional">optional</span></label><input id="gitToken" name="gitToken" type="password" autocomplete="off" aria-describedby="token-state" ${disabled}><p class="help" id="token-state">${site.git_token_sealed ? 'A token is stored. Leave empty to keep it.' : 'No token stored: the repository is cloned without credentials.'}</p></div>
      <div class="check"><input type="checkbox" id="strictBuilds" name="strictBuilds" value="on" ${site.strict_builds ? html`checked` : ''} ${disabled} aria-describedby="strict-help"><label for="strictBuilds">Strict builds</label></div>
      <p class="help" id="strict-help">Fail the build when any page has an error, keeping the previous deployment live. Off: broken pages are published marked as broken.</p>
    </div>`,
    )}
    ${card(
      'Serving',
      html`<div class="field"><label for="basePath">Base path <span class="optional">optional</span></label><input id="basePath" name="basePath" class="mono" value="${site.base_path ?? ''}" placeholder="(root of the host)" aria-describedby="base-path-help" ${disabled}><p class="help" id="base-path-help">Serve the whole site under a path of your own domain behind your proxy, such as /docs. Changing it rebuilds the production branch; the live site keeps its current path until the build is live.</p></div>`,
    )}
    ${card('Reader access', html`<p>Public, a password, single sign-on or your own login, for the site and its previews.</p><p><a class="button" href="/sites/${site.id}/settings/access">Reader access settings</a></p>`)}
    ${card('API playground', html`<div class="field"><label for="playgroundOrigins">Extra allowed origins</label><textarea id="playgroundOrigins" name="playgroundOrigins" rows="4" class="mono" aria-describedby="origins-help" ${disabled}>${site.playground_origins.join('\n')}</textarea><p class="help" id="origins-help">One origin per line, such as https://api.acme.com. The servers of your OpenAPI documents are always allowed.</p></div>`)}
    ${options.canWrite ? html`<div class="form-actions"><button class="button primary" type="submit">Save changes</button></div>` : ''}
  </form>
  ${options.canWrite ? proxyCheckCard(site, csrfToken, options.proxyCheck, options.proxyUrl) : ''}
  ${
    options.canWrite
      ? html`<section class="card danger-zone"><div class="card-head"><h2>Delete this site</h2></div><div class="card-body">
    <p>Stops serving every deployment at once and deletes its builds, domains and stored files. This cannot be undone.</p>
    <form method="post" action="/sites/${site.id}/delete" class="stack">
      <input type="hidden" name="_csrf" value="${csrfToken}">
      <div class="field"><label for="confirm-slug">Type <strong class="mono">${site.slug}</strong> to confirm</label><input id="confirm-slug" name="confirm" autocomplete="off" required pattern="${site.slug}" class="mono"></div>
      <div><button class="button danger" type="submit">Delete site</button></div>
    </form></div></section>`
      : ''
  }`;
}

// "Check my proxy": the URL readers open, and what the last check found there.
function proxyCheckCard(
  site: SiteRow,
  csrfToken: string,
  report: ProxyCheckReport | undefined,
  url: string | undefined,
): SafeHtml {
  const placeholder = `https://www.example.com${site.base_path ?? ''}/`;
  const findings =
    report === undefined
      ? ''
      : html`<ul class="findings" aria-label="What the check found">${report.findings.map(
          (finding) =>
            html`<li class="finding finding-${finding.severity}"><strong>${finding.severity === 'ok' ? 'OK' : finding.severity === 'error' ? 'Problem' : 'Warning'}:</strong> ${finding.message}${finding.fix === undefined ? '' : html`<br><span class="help">Fix: ${finding.fix}</span>`}</li>`,
        )}</ul>`;
  return card(
    'Check my proxy',
    html`<form method="post" action="/sites/${site.id}/proxy-check" class="stack">
      <input type="hidden" name="_csrf" value="${csrfToken}">
      <div class="field"><label for="proxyUrl">Address readers open</label><input id="proxyUrl" name="url" type="url" class="mono" required value="${url ?? ''}" placeholder="${placeholder}" aria-describedby="proxy-help"><p class="help" id="proxy-help">Folio fetches this address (public addresses only) the way a reader's browser would, then says what your proxy gets wrong: the Host it sends, a stripped prefix, assets or POST requests it does not forward, redirects.</p></div>
      <div><button class="button" type="submit">Check my proxy</button></div>
    </form>${findings}`,
  );
}
