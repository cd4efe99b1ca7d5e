import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import type { ParsedSpecText } from '../parse-spec-text.ts';
import { isObject, type RefLocation, type RefResolver } from './asyncapi-refs.ts';
import { asyncapiCodes } from './codes.ts';

/** What the channel readers share for one document. */
export interface ReadContext {
  file: string;
  document: Record<string, unknown>;
  refs: RefResolver;
  files: ReadonlyMap<string, ParsedSpecText>;
  diagnostics: Diagnostic[];
}

/** Reports a value of the wrong shape at its place in the document. */
export function reportInvalid(ctx: ReadContext, at: RefLocation, message: string): void {
  const path = formatJsonPath(at.segments);
  const position = ctx.files.get(at.file)?.locate(at.segments);
  ctx.diagnostics.push(
    createDiagnostic(asyncapiCodes, 'ASYNCAPI_INVALID', {
      message,
      file: at.file,
      ...(path === '' ? {} : { path }),
      ...(position === undefined ? {} : { line: position.line, column: position.column }),
    }),
  );
}

/** A top-level object of the document (`channels`, `operations`), `{}` when absent, reported when not an object. */
export function objectAt(ctx: ReadContext, segments: string[]): Record<string, unknown> {
  const value = ctx.document[segments[0] as string];
  if (value === undefined) return {};
  if (!isObject(value)) {
    reportInvalid(ctx, at(ctx, segments), `\`${segments.join('.')}\` must be an object`);
    return {};
  }
  return value;
}

/** Copies the non-empty string values of `keys`. */
export function copyText<K extends string>(
  from: Record<string, unknown>,
  to: Partial<Record<K, string>>,
  keys: readonly K[],
): void {
  for (const key of keys) if (typeof from[key] === 'string' && from[key] !== '') to[key] = from[key] as string;
}

/** A place in the document's own file. */
export function at(ctx: ReadContext, segments: PathSegment[]): RefLocation {
  return { file: ctx.file, segments };
}

/** The last segment of a `$ref` pointer, decoded (`#/components/messages/A~1B` → `A/B`). */
export function lastSegment(ref: string): string {
  const parts = ref.split('/');
  return decodeURIComponentSafe(parts[parts.length - 1] ?? ref)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}

/** Escapes a JSON pointer segment. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `decodeURIComponent` that keeps malformed text as it is. */
export function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
