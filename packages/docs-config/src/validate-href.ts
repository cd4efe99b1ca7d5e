import type { PathSegment } from '@folio/diagnostics';
import { readField } from './read-field.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/** Link schemes a navigation entry may point to; anything else (`javascript:`, `data:`) could run code in readers' browsers. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Reads an `href`: an external URL (`https://…`, `mailto:…`) or a relative page path. Empty links
 * and unsafe schemes are errors and the link is dropped.
 */
export function readHref(ctx: ValidationContext, object: JsonObject, path: readonly PathSegment[]): string | undefined {
  const href = readField(ctx, object, 'href', path, 'string');
  if (href === undefined) return undefined;
  if (href.trim() === '') {
    ctx.report('CONFIG_INVALID_VALUE', [...path, 'href'], '`href` is an empty string', 'Write an external URL such as "https://example.com" or a page path such as "guides/setup".');
    return undefined;
  }
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) {
    ctx.report(
      'CONFIG_INVALID_VALUE',
      [...path, 'href'],
      `\`href\` "${href}" uses the "${scheme}:" scheme, which Folio does not link to`,
      'Use an http(s) or mailto: URL, or a page path.',
    );
    return undefined;
  }
  return href;
}
