import type { PathSegment } from '@folio/diagnostics';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import type { JsonObject } from './is-json-object.ts';
import { quoteKey } from './quote-key.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import type { ValidationContext } from './validation-context.ts';

type Expected = 'string' | 'boolean' | 'object' | 'array';

function matches(value: unknown, expected: Expected): boolean {
  switch (expected) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isJsonObject(value);
    case 'array':
      return Array.isArray(value);
  }
}

const ARTICLE: Record<Expected, string> = {
  string: 'a string',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
};

/** Options of `readField`. */
export interface ReadFieldOptions {
  /** Report a missing field as `CONFIG_REQUIRED` with this message. */
  required?: string;
}

/**
 * Reads `object[key]` when it has the expected JSON type. A value of another type is reported
 * (`CONFIG_WRONG_TYPE`, naming both types) and read as `undefined`, so the caller drops it; an
 * unloadable `$ref` is read as `undefined` silently (its problem is already reported).
 */
export function readField(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  expected: 'string',
  options?: ReadFieldOptions,
): string | undefined;
export function readField(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  expected: 'boolean',
  options?: ReadFieldOptions,
): boolean | undefined;
export function readField(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  expected: 'object',
  options?: ReadFieldOptions,
): JsonObject | undefined;
export function readField(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  expected: 'array',
  options?: ReadFieldOptions,
): unknown[] | undefined;
export function readField(
  ctx: ValidationContext,
  object: JsonObject,
  key: string,
  path: readonly PathSegment[],
  expected: Expected,
  options: ReadFieldOptions = {},
): unknown {
  const value = object[key];
  const fieldPath = [...path, key];
  if (isUnresolvedRef(value)) return undefined;
  if (value === undefined) {
    if (options.required !== undefined)
      ctx.report('CONFIG_REQUIRED', fieldPath, options.required, `Add ${quoteKey(key)} (${ARTICLE[expected]}).`);
    return undefined;
  }
  if (!matches(value, expected)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      fieldPath,
      `${quoteKey(key)} must be ${ARTICLE[expected]}, found ${describeValue(value)}`,
      `Write ${quoteKey(key)} as ${ARTICLE[expected]}.`,
    );
    return undefined;
  }
  return value;
}
