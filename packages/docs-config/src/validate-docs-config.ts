import type { Diagnostic, PathSegment } from '@folio/diagnostics';
import type { DocsConfig, LocateValue } from './types.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { validateApiSettings } from './validate-api-settings.ts';
import { validateNavigation } from './validate-navigation.ts';
import { validateRedirects } from './validate-redirects.ts';
import { createValidationContext } from './validation-context.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';
import { withoutUnresolved } from './without-unresolved.ts';

/**
 * Top-level keys accepted without a warning: those COMPAT.md lists, those SPEC.md uses
 * (`navigation`, `styling`, `interaction`), `description`, and `icons`, `thumbnails`, `variables`,
 * which the reference schema documents.
 */
const TOP_LEVEL_KEYS = new Set([
  '$schema', 'theme', 'name', 'colors', 'logo', 'favicon', 'navbar', 'footer', 'redirects', 'seo', 'search',
  'integrations', 'contextual', 'appearance', 'fonts', 'background', 'banner', 'errors', 'metadata', 'api',
  'navigation', 'styling', 'interaction', 'description', 'icons', 'thumbnails', 'variables',
]);

/** Defaults for the fields the reference requires and Folio only warns about (COMPAT.md). */
const DEFAULTS = { name: 'Documentation', theme: 'mint', primary: '#16A34A' } as const;
const EYEBROWS = ['breadcrumbs', 'section'];

/**
 * Validates a docs.json value (with `$ref`s already inlined) into a typed `DocsConfig`.
 * Every problem becomes a diagnostic with file, JSON path and line:column (through `locate`);
 * invalid optional fields are left out of the typed config and the rest still loads.
 *
 * @param file the file reported when a path cannot be located (normally `docs.json`).
 * @returns `config: undefined` only when the value is not a JSON object.
 */
export function validateDocsConfig(value: unknown, locate: LocateValue, file: string): { config: DocsConfig | undefined; diagnostics: Diagnostic[] } {
  const ctx = createValidationContext(locate, file);
  if (isUnresolvedRef(value)) return { config: undefined, diagnostics: ctx.diagnostics };
  if (!isJsonObject(value)) {
    ctx.report('CONFIG_NOT_OBJECT', [], `docs.json must hold a JSON object, found ${describeValue(value)}`);
    return { config: undefined, diagnostics: ctx.diagnostics };
  }

  const api = validateApiSettings(ctx, value);
  const navigationValue = value.navigation;
  if (navigationValue === undefined) {
    ctx.report('CONFIG_REQUIRED', ['navigation'], 'docs.json has no `navigation`', 'Add "navigation": { "groups": [{ "group": "Get started", "pages": ["index"] }] }.');
  }
  const navigation = navigationValue === undefined ? {} : validateNavigation(ctx, navigationValue, ['navigation'], api?.openapi !== undefined);

  const config: DocsConfig = {
    name: readWithDefault(ctx, value, 'name', [], DEFAULTS.name),
    theme: readWithDefault(ctx, value, 'theme', [], DEFAULTS.theme),
    colors: validateColors(ctx, value),
    navigation,
    raw: withoutUnresolved(value) as Record<string, unknown>,
  };
  const description = readField(ctx, value, 'description', [], 'string');
  if (description !== undefined) config.description = description;
  const logo = readImage(ctx, value, 'logo', ['light', 'dark', 'href']);
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

  reportUnknownKeys(ctx, value, [], TOP_LEVEL_KEYS, 'docs.json');
  return { config, diagnostics: ctx.diagnostics };
}

/** A required-by-the-reference string: missing → warning and default; wrong type → error and default. */
function readWithDefault(ctx: ValidationContext, object: JsonObject, key: string, path: readonly PathSegment[], fallback: string): string {
  const value = readField(ctx, object, key, path, 'string');
  if (value !== undefined) return value;
  if (object[key] === undefined) {
    const where = [...path, key].join('.');
    ctx.report('CONFIG_DEFAULT_USED', [...path, key], `\`${where}\` is missing; Folio uses "${fallback}"`, `Set "${key}" in docs.json (the reference implementation requires it).`);
  }
  return fallback;
}

function validateColors(ctx: ValidationContext, config: JsonObject): DocsConfig['colors'] {
  const colors = readField(ctx, config, 'colors', [], 'object');
  if (colors === undefined) {
    if (config.colors === undefined) {
      ctx.report('CONFIG_DEFAULT_USED', ['colors'], `\`colors.primary\` is missing; Folio uses "${DEFAULTS.primary}"`, 'Set "colors": { "primary": "#…" } in docs.json.');
    }
    return { primary: DEFAULTS.primary };
  }
  const result: DocsConfig['colors'] = { primary: readWithDefault(ctx, colors, 'primary', ['colors'], DEFAULTS.primary) };
  for (const key of ['light', 'dark'] as const) {
    const color = readField(ctx, colors, key, ['colors'], 'string');
    if (color !== undefined) result[key] = color;
  }
  return result;
}

/** `logo` / `favicon`: a path string, or an object of path strings (`light`, `dark`, and `href` for the logo). */
function readImage(ctx: ValidationContext, config: JsonObject, key: 'logo' | 'favicon', fields: readonly string[]): string | Record<string, string> | undefined {
  const value = config[key];
  if (value === undefined || isUnresolvedRef(value) || typeof value === 'string') return value as string | undefined;
  if (!isJsonObject(value)) {
    ctx.report('CONFIG_WRONG_TYPE', [key], `\`${key}\` must be a path string or an object { "light", "dark" }, found ${describeValue(value)}`);
    return undefined;
  }
  const result: Record<string, string> = {};
  for (const field of fields) {
    const path = readField(ctx, value, field, [key], 'string');
    if (path !== undefined) result[field] = path;
  }
  return result;
}

function validateStyling(ctx: ValidationContext, config: JsonObject): DocsConfig['styling'] {
  const styling = readField(ctx, config, 'styling', [], 'object');
  if (styling === undefined) return undefined;
  const result: NonNullable<DocsConfig['styling']> = {};
  const eyebrows = readField(ctx, styling, 'eyebrows', ['styling'], 'string');
  if (eyebrows !== undefined) {
    result.eyebrows = eyebrows;
    if (!EYEBROWS.includes(eyebrows)) {
      ctx.report('CONFIG_UNSUPPORTED_VALUE', ['styling', 'eyebrows'], `\`styling.eyebrows\` "${eyebrows}" is not "breadcrumbs" or "section"`, 'Use "breadcrumbs" (full navigation path) or "section".');
    }
  }
  // The reference also accepts an object for `codeblocks` (theme settings); that form stays in `raw`.
  if (typeof styling.codeblocks === 'string') result.codeblocks = styling.codeblocks;
  return result;
}
