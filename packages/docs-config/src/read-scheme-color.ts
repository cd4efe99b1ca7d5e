import type { PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import { isHexColor } from './is-hex-color.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { ValidationContext } from './validation-context.ts';
import type { SchemeColor } from './model/colors.ts';

const COLOR_KEYS = new Set(['light', 'dark']);

/**
 * Reads `owner.color` as `{ light, dark }` hex colours (`banner.color`, an anchor's `color`). A
 * value that is not a hex colour is reported at its JSON path and dropped alone; undefined when no
 * colour is left.
 */
export function readSchemeColor(
  ctx: ValidationContext,
  owner: JsonObject,
  ownerPath: readonly PathSegment[],
  label: string,
): SchemeColor | undefined {
  const value = owner.color;
  if (value === undefined) return undefined;
  const path = [...ownerPath, 'color'];
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `\`${label}\` must be an object { "light": "#…", "dark": "#…" }, found ${describeValue(value)}`,
    );
    return undefined;
  }
  reportUnknownKeys(ctx, value, path, COLOR_KEYS, `\`${label}\``);
  const color: SchemeColor = {};
  for (const key of ['light', 'dark'] as const) {
    const hex = readField(ctx, value, key, path, 'string');
    if (hex === undefined) continue;
    if (isHexColor(hex)) color[key] = hex;
    else
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...path, key],
        `\`${label}.${key}\` ${JSON.stringify(hex)} is not a hex colour; it is ignored`,
        'Write a colour such as "#0F766E".',
      );
  }
  return color.light === undefined && color.dark === undefined ? undefined : color;
}
