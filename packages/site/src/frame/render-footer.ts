import type { DocsConfig, Footer, FooterSocialNetwork, IconSetting } from '@folio/docs-config';
import { html, type SafeHtml } from '@folio/html';
import { linkAttributes } from './link-attributes.ts';
import { renderIcon } from './render-icon.ts';

/** Each network's mark (Font Awesome's free brands, or a solid globe / podcast) and its name. */
const NETWORKS: Record<FooterSocialNetwork, { icon: IconSetting; name: string }> = {
  x: { icon: fontAwesome('brands', 'x-twitter'), name: 'X' },
  'x-twitter': { icon: fontAwesome('brands', 'x-twitter'), name: 'X' },
  twitter: { icon: fontAwesome('brands', 'twitter'), name: 'Twitter' },
  website: { icon: fontAwesome('solid', 'globe'), name: 'Website' },
  'earth-americas': { icon: fontAwesome('solid', 'earth-americas'), name: 'Website' },
  facebook: { icon: fontAwesome('brands', 'facebook'), name: 'Facebook' },
  youtube: { icon: fontAwesome('brands', 'youtube'), name: 'YouTube' },
  discord: { icon: fontAwesome('brands', 'discord'), name: 'Discord' },
  slack: { icon: fontAwesome('brands', 'slack'), name: 'Slack' },
  github: { icon: fontAwesome('brands', 'github'), name: 'GitHub' },
  linkedin: { icon: fontAwesome('brands', 'linkedin'), name: 'LinkedIn' },
  instagram: { icon: fontAwesome('brands', 'instagram'), name: 'Instagram' },
  'hacker-news': { icon: fontAwesome('brands', 'hacker-news'), name: 'Hacker News' },
  medium: { icon: fontAwesome('brands', 'medium'), name: 'Medium' },
  telegram: { icon: fontAwesome('brands', 'telegram'), name: 'Telegram' },
  bluesky: { icon: fontAwesome('brands', 'bluesky'), name: 'Bluesky' },
  threads: { icon: fontAwesome('brands', 'threads'), name: 'Threads' },
  reddit: { icon: fontAwesome('brands', 'reddit'), name: 'Reddit' },
  podcast: { icon: fontAwesome('solid', 'podcast'), name: 'Podcast' },
};

function fontAwesome(style: 'brands' | 'solid', name: string): IconSetting {
  return { name, style, library: 'fontawesome' };
}

/**
 * The footer of every page: the site's name, its social profiles as brand marks (each named for
 * screen readers), and up to four columns of links under their headers. A site without `footer`
 * still gets the name row, so every page ends the same way.
 */
export function renderFooter(footer: Footer | undefined, config: DocsConfig): SafeHtml {
  const socials = (footer?.socials ?? []).map(({ network, href }) => {
    const { icon, name } = NETWORKS[network];
    return html`<li><a href="${href}" target="_blank" rel="noopener" aria-label="${name}" title="${name}" data-network="${network}">${renderIcon(icon)}</a></li>`;
  });
  const columns = (footer?.links ?? []).map((column) => {
    const items = column.items.map((item) => html`<li><a ${linkAttributes(item.href)}>${item.label}</a></li>`);
    const header = column.header !== undefined && html`<h2 class="footer-heading">${column.header}</h2>`;
    return html`<div class="footer-column">${header}<ul>${items}</ul></div>`;
  });
  const socialList =
    socials.length > 0 && html`<ul class="footer-socials" aria-label="${config.name} elsewhere">${socials}</ul>`;
  const columnNav = columns.length > 0 && html`<nav class="footer-columns" aria-label="Footer">${columns}</nav>`;
  return html`<footer class="site-footer"><div class="footer-inner"><div class="footer-brand"><span class="footer-name">${config.name}</span>${socialList}</div>${columnNav}</div></footer>`;
}
