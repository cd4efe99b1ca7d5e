import { checkUrl, type PathSegment, type UrlUse } from '@folio/diagnostics';
import type { JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Reads a URL-valued string field (`href`, `logo.href`, `logo.light`, `favicon`, a redirect's
 * `destination`) through the one URL policy (`checkUrl`). A refused URL is reported as
 * `CONFIG_URL_REFUSED` and left out, so no link that could run script reaches a page; an allowed
 * one is returned as the browser reads it (outer spaces trimmed, scheme in lower case).
 */
export function readUrlField(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  use: UrlUse,
): string | undefined {
  const value = readField(ctx, object, key, path, 'string');
  if (value === undefined) return undefined;
  const verdict = checkUrl(value, use);
  if (verdict.allowed) return verdict.url;
  // JSON quoting shows the tabs and control characters that hide a scheme.
  ctx.report(
    'CONFIG_URL_REFUSED',
    [...path, key],
    `\`${key}\` ${JSON.stringify(value)} ${verdict.reason}`,
    verdict.hint,
  );
  return undefined;
}
