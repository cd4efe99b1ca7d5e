import type { PathSegment } from '@folio/diagnostics';
import { isHexColor } from './is-hex-color.ts';
import type { JsonObject } from './is-json-object.ts';
import type { HexColor } from './model/colors.ts';
import { readField } from './read-field.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Reads a `colors` field (`primary`, `light`, `dark`) as a `HexColor`. A string that is not one
 * (`rgb(…)`, `hsl(…)`, a colour name, `#rrggbbaa`: the reference rejects them all) is reported as
 * `CONFIG_INVALID_COLOR` at its JSON path, saying what is used instead (`fallback`), and left out.
 */
export function readColor(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  fallback: string,
): HexColor | undefined {
  const value = readField(ctx, object, key, path, 'string');
  if (value === undefined) return undefined;
  const color = value.trim();
  if (isHexColor(color)) return color;
  const where = [...path, key].join('.');
  ctx.report(
    'CONFIG_INVALID_COLOR',
    [...path, key],
    `\`${where}\` ${JSON.stringify(value)} is not a hex colour; Folio uses ${fallback}`,
    'Write the colour in hex, such as "#0F766E" (`#rgb` or `#rrggbb`): like the reference, Folio accepts no `rgb()`, `hsl()` or colour names.',
  );
  return undefined;
}
