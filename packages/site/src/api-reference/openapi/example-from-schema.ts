import { isObject, type ApiContext } from '../api-context.ts';
import { followRef } from './resolve-ref.ts';

const MAX_DEPTH = 8;

/**
 * An example value for a schema: its `example`, first `examples` entry, `default`, first `enum`
 * value or `const`; otherwise one built from its type (objects from their properties, arrays with
 * one item, `allOf` merged, the first `oneOf`/`anyOf` variant). Recursive schemas stop at the
 * first repeat.
 */
export function exampleFromSchema(
  schema: unknown,
  ctx: ApiContext,
  seen: ReadonlySet<string> = new Set(),
  depth = 0,
): unknown {
  const followed = followRef(ctx.document, schema, seen);
  if (followed.problem !== undefined || !isObject(followed.value) || depth > MAX_DEPTH) return undefined;
  const s = followed.value;
  const inner = followed.ref === undefined ? seen : new Set([...seen, followed.ref]);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if (Array.isArray(s.allOf)) {
    const merged: Record<string, unknown> = {};
    for (const part of s.allOf) {
      const value = exampleFromSchema(part, ctx, inner, depth + 1);
      if (isObject(value)) Object.assign(merged, value);
      else if (value !== undefined && s.allOf.length === 1) return value;
    }
    return merged;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const variants = s[key];
    if (Array.isArray(variants) && variants.length > 0) return exampleFromSchema(variants[0], ctx, inner, depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || (type === undefined && isObject(s.properties))) {
    const result: Record<string, unknown> = {};
    if (isObject(s.properties)) {
      for (const [name, property] of Object.entries(s.properties)) {
        const value = exampleFromSchema(property, ctx, inner, depth + 1);
        if (value !== undefined) result[name] = value;
      }
    }
    return result;
  }
  if (type === 'array') {
    const item = exampleFromSchema(s.items, ctx, inner, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (type === 'integer') return 1;
  if (type === 'number') return 1.5;
  if (type === 'boolean') return true;
  if (type === 'string') return stringExample(typeof s.format === 'string' ? s.format : undefined);
  return undefined;
}

function stringExample(format: string | undefined): string {
  switch (format) {
    case 'date-time':
      return '2024-01-15T09:30:00Z';
    case 'date':
      return '2024-01-15';
    case 'email':
      return 'user@example.com';
    case 'uuid':
      return '3c90c3cc-0d44-4b50-8888-8dd25736052a';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'binary':
      return '<binary>';
    default:
      return 'string';
  }
}
