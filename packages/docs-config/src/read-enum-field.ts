import type { PathSegment } from '@folio/diagnostics';
import type { JsonObject } from './is-json-object.ts';
import { readField } from './read-field.ts';
import type { ValidationContext } from './validation-context.ts';

/**
 * Reads a string field that must be one of `allowed`. Another string is reported as
 * `CONFIG_INVALID_VALUE` naming the allowed values, and read as `undefined` (the default applies).
 */
export function readEnumField(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  allowed: readonly string[],
): string | undefined {
  const value = readField(ctx, object, key, path, 'string');
  if (value === undefined) return undefined;
  if (allowed.includes(value)) return value;
  const names = allowed.map((v) => `"${v}"`).join(', ');
  ctx.report(
    'CONFIG_INVALID_VALUE',
    [...path, key],
    `\`${[...path, key].join('.')}\` "${value}" is not one of ${names}`,
    `Write one of ${names}.`,
  );
  return undefined;
}
