import type { PathSegment } from '@folio/diagnostics';
import type { OpenApiSetting } from './model/api-settings.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import type { ValidationContext } from './validation-context.ts';

const OBJECT_KEYS = new Set(['source', 'directory', 'overlays']);

/**
 * Validates an `openapi` value (on a navigation element, the navigation root, or `api.openapi`):
 * a non-empty path or URL string, a non-empty array of them, or `{ source, directory?, overlays? }`.
 * An array entry may also be `{ source, overlays? }` (it is read as its `source`). `overlays` (paths
 * or URLs of OpenAPI Overlay documents) go to `ctx.openapiOverlays`.
 * Anything else is an error at its JSON path and is dropped; the reference drops it silently
 * (COMPAT.md), which leaves users wondering why no API pages appear.
 *
 * @returns the setting, or `undefined` when it is absent or unusable.
 */
export function validateOpenApiSetting(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
): OpenApiSetting | undefined {
  if (value === undefined || isUnresolvedRef(value)) return undefined;
  const invalid = (at: readonly PathSegment[], message: string): undefined => {
    ctx.report('CONFIG_OPENAPI_INVALID', at, message);
    return undefined;
  };

  if (typeof value === 'string') {
    return value.trim() === '' ? invalid(path, '`openapi` is an empty string') : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return invalid(path, '`openapi` is an empty array; it names no OpenAPI document');
    const sources: string[] = [];
    for (const [index, entry] of value.entries()) {
      if (typeof entry === 'string' && entry.trim() !== '') sources.push(entry);
      else if (isJsonObject(entry) && typeof entry.source === 'string' && entry.source.trim() !== '') {
        reportUnknownKeys(ctx, entry, [...path, index], OBJECT_KEYS, 'an `openapi` object');
        // The array form has one folder for all its documents: a per-entry `directory` cannot apply.
        if (entry.directory !== undefined)
          invalid(
            [...path, index, 'directory'],
            '`directory` applies only to the single-document form { "source", "directory" }; the pages of this document go to the default folder',
          );
        readOverlays(ctx, entry, entry.source, [...path, index]);
        sources.push(entry.source);
      } else if (!isUnresolvedRef(entry))
        invalid(
          [...path, index],
          `\`openapi\` entries must be non-empty path or URL strings (or { "source", "overlays" }), found ${describeValue(entry)}`,
        );
    }
    // Keep the usable documents: one bad entry should not hide the pages of the others.
    return sources.length > 0 ? sources : undefined;
  }
  if (isJsonObject(value)) {
    reportUnknownKeys(ctx, value, path, OBJECT_KEYS, 'an `openapi` object');
    const { source, directory } = value;
    if (typeof source !== 'string' || source.trim() === '') {
      return invalid(
        [...path, 'source'],
        source === undefined
          ? '`openapi` object has no `source`'
          : `\`openapi.source\` must be a non-empty path or URL string, found ${describeValue(source)}`,
      );
    }
    readOverlays(ctx, value, source, path);
    if (directory === undefined) return { source };
    if (typeof directory !== 'string' || directory.trim() === '') {
      invalid(
        [...path, 'directory'],
        `\`openapi.directory\` must be a non-empty folder path string, found ${describeValue(directory)}`,
      );
      return { source };
    }
    return { source, directory };
  }
  return invalid(
    path,
    `\`openapi\` must be a path or URL string, an array of them, or { "source": …, "directory": … }; found ${describeValue(value)}`,
  );
}

/** Records the `overlays` of an `openapi` object: a list of non-empty path or URL strings. */
function readOverlays(
  ctx: ValidationContext,
  object: Record<string, unknown>,
  source: string,
  path: readonly PathSegment[],
): void {
  const value = object.overlays;
  if (value === undefined || isUnresolvedRef(value)) return;
  if (!Array.isArray(value)) {
    ctx.report(
      'CONFIG_OPENAPI_INVALID',
      [...path, 'overlays'],
      `\`overlays\` must be a list of paths or URLs of OpenAPI Overlay documents, found ${describeValue(value)}`,
      'Write "overlays": ["overlays/public.yaml"].',
    );
    return;
  }
  const overlays: string[] = [];
  for (const [index, entry] of value.entries()) {
    if (typeof entry === 'string' && entry.trim() !== '') overlays.push(entry);
    else
      ctx.report(
        'CONFIG_OPENAPI_INVALID',
        [...path, 'overlays', index],
        `\`overlays\` entries must be non-empty path or URL strings, found ${describeValue(entry)}`,
        'Write the path of an Overlay document from the repository root, or its https:// URL.',
      );
  }
  if (overlays.length > 0) ctx.openapiOverlays.push({ source, overlays });
}
