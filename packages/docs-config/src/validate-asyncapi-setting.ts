import type { PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import { isJsonObject, type JsonObject } from './is-json-object.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';

/** An `asyncapi` setting as written: a path or URL, several, or `{ source, directory? }`. */
export type AsyncApiSetting = string | string[] | { source: string; directory?: string };

/**
 * Validates an `asyncapi` value on a navigation element: a non-empty path or URL string, a
 * non-empty array of them, or `{ source, directory? }`. Anything else is a
 * `CONFIG_WRONG_TYPE` error at its JSON path and is dropped (then no channel pages are generated).
 */
export function validateAsyncApiSetting(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
): AsyncApiSetting | undefined {
  if (value === undefined || isUnresolvedRef(value)) return undefined;
  const wrong = (): undefined => {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `\`asyncapi\` must be a path or https URL, an array of them, or { "source", "directory" }; found ${describeValue(value)}`,
    );
    return undefined;
  };
  if (typeof value === 'string') return value.trim() === '' ? wrong() : value;
  if (Array.isArray(value)) {
    const sources = value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
    return sources.length === 0 || sources.length !== value.length ? wrong() : sources;
  }
  if (isJsonObject(value) && typeof value.source === 'string' && value.source.trim() !== '') {
    const setting: JsonObject & { source: string; directory?: string } = { source: value.source };
    if (typeof value.directory === 'string') setting.directory = value.directory;
    return setting;
  }
  return wrong();
}
