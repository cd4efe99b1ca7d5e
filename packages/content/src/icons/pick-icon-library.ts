import { ICON_LIBRARY_NAMES, type IconLibraryName } from './icon-request.ts';
import { DEFAULT_ICON_LIBRARY } from './resolve-icon.ts';

/** The library a site's `icons.library` value names when Folio draws it, else Font Awesome. */
export function pickIconLibrary(value: unknown): IconLibraryName {
  return (ICON_LIBRARY_NAMES as readonly unknown[]).includes(value) ? (value as IconLibraryName) : DEFAULT_ICON_LIBRARY;
}
