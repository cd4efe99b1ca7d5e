import { html, type SafeHtml } from '@folio/html';
import { isExternalHref } from '../lib/is-external-href.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from './language-names.ts';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode } from './nav-tree.ts';
import { pageUrl } from '../lib/page-url.ts';
import { renderIcon, siteIconLibrary } from './render-icon.ts';
import { switchTarget } from './switch-target.ts';
import { anchorColorAttributes } from './anchor-color-attributes.ts';

/**
 * One selector level (the children of `level`, with `selected` the one the page is in) as the
 * layout shows it: languages, versions, products and dropdowns as a disclosure menu (a
 * `<details>` that works without script), tabs as the tab row (a tab with `menu` items as its own
 * menu), anchors as a list of links. Version and language links keep the reader on the same page
 * when it exists in the target (see `switchTarget`).
 */
export function renderSelectorLinks(
  level: NavNode,
  selected: NavNode,
  activePath: string | undefined,
  ctx: LayoutContext,
): SafeHtml {
  const kind = level.childKind;
  const options = level.children.filter((option) => !option.hidden || option === selected);
  if (kind === undefined || options.length === 0) return html``;
  const labelOf = (node: NavNode) => (node.kind === 'language' ? (LANGUAGE_NAMES[node.key] ?? node.key) : node.label);
  const icon = (node: NavNode) => renderIcon(node.icon, siteIconLibrary(ctx.config));

  if (kind === 'tab') {
    const items = options.map((option) =>
      option.childKind === 'menu'
        ? html`<li>${renderMenuTab(option, option === selected, activePath, ctx)}</li>`
        : html`<li>${renderLink(option, optionHref(option, ctx), option === selected, labelOf(option), 'tab', ctx)}</li>`,
    );
    return html`<nav class="tabs" aria-label="Sections"><ul>${items}</ul></nav>`;
  }
  if (kind === 'anchor' || kind === 'menu') {
    const items = options.map(
      (option) =>
        html`<li>${renderLink(option, optionHref(option, ctx), option === selected, labelOf(option), 'anchor', ctx)}</li>`,
    );
    return html`<ul class="anchors">${items}</ul>`;
  }

  const keepsPage = kind === 'language' || kind === 'version';
  const items = options.map((option) => {
    let href = optionHref(option, ctx);
    if (keepsPage && activePath !== undefined) {
      const target = switchTarget(activePath, selected, option);
      if (target !== undefined) href = pageUrl(target);
    }
    const tag = LANGUAGE_TAGS[option.key] ?? option.key;
    const lang = option.kind === 'language' && html` hreflang="${tag}" lang="${tag}"`;
    const description =
      option.description !== undefined && html`<span class="switcher-description">${option.description}</span>`;
    const current = option === selected && html` aria-current="true"`;
    const external = href !== undefined && isExternalHref(href) && html` rel="noopener"`;
    return html`<li><a href="${href ?? '#'}" data-switch="${option.key}"${lang}${current}${external}>${icon(option)}<span class="switcher-label">${labelOf(option)}</span>${description}</a></li>`;
  });
  const name = { language: 'Language', version: 'Version', product: 'Product', dropdown: 'Section' }[kind];
  return html`<details class="switcher switcher-${kind}" data-switcher="${kind}"><summary aria-label="${name}: ${labelOf(selected)}">${icon(selected)}<span>${labelOf(selected)}</span></summary><ul class="switcher-menu">${items}</ul></details>`;
}

/** The link of a selector option: its first visible page, else its `href`. */
function optionHref(option: NavNode, ctx: LayoutContext): string | undefined {
  const first = option.pages.find((page) => ctx.pages.get(page)?.hidden !== true);
  if (first !== undefined) return pageUrl(first);
  return option.href;
}

function renderLink(
  option: NavNode,
  href: string | undefined,
  isCurrent: boolean,
  label: string,
  className: string,
  ctx: LayoutContext,
): SafeHtml {
  const current = isCurrent && html` aria-current="true"`;
  const external = href !== undefined && isExternalHref(href) && html` rel="noopener" target="_blank"`;
  return html`<a class="${className}" href="${href ?? '#'}"${current}${external}${anchorColorAttributes(option.color)}>${renderIcon(option.icon, siteIconLibrary(ctx.config))}<span>${label}</span></a>`;
}

function renderMenuTab(tab: NavNode, isCurrent: boolean, activePath: string | undefined, ctx: LayoutContext): SafeHtml {
  const items = tab.children
    .filter((item) => !item.hidden)
    .map((item) => {
      const href = optionHref(item, ctx);
      const current = activePath !== undefined && item.pages.includes(activePath) && html` aria-current="true"`;
      const external = href !== undefined && isExternalHref(href) && html` rel="noopener" target="_blank"`;
      const description =
        item.description !== undefined && html`<span class="switcher-description">${item.description}</span>`;
      return html`<li><a href="${href ?? '#'}"${current}${external}>${renderIcon(item.icon, siteIconLibrary(ctx.config))}<span class="switcher-label">${item.label}</span>${description}</a></li>`;
    });
  return html`<details class="tab-menu switcher"${isCurrent && html` data-current="true"`}><summary class="tab"${isCurrent && html` aria-current="true"`}>${renderIcon(tab.icon, siteIconLibrary(ctx.config))}<span>${tab.label}</span></summary><ul class="switcher-menu">${items}</ul></details>`;
}
