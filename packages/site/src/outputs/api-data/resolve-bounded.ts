import { isObject } from '../../api-reference/api-context.ts';
import { resolvePointer } from '../../api-reference/openapi/resolve-ref.ts';

/** How much of a document one resolved value may copy: a node is one object key or array item. */
export interface ResolveBudget {
  nodes: number;
  /** Set once something was left out for the budget, the depth or a length bound. */
  cut?: boolean;
}

/** Deepest nesting copied; deeper values become a marker naming what was left out. */
const MAX_DEPTH = 24;
/** Most items copied from one array (long `enum` lists): a marker stands for the rest. */
const MAX_ARRAY_ITEMS = 100;
/** Longest string copied (long descriptions, embedded examples). */
const MAX_STRING_CHARS = 4000;

/**
 * A copy of `value` with the document's internal `$ref`s (`#/components/schemas/Pet`) replaced by
 * what they point to, so a reader needs nothing else; bounded, because documents may be large and
 * schemas recursive. A reference met again inside itself becomes `{ $ref, circular: true }`; one
 * that cannot be followed stays `{ $ref }` (with `missing: true` when its target is absent); once
 * `budget` is spent, or `MAX_DEPTH` is reached, what is left becomes `{ $ref, truncated: true }` or
 * `{ truncated: true }`. Sibling keys of a `$ref` (3.1) are kept over the target's. Never throws.
 */
export function resolveBounded(
  document: Record<string, unknown> | undefined,
  value: unknown,
  budget: ResolveBudget,
): unknown {
  return copy(document, value, budget, 0, new Set());
}

function copy(
  document: Record<string, unknown> | undefined,
  value: unknown,
  budget: ResolveBudget,
  depth: number,
  chain: ReadonlySet<string>,
): unknown {
  if (typeof value === 'string') {
    if (value.length <= MAX_STRING_CHARS) return value;
    budget.cut = true;
    return `${value.slice(0, MAX_STRING_CHARS)}… (truncated)`;
  }
  if (typeof value !== 'object' || value === null) return value;
  const ref = isObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
  if (budget.nodes <= 0 || depth >= MAX_DEPTH) {
    budget.cut = true;
    return ref === undefined ? { truncated: true } : { $ref: ref, truncated: true };
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value.slice(0, MAX_ARRAY_ITEMS)) {
      budget.nodes--;
      items.push(copy(document, item, budget, depth + 1, chain));
    }
    if (value.length > MAX_ARRAY_ITEMS) {
      budget.cut = true;
      items.push({ truncated: true, more: value.length - MAX_ARRAY_ITEMS });
    }
    return items;
  }
  const object = value as Record<string, unknown>;
  if (ref !== undefined) {
    if (!ref.startsWith('#') || document === undefined) return { $ref: ref };
    if (chain.has(ref)) return { $ref: ref, circular: true };
    // A `$ref` is a URI fragment: its segments are percent-encoded (`#/components/schemas/My%20Pet`).
    const target = resolvePointer(document, ref, { uriFragment: true });
    if (target === undefined) return { $ref: ref, missing: true };
    const resolved = copy(document, target, budget, depth + 1, new Set([...chain, ref]));
    const siblings = Object.keys(object).filter((key) => key !== '$ref');
    if (siblings.length === 0 || !isObject(resolved)) return resolved;
    const merged: Record<string, unknown> = { ...resolved };
    for (const key of siblings) {
      budget.nodes--;
      merged[key] = copy(document, object[key], budget, depth + 1, chain);
    }
    return merged;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    budget.nodes--;
    out[key] = copy(document, item, budget, depth + 1, chain);
  }
  return out;
}
