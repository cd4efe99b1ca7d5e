/** The icon libraries Folio draws from their npm packages. */
export const ICON_LIBRARY_NAMES = ['fontawesome', 'lucide', 'tabler'] as const;

/** An icon library: Font Awesome (free sets), Lucide or Tabler. */
export type IconLibraryName = (typeof ICON_LIBRARY_NAMES)[number];

/**
 * An icon as docs.json, front matter or a component prop writes it, normalised: a name (a library
 * name, an http(s) URL or a repository path), and optionally the style and library the format
 * lets an icon object choose (`{ name, style?, library? }`).
 */
export interface IconRequest {
  name: string;
  style?: string;
  library?: string;
}
