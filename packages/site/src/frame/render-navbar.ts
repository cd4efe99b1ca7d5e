import type { GlobalAnchor, IconSetting, Navbar, NavbarLink, NavbarPrimary } from '@folio/docs-config';
import type { IconLibraryName } from '@folio/content';
import { escapeHtml } from '@folio/html';
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
): { links: string; primary: string } {
  const items: string[] = [];
  for (const anchor of globalAnchors) {
    if (anchor === null || anchor.hidden === true || typeof anchor.href !== 'string') continue;
    items.push(
      `<li><a ${linkAttributes(anchor.href)}${anchorColorAttributes(anchor.color)}>${renderIcon(anchor.icon, library)}<span>${escapeHtml(anchor.anchor)}</span></a></li>`,
    );
  }
  for (const link of navbar?.links ?? []) items.push(`<li>${renderLink(link, library)}</li>`);
  const list = items.join('');
  const primary = navbar?.primary === undefined ? '' : renderPrimary(navbar.primary);
  // On small screens the links, and a button call to action, move into a "more" menu.
  const moreItems = list + (navbar?.primary?.type === 'button' ? `<li class="navbar-more-cta">${primary}</li>` : '');
  const links =
    (list === '' ? '' : `<nav class="global-anchors navbar-links" aria-label="Links"><ul>${list}</ul></nav>`) +
    (moreItems === ''
      ? ''
      : `<details class="navbar-more"><summary aria-label="More links"><span aria-hidden="true"></span></summary><ul class="navbar-more-menu">${moreItems}</ul></details>`);
  return { links, primary };
}

function renderLink(link: NavbarLink, library: IconLibraryName): string {
  const brand = link.type === undefined ? undefined : BRANDS[link.type];
  const icon = renderIcon(link.icon ?? brand?.icon, library);
  const label = link.label ?? brand?.label ?? '';
  return `<a ${linkAttributes(link.href)}${brand === undefined ? '' : ` class="navbar-brand-link" data-network="${link.type}"`}>${icon}<span>${escapeHtml(label)}</span></a>`;
}

function renderPrimary(primary: NavbarPrimary): string {
  if (primary.type === 'button') {
    return `<a class="navbar-cta" ${linkAttributes(primary.href)}><span>${escapeHtml(primary.label ?? '')}</span><span class="navbar-cta-arrow" aria-hidden="true"></span></a>`;
  }
  const brand = BRANDS[primary.type]!;
  const label = primary.label ?? brand.label;
  return `<a class="navbar-network" data-network="${primary.type}" ${linkAttributes(primary.href)} aria-label="${escapeHtml(label)}">${renderIcon(brand.icon)}<span class="navbar-network-label">${escapeHtml(label)}</span></a>`;
}
