import { iconHtml, ICON_LIBRARY_NAMES, type IconLibraryName } from '@folio/content';
import { normaliseIcon, type DocsConfig, type IconSetting } from '@folio/docs-config';
import { html, type SafeHtml } from '@folio/html';
import { contentMarkup } from '../lib/content-markup.ts';

/**
 * Markup for a navigation `icon`, in either form docs.json writes it (a string, or an object
 * `{ name, style, library }`): a library name (`book-open`) becomes the icon's inline SVG from
 * Font Awesome, Lucide or Tabler (the icon's own `library`, else `library`, the site's
 * `icons.library`), painted in the text colour; an image URL or repository path an `<img>`
 * through the URL policy; a name no library has the neutral dot, carrying the name in `data-icon`
 * (docs-config and the builder report it).
 */
export function renderIcon(setting: IconSetting | undefined, library: IconLibraryName = 'fontawesome'): SafeHtml {
  const icon = normaliseIcon(setting);
  if (icon === undefined) return html``;
  let name = icon.name.trim();
  // A bare file name (`logo.svg`) is a repository path: the site serves it from the root.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(name) && !name.startsWith('/') && /\.(svg|png|jpe?g|gif|webp|ico)$/i.test(name))
    name = `/${name}`;
  return contentMarkup(iconHtml({ ...icon, name }, library).html);
}

/** The site's icon library: docs.json `icons.library` when it names one Folio draws, else Font Awesome. */
export function siteIconLibrary(config: DocsConfig): IconLibraryName {
  const icons = config.raw.icons;
  const library = typeof icons === 'object' && icons !== null ? (icons as Record<string, unknown>).library : undefined;
  return (ICON_LIBRARY_NAMES as readonly unknown[]).includes(library) ? (library as IconLibraryName) : 'fontawesome';
}
