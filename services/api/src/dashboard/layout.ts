import type { Session } from '../accounts/sessions.ts';
import { html, type SafeHtml } from '@folio/html';
import type { DashboardAssets } from './dashboard-assets.ts';

/** The site a page belongs to, for the breadcrumb and the site's tabs. */
export interface SiteContext {
  id: string;
  name: string;
  slug: string;
}

/** The site tabs, in order. */
export type SiteTab = 'overview' | 'builds' | 'deployments' | 'domains' | 'analytics' | 'connect' | 'settings';

/** What every dashboard page is wrapped with. */
export interface LayoutOptions {
  title: string;
  assets: DashboardAssets;
  /** Absent on the signed-out pages (sign-in, reset, invitation). */
  session?: Session | null;
  /** The token forms must send back (`_csrf`); also in a meta tag for scripts. */
  csrfToken: string;
  site?: SiteContext;
  tab?: SiteTab;
  /** The tenant-level page that is open (sites, API keys, members). */
  section?: 'sites' | 'api-keys' | 'members';
  /** Extra scripts (deferred, after the dashboard's) and stylesheets (before its own, which may refine them) of this page, by URL. */
  scripts?: string[];
  styles?: string[];
  body: SafeHtml;
}

const LOGO = html`<svg class="logo-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="2" y="2" width="20" height="20" rx="6" fill="currentColor"/><path d="M8 7h8v2.4h-5.4v2.2h4.6V14h-4.6v3H8z" fill="var(--logo-ink)"/></svg>`;

function siteTabs(site: SiteContext, active: SiteTab | undefined): SafeHtml {
  const tabs: Array<[SiteTab, string, string]> = [
    ['overview', 'Overview', ''],
    ['builds', 'Builds', '/builds'],
    ['deployments', 'Deployments', '/deployments'],
    ['domains', 'Domains', '/domains'],
    ['analytics', 'Analytics', '/analytics'],
    ['connect', 'Git connection', '/connect'],
    ['settings', 'Settings', '/settings'],
  ];
  return html`<nav class="tabs" aria-label="Site">
    ${tabs.map(([id, label, path]) => html`<a href="/sites/${site.id}${path}" ${id === active ? html`aria-current="page"` : ''}>${label}</a>`)}
  </nav>`;
}

function tenantTabs(active: LayoutOptions['section']): SafeHtml {
  const tabs: Array<[NonNullable<LayoutOptions['section']>, string, string]> = [
    ['sites', 'Sites', '/'],
    ['api-keys', 'API keys', '/settings/api-keys'],
    ['members', 'Members', '/settings/members'],
  ];
  return html`<nav class="tabs" aria-label="Tenant">
    ${tabs.map(([id, label, path]) => html`<a href="${path}" ${id === active ? html`aria-current="page"` : ''}>${label}</a>`)}
  </nav>`;
}

/** A whole dashboard page: top bar with breadcrumb and account, tabs, then the page's body. */
export function layout(options: LayoutOptions): SafeHtml {
  const { session, site } = options;
  const header = session
    ? html`<header class="topbar">
        <div class="topbar-row">
          <nav class="crumbs" aria-label="Breadcrumb">
            <a class="brand" href="/">${LOGO}<span>Folio</span></a>
            <span class="crumb-sep" aria-hidden="true">/</span>
            <a href="/">${session.tenantName ?? 'No tenant'}</a>
            <a class="switch" href="/tenants" aria-label="Switch tenant" title="Switch tenant"><svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="M5 3 2 6l3 3M2 6h9M11 13l3-3-3-3M14 10H5" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg></a>
            ${site ? html`<span class="crumb-sep" aria-hidden="true">/</span><a href="/sites/${site.id}" aria-current="${options.tab === 'overview' ? 'page' : 'false'}">${site.name}</a>` : ''}
          </nav>
          <div class="account">
            <a class="account-email" href="/account" title="Your account">${session.email}</a>
            <span class="role-badge">${session.role ?? 'no role'}</span>
            <form method="post" action="/sign-out"><input type="hidden" name="_csrf" value="${options.csrfToken}"><button class="button ghost small" type="submit">Sign out</button></form>
          </div>
        </div>
        ${site ? siteTabs(site, options.tab) : tenantTabs(options.section)}
      </header>`
    : html`<header class="topbar topbar-plain"><div class="topbar-row"><a class="brand" href="/">${LOGO}<span>Folio</span></a></div></header>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="csrf-token" content="${options.csrfToken}">
<title>${options.title} · Folio</title>
${(options.styles ?? []).map((url) => html`<link rel="stylesheet" href="${url}">`)}
<link rel="stylesheet" href="${options.assets.cssUrl}">
<script src="${options.assets.jsUrl}" defer></script>
${(options.scripts ?? []).map((url) => html`<script src="${url}" defer></script>`)}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
${header}
<main id="main" class="${session ? 'page' : 'page page-narrow'}">
${options.body}
</main>
</body>
</html>`;
}
