import type { GlobalAnchor, IconSetting, Navbar, NavbarLink, NavbarPrimary } from '@folio/docs-config';
import type { IconLibraryName } from '@folio/content';
import { html, type SafeHtml } from '@folio/html';
import { linkAttributes } from './link-attributes.ts';
import { renderIcon } from './render-icon.ts';
import { anchorColorAttributes } from './anchor-color-attributes.ts';

/** The marks of the networks a navbar link or call to action can name. */
const BRANDS: Record<string, { icon: IconSetting; label: string }> = {
  github: { icon: { name: 'github', style: 'brands', library: 'fontawesome' }, label: 'GitHub' },
  discord: { icon: { name: 'discord', style: 'brands', library: 'fontawesome' }, label: 'Discord' },
};

/**
 * The top bar's links: the global anchors, then `navbar.links` (icons from the site's library,
 * `github`/`discord` links with their mark); and the `navbar.primary` call to action: a button,
 * or the GitHub or Discord mark with its label. The links (and a button) also go into a "more"
 * menu that takes their place on small screens.
 */
export function renderNavbar(
  navbar: Navbar | undefined,
  globalAnchors: readonly (GlobalAnchor | null)[],
  library: IconLibraryName,
): { links: SafeHtml; primary: SafeHtml } {
  const items: SafeHtml[] = [];
  for (const anchor of globalAnchors) {
    if (anchor === null || anchor.hidden === true || typeof anchor.href !== 'string') continue;
    items.push(
      html`<li><a ${linkAttributes(anchor.href)}${anchorColorAttributes(anchor.color)}>${renderIcon(anchor.icon, library)}<span>${anchor.anchor}</span></a></li>`,
    );
  }
  for (const link of navbar?.links ?? []) items.push(html`<li>${renderLink(link, library)}</li>`);
  const primary = navbar?.primary === undefined ? html`` : renderPrimary(navbar.primary);
  // On small screens the links, and a button call to action, move into a "more" menu.
  const moreItems = [...items];
  if (navbar?.primary?.type === 'button') moreItems.push(html`<li class="navbar-more-cta">${primary}</li>`);
  const links = html`${items.length > 0 && html`<nav class="global-anchors navbar-links" aria-label="Links"><ul>${items}</ul></nav>`}${moreItems.length > 0 && html`<details class="navbar-more"><summary aria-label="More links"><span aria-hidden="true"></span></summary><ul class="navbar-more-menu">${moreItems}</ul></details>`}`;
  return { links, primary };
}

function renderLink(link: NavbarLink, library: IconLibraryName): SafeHtml {
  const brand = link.type === undefined ? undefined : BRANDS[link.type];
  const icon = renderIcon(link.icon ?? brand?.icon, library);
  const label = link.label ?? brand?.label ?? '';
  const network = brand !== undefined && html` class="navbar-brand-link" data-network="${link.type}"`;
  return html`<a ${linkAttributes(link.href)}${network}>${icon}<span>${label}</span></a>`;
}

function renderPrimary(primary: NavbarPrimary): SafeHtml {
  if (primary.type === 'button') {
    return html`<a class="navbar-cta" ${linkAttributes(primary.href)}><span>${primary.label ?? ''}</span><span class="navbar-cta-arrow" aria-hidden="true"></span></a>`;
  }
  const brand = BRANDS[primary.type]!;
  const label = primary.label ?? brand.label;
  return html`<a class="navbar-network" data-network="${primary.type}" ${linkAttributes(primary.href)} aria-label="${label}">${renderIcon(brand.icon)}<span class="navbar-network-label">${label}</span></a>`;
}
