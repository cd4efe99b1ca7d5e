import type { PathSegment } from '@folio/diagnostics';
import type { GlobalAnchor } from './model/site-chrome.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { readHref } from './validate-href.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { readIcon } from './read-icon.ts';
import { readSchemeColor } from './read-scheme-color.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

const GLOBAL_KEYS = new Set(['anchors']);
/** SPEC.md's fields plus `hidden` (COMPAT.md), `iconType` and `color` (reference schema). */
const GLOBAL_ANCHOR_KEYS = new Set(['anchor', 'icon', 'href', 'hidden', 'iconType', 'color']);

/**
 * Validates `navigation.global` (SPEC.md navigation root rule 5): an object with `anchors`, whose
 * entries need `anchor` and may have `icon` and `href` (an external URL or a relative page path).
 */
export function validateGlobalNavigation(
  ctx: ValidationContext,
  navigation: JsonObject,
  path: readonly PathSegment[],
): { anchors?: (GlobalAnchor | null)[] } | undefined {
  const global = readField(ctx, navigation, 'global', path, 'object');
  if (global === undefined) return undefined;
  const globalPath = [...path, 'global'];
  reportUnknownKeys(ctx, global, globalPath, GLOBAL_KEYS, '`navigation.global` (it holds `anchors`)');
  const anchors = readField(ctx, global, 'anchors', globalPath, 'array');
  if (anchors === undefined) return {};
  return {
    anchors: anchors.map((entry, index) => validateGlobalAnchor(ctx, entry, [...globalPath, 'anchors', index])),
  };
}

function validateGlobalAnchor(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
): GlobalAnchor | null {
  if (isUnresolvedRef(value)) return null;
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `each \`global.anchors\` entry must be an object with an \`anchor\` label, found ${describeValue(value)}`,
    );
    return null;
  }
  const anchor = readField(ctx, value, 'anchor', path, 'string', {
    required: '`global.anchors` entry has no `anchor` label',
  });
  const icon = readIcon(ctx, value, path);
  readField(ctx, value, 'iconType', path, 'string');
  const href = readHref(ctx, value, path);
  const hidden = readField(ctx, value, 'hidden', path, 'boolean');
  const color = readSchemeColor(ctx, value, path, 'color');
  reportUnknownKeys(ctx, value, path, GLOBAL_ANCHOR_KEYS, 'a `global.anchors` entry');
  if (anchor === undefined) return null;
  const result: GlobalAnchor = { anchor };
  if (icon !== undefined) result.icon = icon;
  if (href !== undefined) result.href = href;
  if (hidden !== undefined) result.hidden = hidden;
  if (color !== undefined) result.color = color;
  return result;
}
