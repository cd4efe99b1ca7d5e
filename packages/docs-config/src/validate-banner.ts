import type { PathSegment } from '@folio/diagnostics';
import type { JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { BANNER_TYPES, type BannerType } from './model/site-chrome.ts';
import type { Banner } from './model/site-chrome.ts';
import { readSchemeColor } from './read-scheme-color.ts';
import type { ValidationContext } from './validation-context.ts';

const BANNER_KEYS = new Set(['content', 'dismissible', 'type', 'color']);

/**
 * Validates `banner` at `path` (the root, a language or a version): `content` (Markdown text,
 * required), `dismissible`, `type` (`info`, `warning`, `critical`) and `color` (`{ light, dark }`
 * hex colours, taking precedence over `type`). A bad `type` or colour is dropped alone.
 */
export function validateBanner(
  ctx: ValidationContext,
  owner: JsonObject,
  path: readonly PathSegment[],
): Banner | undefined {
  const banner = readField(ctx, owner, 'banner', path, 'object');
  if (banner === undefined) return undefined;
  const bannerPath = [...path, 'banner'];
  reportUnknownKeys(ctx, banner, bannerPath, BANNER_KEYS, '`banner`');
  const content = readField(ctx, banner, 'content', bannerPath, 'string', {
    required: '`banner` has no `content`; no banner is shown',
  });
  const dismissible = readField(ctx, banner, 'dismissible', bannerPath, 'boolean');
  const type = readField(ctx, banner, 'type', bannerPath, 'string');
  if (content === undefined) return undefined;
  if (content.trim() === '') {
    ctx.report(
      'CONFIG_INVALID_VALUE',
      [...bannerPath, 'content'],
      '`banner.content` is empty; no banner is shown',
      'Write the announcement text, or remove `banner`.',
    );
    return undefined;
  }
  const result: Banner = { content };
  if (dismissible !== undefined) result.dismissible = dismissible;
  if (type !== undefined) {
    if ((BANNER_TYPES as readonly string[]).includes(type)) result.type = type as BannerType;
    else
      ctx.report(
        'CONFIG_INVALID_VALUE',
        [...bannerPath, 'type'],
        `\`banner.type\` "${type}" is not "info", "warning" or "critical"; the banner uses the primary colour`,
        'Write "info", "warning" or "critical".',
      );
  }
  const color = readSchemeColor(ctx, banner, bannerPath, 'banner.color');
  if (color !== undefined) result.color = color;
  return result;
}
