import type { PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import { isHexColor } from './is-hex-color.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { readUrlField } from './read-url-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';
import { APPEARANCE_DEFAULTS, type Appearance, BACKGROUND_DECORATIONS, type Background } from './model/appearance.ts';

const APPEARANCE_KEYS = new Set(['default', 'strict']);
const BACKGROUND_KEYS = new Set(['color', 'image', 'decoration']);
const MODE_KEYS = new Set(['light', 'dark']);

/** Reads `appearance`; a value the format does not know is reported and left out (the default applies). */
export function validateAppearance(ctx: ValidationContext, config: JsonObject): Appearance | undefined {
  const appearance = readField(ctx, config, 'appearance', [], 'object');
  if (appearance === undefined) return undefined;
  const result: Appearance = {};
  const initial = readField(ctx, appearance, 'default', ['appearance'], 'string');
  if (initial !== undefined) {
    if ((APPEARANCE_DEFAULTS as readonly string[]).includes(initial)) result.default = initial as Appearance['default'];
    else
      ctx.report(
        'CONFIG_INVALID_VALUE',
        ['appearance', 'default'],
        `\`appearance.default\` "${initial}" is not "system", "light" or "dark"; the reader's system scheme is used`,
        'Write "system", "light" or "dark".',
      );
  }
  const strict = readField(ctx, appearance, 'strict', ['appearance'], 'boolean');
  if (strict !== undefined) result.strict = strict;
  reportUnknownKeys(ctx, appearance, ['appearance'], APPEARANCE_KEYS, '`appearance`');
  return result;
}

/** Reads `background`: `color` and `image` per scheme, `decoration`; each bad value is left out alone. */
export function validateBackground(ctx: ValidationContext, config: JsonObject): Background | undefined {
  const background = readField(ctx, config, 'background', [], 'object');
  if (background === undefined) return undefined;
  const path: PathSegment[] = ['background'];
  const result: Background = {};
  const color = readField(ctx, background, 'color', path, 'object');
  if (color !== undefined) {
    result.color = {};
    for (const mode of ['light', 'dark'] as const) {
      const value = readField(ctx, color, mode, [...path, 'color'], 'string');
      if (value === undefined) continue;
      const hex = value.trim();
      if (isHexColor(hex)) result.color[mode] = hex;
      else
        ctx.report(
          'CONFIG_INVALID_VALUE',
          [...path, 'color', mode],
          `\`background.color.${mode}\` ${JSON.stringify(value)} is not a hex colour; the theme's background is used`,
          'Write a colour such as "#0f1117".',
        );
    }
    reportUnknownKeys(ctx, color, [...path, 'color'], MODE_KEYS, '`background.color`');
  }
  const image = readImagePair(ctx, background, path);
  if (image !== undefined) result.image = image;
  const decoration = readField(ctx, background, 'decoration', path, 'string');
  if (decoration !== undefined) {
    if ((BACKGROUND_DECORATIONS as readonly string[]).includes(decoration))
      result.decoration = decoration as Background['decoration'];
    else
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...path, 'decoration'],
        `\`background.decoration\` "${decoration}" is not "gradient", "grid" or "windows"; no decoration is drawn`,
        'Write "gradient", "grid" or "windows".',
      );
  }
  reportUnknownKeys(ctx, background, path, BACKGROUND_KEYS, '`background`');
  return result;
}

/** `background.image`: one image for both schemes, or `{ light, dark }`; each through the URL policy. */
function readImagePair(
  ctx: ValidationContext,
  background: JsonObject,
  path: readonly PathSegment[],
): Background['image'] {
  const value = background.image;
  if (value === undefined || isUnresolvedRef(value)) return undefined;
  if (typeof value === 'string') {
    const url = readUrlField(ctx, background, 'image', path, 'resource');
    return url === undefined ? undefined : { light: url, dark: url };
  }
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      [...path, 'image'],
      `\`background.image\` must be a path or URL string, or an object { "light", "dark" }, found ${describeValue(value)}`,
      'Write "image": "/images/background.png".',
    );
    return undefined;
  }
  const image: NonNullable<Background['image']> = {};
  for (const mode of ['light', 'dark'] as const) {
    const url = readUrlField(ctx, value, mode, [...path, 'image'], 'resource');
    if (url !== undefined) image[mode] = url;
  }
  reportUnknownKeys(ctx, value, [...path, 'image'], MODE_KEYS, '`background.image`');
  return image;
}
