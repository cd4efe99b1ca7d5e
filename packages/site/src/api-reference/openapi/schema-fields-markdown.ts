import { isObject, type ApiContext, type Schema } from '../api-context.ts';
import { schemaTypeLabel } from './render-schema.ts';
import { resolveSchema } from './resolve-schema.ts';

const MAX_DEPTH = 10;
/** Lines one schema may take: a huge document must not make every page's Markdown huge. */
const MAX_LINES = 400;

/**
 * The fields of a schema as a nested Markdown list, as the reference page shows them: each
 * property with its type, `required`, `deprecated`, default, allowed values and description;
 * properties of nested objects (and of arrays of objects, and of each `oneOf`/`anyOf` option)
 * nested below it. A recursive schema says where it repeats; past 400 lines the list is cut.
 */
export function schemaFieldsMarkdown(schema: unknown, ctx: ApiContext, indent = ''): string[] {
  const lines: string[] = [];
  fields(schema, ctx, indent, new Set(), 0, lines);
  if (lines.length > MAX_LINES) return [...lines.slice(0, MAX_LINES), `${indent}- …`];
  return lines;
}

function fields(
  schema: unknown,
  ctx: ApiContext,
  indent: string,
  seen: ReadonlySet<string>,
  depth: number,
  lines: string[],
): void {
  if (depth > MAX_DEPTH || lines.length > MAX_LINES) return;
  const resolved = resolveSchema(schema, ctx, seen);
  if (resolved === undefined) return;
  if (resolved.cycle !== undefined) {
    lines.push(`${indent}- Circular reference to \`${resolved.cycle}\``);
    return;
  }
  const s = resolved.schema;
  if (isObject(s.properties)) {
    const required = new Set(Array.isArray(s.required) ? s.required : []);
    for (const [name, property] of Object.entries(s.properties)) {
      if (lines.length > MAX_LINES) return;
      field(name, property, required.has(name), ctx, indent, resolved.seen, depth, lines);
    }
    return;
  }
  if (s.type === 'array' || s.items !== undefined) {
    fields(s.items, ctx, indent, resolved.seen, depth + 1, lines);
    return;
  }
  variants(s, ctx, indent, resolved.seen, depth, lines);
}

function field(
  name: string,
  property: unknown,
  isRequired: boolean,
  ctx: ApiContext,
  indent: string,
  seen: ReadonlySet<string>,
  depth: number,
  lines: string[],
): void {
  const resolved = resolveSchema(property, ctx, seen);
  const s = resolved?.schema ?? {};
  const facts = [
    schemaTypeLabel(property, ctx, seen),
    ...(isRequired ? ['required'] : []),
    ...(s.deprecated === true ? ['deprecated'] : []),
    ...(s.default === undefined ? [] : [`default: \`${JSON.stringify(s.default)}\``]),
  ];
  const description = typeof s.description === 'string' ? `: ${oneLine(s.description)}` : '';
  lines.push(`${indent}- \`${name}\` (${facts.join(', ')})${description}`);
  if (Array.isArray(s.enum))
    lines.push(`${indent}  Allowed values: ${s.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ')}`);
  if (resolved === undefined || resolved.cycle !== undefined) return;
  const inner = `${indent}  `;
  if (isObject(s.properties)) fields(s, ctx, inner, resolved.seen, depth + 1, lines);
  else if (s.items !== undefined) {
    const items = resolveSchema(s.items, ctx, resolved.seen);
    if (
      items !== undefined &&
      (isObject(items.schema.properties) || items.cycle !== undefined || hasVariants(items.schema))
    )
      fields(s.items, ctx, inner, resolved.seen, depth + 1, lines);
  } else if (hasVariants(s)) variants(s, ctx, inner, resolved.seen, depth, lines);
}

function hasVariants(s: Schema): boolean {
  return Array.isArray(s.oneOf) || Array.isArray(s.anyOf);
}

function variants(
  s: Schema,
  ctx: ApiContext,
  indent: string,
  seen: ReadonlySet<string>,
  depth: number,
  lines: string[],
): void {
  const options = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : []) as unknown[];
  const word = Array.isArray(s.oneOf) ? 'One of' : 'Any of';
  options.forEach((option, index) => {
    lines.push(`${indent}- ${word}, option ${index + 1}: ${schemaTypeLabel(option, ctx, seen)}`);
    fields(option, ctx, `${indent}  `, seen, depth + 1, lines);
  });
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
