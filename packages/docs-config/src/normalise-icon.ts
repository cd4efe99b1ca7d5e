import type { Icon, IconLibrary, IconSetting } from './model/icons.ts';

/**
 * The one shape renderers take for an icon, whichever form docs.json used: a string becomes
 * `{ name }`, an object is copied. `library` is the icon's own, else `defaultLibrary` (the site's
 * `icons.library`) when given. URLs and repository paths stay in `name`.
 *
 * @example normaliseIcon('rocket') // { name: 'rocket' }
 * @example normaliseIcon({ name: 'rocket', style: 'duotone' }, 'fontawesome') // { name: 'rocket', style: 'duotone', library: 'fontawesome' }
 */
export function normaliseIcon(setting: IconSetting | undefined, defaultLibrary?: IconLibrary): Icon | undefined {
  if (setting === undefined) return undefined;
  const icon: Icon = typeof setting === 'string' ? { name: setting } : { ...setting };
  if (icon.name.trim() === '') return undefined;
  if (icon.library === undefined && defaultLibrary !== undefined) icon.library = defaultLibrary;
  return icon;
}
