import type { Diagnostic, PathSegment } from '@folio/diagnostics';
import type { DocsConfig } from './model/docs-config.ts';
import type { LocateValue } from './model/source.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { validateApiSettings } from './validate-api-settings.ts';
import { validateSiteSettings } from './validate-site-settings.ts';
import { reportIgnoredSettings } from './report-ignored-settings.ts';
import { knownSettingKeys } from './settings-tree.ts';
import { validateSiteChrome } from './validate-site-chrome.ts';
import { validateAppearance, validateBackground } from './validate-appearance.ts';
import { validateFonts } from './validate-fonts.ts';
import { validateNavigation } from './validate-navigation.ts';
import { validateRedirects } from './validate-redirects.ts';
import { validateChecks } from './validate-checks.ts';
import { validateStyling } from './validate-styling.ts';
import { createValidationContext } from './validation-context.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { readColor } from './read-color.ts';
import { readField } from './read-field.ts';
import { type Colors, DEFAULT_PRIMARY_COLOR } from './model/colors.ts';
import { readUrlField } from './read-url-field.ts';
import { LEGACY_MINT_SETTINGS } from './legacy-mint-settings.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';
import { withoutUnresolved } from './without-unresolved.ts';

/** Top-level keys accepted without a warning: every key of the reference schema (`DOCS_SETTINGS`). */
const TOP_LEVEL_KEYS = knownSettingKeys('');

/** Defaults for the fields the reference requires and Folio only warns about (COMPAT.md). */
const DEFAULTS = { name: 'Documentation', theme: 'mint' } as const;

/**
 * Validates a docs.json value (with `$ref`s already inlined) into a typed `DocsConfig`.
 * Every problem becomes a diagnostic with file, JSON path and line:column (through `locate`);
 * invalid optional fields are left out of the typed config and the rest still loads.
 *
 * @param file the file reported when a path cannot be located (normally `docs.json`).
 * @returns `config: undefined` only when the value is not a JSON object.
 */
export function validateDocsConfig(
  value: unknown,
  locate: LocateValue,
  file: string,
): { config: DocsConfig | undefined; diagnostics: Diagnostic[] } {
  const ctx = createValidationContext(locate, file);
  if (isUnresolvedRef(value)) return { config: undefined, diagnostics: ctx.diagnostics };
  if (!isJsonObject(value)) {
    ctx.report('CONFIG_NOT_OBJECT', [], `docs.json must hold a JSON object, found ${describeValue(value)}`);
    return { config: undefined, diagnostics: ctx.diagnostics };
  }

  const api = validateApiSettings(ctx, value);
  const navigationValue = value.navigation;
  if (navigationValue === undefined) {
    ctx.report(
      'CONFIG_REQUIRED',
      ['navigation'],
      'docs.json has no `navigation`',
      'Add "navigation": { "groups": [{ "group": "Get started", "pages": ["index"] }] }.',
    );
  }
  const navigation =
    navigationValue === undefined
      ? {}
      : validateNavigation(ctx, navigationValue, ['navigation'], api?.openapi !== undefined);

  const config: DocsConfig = {
    name: readWithDefault(ctx, value, 'name', [], DEFAULTS.name),
    theme: readWithDefault(ctx, value, 'theme', [], DEFAULTS.theme),
    colors: validateColors(ctx, value),
    navigation,
    raw: withoutUnresolved(value) as Record<string, unknown>,
  };
  const description = readField(ctx, value, 'description', [], 'string');
  if (description !== undefined) config.description = description;
  const logo = readImage(ctx, value, 'logo', ['light', 'dark']);
  if (logo !== undefined) config.logo = logo;
  const favicon = readImage(ctx, value, 'favicon', ['light', 'dark']);
  if (favicon !== undefined) config.favicon = favicon;
  const styling = validateStyling(ctx, value);
  if (styling !== undefined) config.styling = styling;
  const interaction = readField(ctx, value, 'interaction', [], 'object');
  if (interaction !== undefined) {
    const drilldown = readField(ctx, interaction, 'drilldown', ['interaction'], 'boolean');
    config.interaction = drilldown === undefined ? {} : { drilldown };
  }
  if (api !== undefined) config.api = api;
  const redirects = validateRedirects(ctx, value);
  if (redirects !== undefined) config.redirects = redirects;
  const checks = validateChecks(ctx, value);
  if (checks !== undefined) config.checks = checks;
  const appearance = validateAppearance(ctx, value);
  if (appearance !== undefined) config.appearance = appearance;
  const background = validateBackground(ctx, value);
  if (background !== undefined) config.background = background;
  const fonts = validateFonts(ctx, value);
  if (fonts !== undefined) config.fonts = fonts;

  Object.assign(config, validateSiteChrome(ctx, value));

  Object.assign(config, validateSiteSettings(ctx, value));
  reportUnknownKeys(ctx, value, [], TOP_LEVEL_KEYS, 'docs.json', LEGACY_MINT_SETTINGS);
  reportIgnoredSettings(ctx, value);
  if (ctx.openapiOverlays.length > 0) config.openapiOverlays = ctx.openapiOverlays;
  return { config, diagnostics: ctx.diagnostics };
}

/** A required-by-the-reference string: missing → warning and default; wrong type → error and default. */
function readWithDefault(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  fallback: string,
): string {
  const value = readField(ctx, object, key, path, 'string');
  if (value !== undefined) return value;
  if (object[key] === undefined) {
    const where = [...path, key].join('.');
    ctx.report(
      'CONFIG_DEFAULT_USED',
      [...path, key],
      `\`${where}\` is missing; Folio uses "${fallback}"`,
      `Set "${key}" in docs.json (the reference implementation requires it).`,
    );
  }
  return fallback;
}

function validateColors(ctx: ValidationContext, config: JsonObject): Colors {
  const colors = readField(ctx, config, 'colors', [], 'object');
  if (colors === undefined) {
    if (config.colors === undefined) {
      ctx.report(
        'CONFIG_DEFAULT_USED',
        ['colors'],
        `\`colors.primary\` is missing; Folio uses "${DEFAULT_PRIMARY_COLOR}"`,
        'Set "colors": { "primary": "#…" } in docs.json.',
      );
    }
    return { primary: DEFAULT_PRIMARY_COLOR };
  }
  if (colors.primary === undefined)
    ctx.report(
      'CONFIG_DEFAULT_USED',
      ['colors', 'primary'],
      `\`colors.primary\` is missing; Folio uses "${DEFAULT_PRIMARY_COLOR}"`,
      'Set "primary" in docs.json (the reference implementation requires it).',
    );
  // A wrong type or a colour Folio cannot honour is reported by `readColor`; the default applies.
  const result: Colors = {
    primary: readColor(ctx, colors, 'primary', ['colors'], `"${DEFAULT_PRIMARY_COLOR}"`) ?? DEFAULT_PRIMARY_COLOR,
  };
  for (const key of ['light', 'dark'] as const) {
    const color = readColor(ctx, colors, key, ['colors'], '`colors.primary`');
    if (color !== undefined) result[key] = color;
  }
  return result;
}

/**
 * `logo` / `favicon`: a path string, or an object of path strings (`light`, `dark`, and `href` for
 * the logo). Images and the logo's link go through the URL policy.
 */
function readImage(
  ctx: ValidationContext,
  config: JsonObject,
  key: 'logo' | 'favicon',
  fields: readonly string[],
): string | Record<string, string> | undefined {
  const value = config[key];
  if (value === undefined || isUnresolvedRef(value)) return undefined;
  if (typeof value === 'string') return readUrlField(ctx, config, key, [], 'resource');
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      [key],
      `\`${key}\` must be a path string or an object { "light", "dark" }, found ${describeValue(value)}`,
    );
    return undefined;
  }
  const result: Record<string, string> = {};
  for (const field of fields) {
    const path = readUrlField(ctx, value, field, [key], 'resource');
    if (path !== undefined) result[field] = path;
  }
  if (key === 'logo') {
    const href = readUrlField(ctx, value, 'href', [key], 'link');
    if (href !== undefined) result.href = href;
  }
  return result;
}
