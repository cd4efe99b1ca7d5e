import type { Redirect } from './types.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

const REDIRECT_KEYS = new Set(['source', 'destination', 'permanent']);

/**
 * Validates `redirects`: an array of `{ source, destination, permanent? }`. Invalid entries are
 * reported and left out (redirects have no indices other code refers to).
 */
export function validateRedirects(ctx: ValidationContext, config: JsonObject): Redirect[] | undefined {
  const redirects = readField(ctx, config, 'redirects', [], 'array');
  if (redirects === undefined) return undefined;
  const result: Redirect[] = [];
  for (const [index, entry] of redirects.entries()) {
    const path = ['redirects', index];
    if (isUnresolvedRef(entry)) continue;
    if (!isJsonObject(entry)) {
      ctx.report('CONFIG_WRONG_TYPE', path, `each \`redirects\` entry must be an object { "source", "destination" }, found ${describeValue(entry)}`);
      continue;
    }
    const source = readField(ctx, entry, 'source', path, 'string', { required: 'redirect has no `source`' });
    const destination = readField(ctx, entry, 'destination', path, 'string', { required: 'redirect has no `destination`' });
    const permanent = readField(ctx, entry, 'permanent', path, 'boolean');
    reportUnknownKeys(ctx, entry, path, REDIRECT_KEYS, 'a redirect');
    if (source === undefined || destination === undefined) continue;
    result.push(permanent === undefined ? { source, destination } : { source, destination, permanent });
  }
  return result;
}
