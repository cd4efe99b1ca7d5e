import type { PathSegment } from '@folio/diagnostics';
import type { Redirect, SitePath } from './model/docs-config.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { readUrlField } from './read-url-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

const REDIRECT_KEYS = new Set(['source', 'destination', 'permanent']);

/**
 * Validates `redirects`: an array of `{ source, destination, permanent? }`. Invalid entries are
 * reported and left out (redirects have no indices other code refers to); a destination must be a
 * path of the site starting with `/` or an http(s) URL (`CONFIG_URL_REFUSED`), a source a path
 * starting with `/` (`CONFIG_REDIRECT_INVALID`). The site and the edge trust what is returned.
 */
export function validateRedirects(ctx: ValidationContext, config: JsonObject): Redirect[] | undefined {
  const redirects = readField(ctx, config, 'redirects', [], 'array');
  if (redirects === undefined) return undefined;
  const result: Redirect[] = [];
  for (const [index, entry] of redirects.entries()) {
    const path = ['redirects', index];
    if (isUnresolvedRef(entry)) continue;
    if (!isJsonObject(entry)) {
      ctx.report(
        'CONFIG_WRONG_TYPE',
        path,
        `each \`redirects\` entry must be an object { "source", "destination" }, found ${describeValue(entry)}`,
      );
      continue;
    }
    const source = readSource(ctx, entry, path);
    const hasDestination =
      readField(ctx, entry, 'destination', path, 'string', { required: 'redirect has no `destination`' }) !== undefined;
    // Only a same-site path or an http(s) URL: never `javascript:`, nor `//host` read as another site.
    const destination = hasDestination ? readUrlField(ctx, entry, 'destination', path, 'redirect') : undefined;
    const permanent = readField(ctx, entry, 'permanent', path, 'boolean');
    reportUnknownKeys(ctx, entry, path, REDIRECT_KEYS, 'a redirect');
    if (source === undefined || destination === undefined) continue;
    result.push(permanent === undefined ? { source, destination } : { source, destination, permanent });
  }
  return result;
}

/** A redirect's `source`: a path of the site; anything else could never match a request. */
function readSource(ctx: ValidationContext, entry: JsonObject, path: readonly PathSegment[]): SitePath | undefined {
  const source = readField(ctx, entry, 'source', path, 'string', { required: 'redirect has no `source`' });
  if (source === undefined) return undefined;
  if (source.startsWith('/')) return source as SitePath;
  ctx.report(
    'CONFIG_REDIRECT_INVALID',
    [...path, 'source'],
    `redirect \`source\` ${JSON.stringify(source)} is not a path starting with "/"; the redirect is ignored`,
    'Write the source as a path such as "/old/page".',
  );
  return undefined;
}
