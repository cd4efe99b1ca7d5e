import type { PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import type { JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { readUrlField } from './read-url-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';
import type { FontSetting, Fonts } from './model/fonts.ts';

const FONT_KEYS = new Set(['family', 'weight', 'source', 'format']);
const FONTS_KEYS = new Set([...FONT_KEYS, 'heading', 'body']);
/**
 * Family names that can be written into a stylesheet as they are: letters, digits, spaces,
 * hyphens, underscores and dots (every real family name), never quotes, braces or semicolons.
 */
const FAMILY = /^[\p{L}\p{N} _.-]{1,64}$/u;
/** CSS generic families: always available, nothing to load. */
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
]);

/**
 * Reads `fonts`. A family without `source` is applied by name; unless it is a generic family
 * (`system-ui`), `CONFIG_FONT_NOT_LOADED` says readers see it only when it is installed: the site's
 * Content-Security-Policy loads fonts from the site and https sources only, never a font service
 * by family name (which would also tell that service about every reader).
 */
export function validateFonts(ctx: ValidationContext, config: JsonObject): Fonts | undefined {
  const fonts = readField(ctx, config, 'fonts', [], 'object');
  if (fonts === undefined) return undefined;
  const result: Fonts = {};
  const all = readFont(ctx, fonts, ['fonts'], fonts.heading === undefined && fonts.body === undefined);
  if (all !== undefined) result.all = all;
  for (const part of ['heading', 'body'] as const) {
    const value = readField(ctx, fonts, part, ['fonts'], 'object');
    if (value === undefined) continue;
    const font = readFont(ctx, value, ['fonts', part], true);
    if (font !== undefined) result[part] = font;
    reportUnknownKeys(ctx, value, ['fonts', part], FONT_KEYS, `\`fonts.${part}\``);
  }
  reportUnknownKeys(ctx, fonts, ['fonts'], FONTS_KEYS, '`fonts`');
  return result.all === undefined && result.heading === undefined && result.body === undefined ? undefined : result;
}

function readFont(
  ctx: ValidationContext,
  object: JsonObject,
  path: readonly PathSegment[],
  isFamilyRequired: boolean,
): FontSetting | undefined {
  const where = path.join('.');
  const family = readField(ctx, object, 'family', path, 'string');
  if (family === undefined) {
    if (
      isFamilyRequired &&
      object.family === undefined &&
      ['weight', 'source', 'format'].some((key) => object[key] !== undefined)
    )
      ctx.report(
        'CONFIG_UNSUPPORTED_VALUE',
        path,
        `\`${where}\` has no \`family\`; it is ignored and the theme's font is used`,
        'Add "family": "Inter" (the name of the font).',
      );
    return undefined;
  }
  if (!FAMILY.test(family.trim())) {
    ctx.report(
      'CONFIG_INVALID_VALUE',
      [...path, 'family'],
      `\`${where}.family\` ${JSON.stringify(family)} is not a font family name; the theme's font is used`,
      'Write the family as the font names it, such as "Inter" or "IBM Plex Sans".',
    );
    return undefined;
  }
  const font: FontSetting = { family: family.trim() };
  const weight = object.weight;
  if (weight !== undefined && !isUnresolvedRef(weight)) {
    if (typeof weight === 'number' && Number.isFinite(weight) && weight >= 1 && weight <= 1000) font.weight = weight;
    else
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...path, 'weight'],
        `\`${where}.weight\` must be a number from 1 to 1000, found ${describeValue(weight)}`,
        'Write a weight such as 400 or 700.',
      );
  }
  const source = readUrlField(ctx, object, 'source', path, 'resource');
  if (source !== undefined) font.source = source;
  const format = readField(ctx, object, 'format', path, 'string');
  if (format !== undefined) {
    if (format === 'woff' || format === 'woff2') font.format = format;
    else
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...path, 'format'],
        `\`${where}.format\` "${format}" is not "woff" or "woff2"; the browser guesses the format from the file`,
        'Write "woff2" (or "woff").',
      );
  }
  if (font.source === undefined && object.source === undefined && !GENERIC_FAMILIES.has(font.family.toLowerCase())) {
    ctx.report(
      'CONFIG_FONT_NOT_LOADED',
      [...path, 'family'],
      `\`${where}.family\` "${font.family}" has no \`source\`: Folio does not load fonts from a font service by name, so readers see "${font.family}" only when it is installed, else the theme's font`,
      `Put the font file in the repository and add "source": "/fonts/${font.family.replace(/\s+/g, '')}.woff2" (or an https URL) with "format": "woff2".`,
    );
  }
  return font;
}
