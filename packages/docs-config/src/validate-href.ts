import type { PathSegment } from '@folio/diagnostics';
import { readField } from './read-field.ts';
import { readUrlField } from './read-url-field.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Reads an `href`: an external URL (`https://…`, `mailto:…`) or a relative page path. Empty links
 * are errors and the link is dropped; every other value goes through the URL policy
 * (`readUrlField`), which refuses `javascript:` however it is spelled.
 */
export function readHref(ctx: ValidationContext, object: JsonObject, path: readonly PathSegment[]): string | undefined {
  const href = readField(ctx, object, 'href', path, 'string');
  if (href === undefined) return undefined;
  if (href.trim() === '') {
    ctx.report(
      'CONFIG_INVALID_VALUE',
      [...path, 'href'],
      '`href` is an empty string',
      'Write an external URL such as "https://example.com" or a page path such as "guides/setup".',
    );
    return undefined;
  }
  return readUrlField(ctx, object, 'href', path, 'link');
}
