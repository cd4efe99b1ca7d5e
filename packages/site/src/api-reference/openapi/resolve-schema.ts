import { isObject, type ApiContext, type Schema } from '../api-context.ts';
import { followRef } from './resolve-ref.ts';

/** A schema after `$ref`s and `allOf` are resolved, with what its nested fields need. */
export interface ResolvedSchema {
  schema: Schema;
  /** Component name when the schema came from `#/components/schemas/<Name>`. */
  name?: string;
  /** Refs on the path down to here, for cycle protection. */
  seen: ReadonlySet<string>;
  cycle?: string;
}

/** Follows `$ref`s and merges `allOf` parts into one schema. */
export function resolveSchema(schema: unknown, ctx: ApiContext, seen: ReadonlySet<string>): ResolvedSchema | undefined {
  const followed = followRef(ctx.document, schema, seen);
  if (followed.problem === 'cycle') return { schema: {}, seen, cycle: followed.ref ?? '' };
  if (followed.problem !== undefined) {
    ctx.reportRef(followed.ref ?? '', followed.problem);
    return { schema: { description: `Unresolved reference ${followed.ref ?? ''}` }, seen };
  }
  if (!isObject(followed.value)) return undefined;
  const inner = followed.ref === undefined ? seen : new Set([...seen, followed.ref]);
  const name = followed.ref?.startsWith('#/components/schemas/')
    ? followed.ref.slice('#/components/schemas/'.length)
    : undefined;
  let s: Schema = followed.value;
  if (Array.isArray(s.allOf)) {
    const merged: Schema = { ...s, allOf: undefined };
    const properties: Record<string, unknown> = {};
    const required: unknown[] = [];
    for (const part of s.allOf) {
      const resolvedPart = resolveSchema(part, ctx, inner);
      if (resolvedPart === undefined || resolvedPart.cycle !== undefined) continue;
      const p = resolvedPart.schema;
      for (const [key, value] of Object.entries(p))
        if (key !== 'properties' && key !== 'required' && merged[key] === undefined) merged[key] = value;
      if (isObject(p.properties)) Object.assign(properties, p.properties);
      if (Array.isArray(p.required)) required.push(...p.required);
    }
    if (isObject(s.properties)) Object.assign(properties, s.properties);
    if (Array.isArray(s.required)) required.push(...s.required);
    if (Object.keys(properties).length > 0) merged.properties = properties;
    if (required.length > 0) merged.required = required;
    delete merged.allOf;
    s = merged;
  }
  return name === undefined ? { schema: s, seen: inner } : { schema: s, name, seen: inner };
}
