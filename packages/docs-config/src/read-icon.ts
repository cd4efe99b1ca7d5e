import type { PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import type { JsonObject } from './is-json-object.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { ICON_LIBRARIES, ICON_STYLES } from './model/icons.ts';
import type { Icon, IconLibrary, IconSetting, IconStyle } from './model/icons.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';

const ICON_KEYS = new Set(['name', 'style', 'library']);

/**
 * Reads `object.icon` wherever the format allows an icon (navigation elements, global anchors,
 * `navbar`, `contextual` options): a non-empty string, or an object `{ name, style?, library? }`
 * (COMPAT.md). A string is kept as written; an object keeps `name` and the `style` and `library`
 * the format knows, an unknown one dropped with `CONFIG_ICON_INVALID`. Anything else is
 * `CONFIG_WRONG_TYPE` and the icon is left out: the element itself stays.
 */
export function readIcon(
  ctx: ValidationContext,
  object: JsonObject,
  path: readonly PathSegment[],
  key = 'icon',
): IconSetting | undefined {
  const value = object[key];
  const iconPath = [...path, key];
  if (value === undefined || isUnresolvedRef(value)) return undefined;
  if (typeof value === 'string') {
    if (value.trim() !== '') return value;
    ctx.report(
      'CONFIG_ICON_INVALID',
      iconPath,
      `\`${key}\` is an empty string; no icon is shown`,
      'Write an icon name such as "rocket", or remove the key.',
    );
    return undefined;
  }
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      iconPath,
      `\`${key}\` must be an icon name (a string) or an object { "name", "style", "library" }, found ${describeValue(value)}; no icon is shown`,
      'Write "icon": "rocket" or "icon": { "name": "rocket", "style": "duotone" }.',
    );
    return undefined;
  }
  if (typeof value.name !== 'string' || value.name.trim() === '') {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      [...iconPath, 'name'],
      `an icon object needs \`name\`, a non-empty string${value.name === undefined ? '' : `, found ${describeValue(value.name)}`}; no icon is shown`,
      'Write { "name": "rocket" } (and optionally "style" and "library").',
    );
    return undefined;
  }
  const icon: Icon = { name: value.name };
  const style = readChoice(ctx, value, 'style', iconPath, ICON_STYLES);
  if (style !== undefined) icon.style = style as IconStyle;
  const library = readChoice(ctx, value, 'library', iconPath, ICON_LIBRARIES);
  if (library !== undefined) icon.library = library as IconLibrary;
  reportUnknownKeys(ctx, value, iconPath, ICON_KEYS, 'an icon');
  return icon;
}

function readChoice(
  ctx: ValidationContext,
  icon: JsonObject,
  key: 'style' | 'library',
  path: readonly PathSegment[],
  allowed: readonly string[],
): string | undefined {
  const value = icon[key];
  if (value === undefined || isUnresolvedRef(value)) return undefined;
  if (typeof value === 'string' && allowed.includes(value)) return value;
  ctx.report(
    'CONFIG_ICON_INVALID',
    [...path, key],
    `icon ${key} ${typeof value === 'string' ? `"${value}"` : describeValue(value)} is not one the format knows; the ${key === 'style' ? 'default style' : 'configured library'} is used`,
    `Use one of: ${allowed.join(', ')}.`,
  );
  return undefined;
}
