import { isObject, type ApiContext, type Schema } from '../api-context.ts';
import { html, type SafeHtml } from '@folio/html';
import { renderFieldPills } from './render-field-pills.ts';
import { renderDescription } from '../render-description.ts';
import { resolveSchema, type ResolvedSchema } from './resolve-schema.ts';

const MAX_DEPTH = 10;

/**
 * The fields of a schema as nested HTML: each property with name, type, required, default,
 * allowed values and description; nested objects (and arrays of objects, and `oneOf`/`anyOf`
 * variants) inside collapsible `Expandable` sections (`<details class="expandable">`). A
 * recursive schema shows "circular reference to X" where it repeats.
 */
export function renderSchemaFields(
  schema: unknown,
  ctx: ApiContext,
  seen: ReadonlySet<string> = new Set(),
  depth = 0,
): SafeHtml {
  const resolved = resolveSchema(schema, ctx, seen);
  if (resolved === undefined) return html``;
  if (resolved.cycle !== undefined) return renderCycle(resolved.cycle);
  const s = resolved.schema;
  if (depth > MAX_DEPTH) return html``;
  const properties = isObject(s.properties) ? s.properties : undefined;
  if (properties !== undefined) {
    const required = new Set(
      Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [],
    );
    const fields = Object.entries(properties).map(([name, property]) =>
      renderField(name, property, required.has(name), ctx, resolved.seen, depth),
    );
    return html`<div class="fields">${fields}</div>`;
  }
  if (s.type === 'array' || s.items !== undefined) return renderSchemaFields(s.items, ctx, resolved.seen, depth + 1);
  return renderVariants(s, ctx, resolved.seen, depth);
}

function renderCycle(ref: string): SafeHtml {
  return html`<p class="schema-cycle">Circular reference to <code>${ref}</code>.</p>`;
}

/** A short type label: `string`, `integer<int64>`, `Pet[]`, `enum<string>`, `Cat | Dog`. */
export function schemaTypeLabel(schema: unknown, ctx: ApiContext, seen: ReadonlySet<string> = new Set()): string {
  const resolved = resolveSchema(schema, ctx, seen);
  if (resolved === undefined) return 'any';
  if (resolved.cycle !== undefined) return resolved.cycle.split('/').pop() ?? 'object';
  const s = resolved.schema;
  const types = Array.isArray(s.type)
    ? s.type.filter((t): t is string => typeof t === 'string')
    : typeof s.type === 'string'
      ? [s.type]
      : [];
  const nullable = s.nullable === true || types.includes('null');
  const main = types.filter((t) => t !== 'null');
  let label: string;
  if (main[0] === 'array' || (main.length === 0 && s.items !== undefined))
    label = `${schemaTypeLabel(s.items, ctx, resolved.seen)}[]`;
  else if (Array.isArray(s.enum)) label = `enum<${main[0] ?? 'string'}>`;
  else if (main.length > 0) label = main.join(' | ') + (typeof s.format === 'string' ? `<${s.format}>` : '');
  else if (resolved.name !== undefined) label = resolved.name;
  else if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
    const variants = (s.oneOf ?? s.anyOf) as unknown[];
    label = variants.map((variant) => schemaTypeLabel(variant, ctx, resolved.seen)).join(' | ');
  } else if (isObject(s.properties)) label = 'object';
  else label = 'any';
  if (main[0] === 'object' && resolved.name !== undefined) label = resolved.name;
  return nullable ? `${label} | null` : label;
}

function renderField(
  name: string,
  property: unknown,
  isRequired: boolean,
  ctx: ApiContext,
  seen: ReadonlySet<string>,
  depth: number,
): SafeHtml {
  const resolved = resolveSchema(property, ctx, seen);
  const s = resolved?.schema ?? {};
  const meta = [
    html`<span class="field-type">${schemaTypeLabel(property, ctx, seen)}</span>`,
    isRequired && html`<span class="field-required">required</span>`,
    s.deprecated === true && html`<span class="field-deprecated">deprecated</span>`,
    s.default !== undefined &&
      html`<span class="field-default">default: <code>${JSON.stringify(s.default)}</code></span>`,
    renderFieldPills(s, ctx.pills),
  ];
  const allowed =
    Array.isArray(s.enum) &&
    html`<p class="field-enum">Allowed values: ${s.enum.map((v, i) => html`${i === 0 ? '' : ', '}<code>${JSON.stringify(v)}</code>`)}</p>`;
  const nested = resolved !== undefined && renderNested(resolved, ctx, depth);
  const description = renderDescription(s.description, 'field-description');
  return html`<div class="field"><div class="field-head"><code class="field-name">${name}</code>${meta}</div>${description}${allowed}${nested}</div>`;
}

function renderNested(resolved: ResolvedSchema, ctx: ApiContext, depth: number): SafeHtml {
  if (resolved.cycle !== undefined) return renderCycle(resolved.cycle);
  const s = resolved.schema;
  let inner = html``;
  if (isObject(s.properties)) inner = renderSchemaFields(s, ctx, resolved.seen, depth + 1);
  else if (s.items !== undefined) {
    const items = resolveSchema(s.items, ctx, resolved.seen);
    if (
      items !== undefined &&
      (isObject(items.schema.properties) || items.cycle !== undefined || hasVariants(items.schema))
    ) {
      inner = renderSchemaFields(s.items, ctx, resolved.seen, depth + 1);
    }
  } else if (hasVariants(s)) inner = renderVariants(s, ctx, resolved.seen, depth);
  if (inner.value === '') return html``;
  return html`<details class="expandable"${ctx.expanded === true && html` open`}><summary>Show child attributes</summary>${inner}</details>`;
}

function hasVariants(s: Schema): boolean {
  return Array.isArray(s.oneOf) || Array.isArray(s.anyOf);
}

function renderVariants(s: Schema, ctx: ApiContext, seen: ReadonlySet<string>, depth: number): SafeHtml {
  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : []) as unknown[];
  if (variants.length === 0) return html``;
  const word = Array.isArray(s.oneOf) ? 'One of' : 'Any of';
  const items = variants.map((variant, index) => {
    const label = schemaTypeLabel(variant, ctx, seen);
    const fields = renderSchemaFields(variant, ctx, seen, depth + 1);
    return html`<details class="expandable variant"><summary>Option ${index + 1}: ${label}</summary>${fields}</details>`;
  });
  return html`<div class="variants"><p class="variants-title">${word}:</p>${items}</div>`;
}
