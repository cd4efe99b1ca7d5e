import type { GlobalAnchor } from '@folio/docs-config';
import { html, type SafeHtml } from '@folio/html';

/**
 * The attributes that colour an anchor's icon as docs.json `color` asks (`{ light, dark }`, hex
 * colours validated by @folio/docs-config): custom properties that chrome.css applies to the icon
 * in each colour scheme. A colour given for one scheme only is used in both, as the reference does.
 */
export function anchorColorAttributes(color: GlobalAnchor['color']): SafeHtml {
  const light = color?.light ?? color?.dark;
  const dark = color?.dark ?? color?.light;
  if (light === undefined || dark === undefined) return html``;
  return html` data-icon-color style="--icon-color-light:${light};--icon-color-dark:${dark}"`;
}
