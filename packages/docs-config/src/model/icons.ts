/** Styles of an icon object (the reference's `iconTypes`, Font Awesome's families). */
export const ICON_STYLES = [
  'brands',
  'duotone',
  'light',
  'regular',
  'sharp-duotone-solid',
  'sharp-light',
  'sharp-regular',
  'sharp-solid',
  'sharp-thin',
  'solid',
  'thin',
] as const;

export type IconStyle = (typeof ICON_STYLES)[number];

/** Icon libraries a name can come from (`icons.library` picks the default). */
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;

export type IconLibrary = (typeof ICON_LIBRARIES)[number];

/** An icon in its object form, and the shape renderers take (see `normaliseIcon`). */
export interface Icon {
  /** A name in the library, an `https://` URL or a repository path (`/images/logo.svg`). */
  name: string;
  style?: IconStyle;
  library?: IconLibrary;
}

/**
 * An `icon` as docs.json writes it: a string (a name in the configured library, a URL or a
 * repository path) or an object `{ name, style?, library? }` (COMPAT.md). Strings stay strings,
 * so the resolved navigation keeps the author's form; objects keep only their valid fields.
 */
export type IconSetting = string | Icon;
