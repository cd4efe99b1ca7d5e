import type { PathSegment } from '@folio/diagnostics';
import { CHILD_KEYS } from './navigation-element-rules.ts';
import type { Navigation } from './model/navigation.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { validateGlobalNavigation } from './validate-global-navigation.ts';
import { validateCollection } from './validate-collection.ts';
import { validateOpenApiSetting } from './validate-openapi-setting.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { quoteKey } from './quote-key.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { ValidationContext } from './validation-context.ts';

const ROOT_KEYS = new Set<string>([...CHILD_KEYS, 'global', 'openapi']);

/**
 * Validates the `navigation` object (SPEC.md "Navigation root rules"): exactly one primary pattern
 * at the root (none is an error; with several, the first in reference precedence is kept and the
 * rest are reported and left out), `global` beside it, and every element below.
 *
 * @param apiOpenApi whether `api.openapi` gives a default document (groups may then omit `pages`).
 */
export function validateNavigation(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
  apiOpenApi: boolean,
): Navigation {
  if (isUnresolvedRef(value)) return {};
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `\`navigation\` must be an object, found ${describeValue(value)}`,
      'Write "navigation": { "groups": [ … ] } (or tabs, anchors, …): the array form belongs to the older mint.json format.',
    );
    return {};
  }

  const navigation: Navigation = {};
  const openapi = validateOpenApiSetting(ctx, value.openapi, [...path, 'openapi']);
  if (openapi !== undefined) navigation.openapi = openapi;
  const global = validateGlobalNavigation(ctx, value, path);
  if (global !== undefined) navigation.global = global;

  const present = CHILD_KEYS.filter((key) => value[key] !== undefined);
  const [primary, ...ignored] = present;
  if (primary === undefined) {
    ctx.report(
      'CONFIG_NAV_NO_PRIMARY',
      path,
      '`navigation` has no primary pattern: none of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups`, `pages` is set',
    );
  } else {
    for (const key of ignored) {
      ctx.report(
        'CONFIG_NAV_MULTIPLE_PRIMARY',
        [...path, key],
        `\`navigation\` has several primary patterns: ${quoteKey(key)} is ignored and ${quoteKey(primary)} is used`,
        `Keep only ${quoteKey(primary)} at the root of \`navigation\`, and nest the ${quoteKey(key)} inside its entries.`,
      );
    }
    const scope = { hasOpenApi: apiOpenApi || openapi !== undefined, insideGroup: false };
    const entries = validateCollection(ctx, value[primary], [...path, primary], primary, scope);
    if (entries !== undefined) (navigation as Record<string, unknown>)[primary] = entries;
  }

  reportUnknownKeys(ctx, value, path, ROOT_KEYS, '`navigation`');
  return navigation;
}
