import type { PathSegment } from '@folio/diagnostics';
import { closestMatch } from './closest-match.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { SHIKI_THEME_NAMES } from './shiki-theme-names.ts';
import type { ValidationContext } from './validation-context.ts';
import type { CodeblocksSetting, Styling } from './model/styling.ts';

const EYEBROWS = ['breadcrumbs', 'section'];
const STYLING_KEYS = new Set(['eyebrows', 'codeblocks', 'latex']);
const CODEBLOCK_KEYS = new Set(['theme', 'languages']);
const PAIR_KEYS = new Set(['light', 'dark']);

/**
 * Validates `styling` as the reference schema defines it: `eyebrows`, `codeblocks` (`"system"`,
 * `"dark"`, or `{ theme: name | { light, dark }, languages }` with names from Shiki's bundled
 * themes) and `latex` (boolean). Each bad value is reported at its JSON path (an unknown theme
 * with the closest name) and left out, so the default applies to it alone.
 */
export function validateStyling(ctx: ValidationContext, config: JsonObject): Styling | undefined {
  const styling = readField(ctx, config, 'styling', [], 'object');
  if (styling === undefined) return undefined;
  const path = ['styling'];
  reportUnknownKeys(ctx, styling, path, STYLING_KEYS, '`styling`');
  const result: Styling = {};
  const eyebrows = readField(ctx, styling, 'eyebrows', path, 'string');
  if (eyebrows !== undefined) {
    result.eyebrows = eyebrows;
    if (!EYEBROWS.includes(eyebrows)) {
      ctx.report(
        'CONFIG_UNSUPPORTED_VALUE',
        [...path, 'eyebrows'],
        `\`styling.eyebrows\` "${eyebrows}" is not "breadcrumbs" or "section"`,
        'Use "breadcrumbs" (full navigation path) or "section".',
      );
    }
  }
  const codeblocks = validateCodeblocks(ctx, styling.codeblocks, [...path, 'codeblocks']);
  if (codeblocks !== undefined) result.codeblocks = codeblocks;
  const latex = readField(ctx, styling, 'latex', path, 'boolean');
  if (latex !== undefined) result.latex = latex;
  return result;
}

function validateCodeblocks(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
): CodeblocksSetting | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    if (value === 'system' || value === 'dark') return value;
    const closest = SHIKI_THEME_NAMES.has(value) ? value : closestMatch(value, SHIKI_THEME_NAMES);
    const hint =
      closest === undefined
        ? 'Write "system", "dark", or { "theme": "<a Shiki theme>" }.'
        : `A theme goes in an object: { "theme": "${closest}" }.`;
    ctx.report('CONFIG_INVALID_VALUE', path, `\`styling.codeblocks\` "${value}" is not "system" or "dark"`, hint);
    return undefined;
  }
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `\`styling.codeblocks\` must be "system", "dark" or an object { "theme" }, found ${describeValue(value)}`,
      'Write "system", "dark", or { "theme": "github-dark" }.',
    );
    return undefined;
  }
  reportUnknownKeys(ctx, value, path, CODEBLOCK_KEYS, '`styling.codeblocks`');
  const result: Exclude<CodeblocksSetting, string> = {};
  const theme = value.theme;
  if (typeof theme === 'string') {
    if (isThemeName(ctx, theme, [...path, 'theme'])) result.theme = theme;
  } else if (isJsonObject(theme)) {
    reportUnknownKeys(ctx, theme, [...path, 'theme'], PAIR_KEYS, '`styling.codeblocks.theme`');
    const light = readField(ctx, theme, 'light', [...path, 'theme'], 'string', {
      required: '`styling.codeblocks.theme` needs a "light" theme',
    });
    const dark = readField(ctx, theme, 'dark', [...path, 'theme'], 'string', {
      required: '`styling.codeblocks.theme` needs a "dark" theme',
    });
    const lightOk = light !== undefined && isThemeName(ctx, light, [...path, 'theme', 'light']);
    const darkOk = dark !== undefined && isThemeName(ctx, dark, [...path, 'theme', 'dark']);
    if (lightOk && darkOk) result.theme = { light: light as string, dark: dark as string };
  } else if (theme !== undefined) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      [...path, 'theme'],
      `\`styling.codeblocks.theme\` must be a theme name or { "light", "dark" }, found ${describeValue(theme)}`,
      'Write "github-dark", or { "light": "github-light", "dark": "github-dark" }.',
    );
  }
  const languages = readField(ctx, value, 'languages', path, 'object');
  if (languages !== undefined) {
    reportUnknownKeys(ctx, languages, [...path, 'languages'], new Set(['custom']), '`styling.codeblocks.languages`');
    const custom = readField(ctx, languages, 'custom', [...path, 'languages'], 'array');
    if (custom !== undefined) {
      const paths = custom.filter((item, index) => {
        if (typeof item === 'string') return true;
        ctx.report(
          'CONFIG_WRONG_TYPE',
          [...path, 'languages', 'custom', index],
          `a custom language must be the path of a JSON file, found ${describeValue(item)}`,
          'Write the path of a Shiki language definition, e.g. "/languages/acme.json".',
        );
        return false;
      }) as string[];
      result.languages = { custom: paths };
    }
  }
  return result;
}

function isThemeName(ctx: ValidationContext, name: string, path: readonly PathSegment[]): boolean {
  if (SHIKI_THEME_NAMES.has(name)) return true;
  ctx.report(
    'CONFIG_INVALID_VALUE',
    path,
    `"${name}" is not a Shiki theme; code blocks keep the default colours`,
    themeHint(name, 'Write the name of a theme bundled with Shiki (https://shiki.style/themes), e.g. "github-dark".'),
  );
  return false;
}

function themeHint(name: string, otherwise: string): string {
  const closest = closestMatch(name, SHIKI_THEME_NAMES);
  return closest === undefined ? otherwise : `Did you mean "${closest}"?`;
}
