import { isObject } from '../api-context.ts';
import type { OperationDetails } from './read-operation.ts';

/**
 * docs.json `markdown.schema`: the OpenAPI definition of an operation for the page's Markdown, as
 * a self-contained document — the operation (with its path's shared parameters) and every
 * component it refers to, directly or through other components — so an AI agent reading the page
 * has the exact schema without the whole document.
 */
export function operationSchemaMarkdown(details: OperationDetails, document: Record<string, unknown>): string {
  if (details.kind !== 'operation') return '';
  const pathItem = isObject(document.paths) ? document.paths[details.path] : undefined;
  const operation = isObject(pathItem) ? pathItem[details.method.toLowerCase()] : undefined;
  if (!isObject(pathItem) || !isObject(operation)) return '';
  const item: Record<string, unknown> = { [details.method.toLowerCase()]: operation };
  if (pathItem.parameters !== undefined) item.parameters = pathItem.parameters;
  const slice: Record<string, unknown> = { openapi: document.openapi, paths: { [details.path]: item } };
  const components = collectComponents(item, document);
  if (Object.keys(components).length > 0) slice.components = components;
  return ['## OpenAPI', '', '```json', JSON.stringify(slice, null, 2), '```', ''].join('\n');
}

/** Every `#/components/<kind>/<name>` reached from `value`, following references inside them too. */
function collectComponents(value: unknown, document: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  const pending = [value];
  // Each object once: a document read from YAML may share (or even nest) one object in several places.
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    if (Array.isArray(next)) pending.push(...next);
    else if (isObject(next)) {
      const ref = next.$ref;
      const match = typeof ref === 'string' ? /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) : null;
      if (match !== null) {
        const [, kind, encoded] = match as unknown as [string, string, string];
        const name = encoded.replace(/~1/g, '/').replace(/~0/g, '~');
        const group = isObject(document.components) ? document.components[kind] : undefined;
        const target = isObject(group) ? group[name] : undefined;
        if (target !== undefined && found[kind]?.[name] === undefined) {
          found[kind] ??= {};
          found[kind][name] = target;
          pending.push(target);
        }
      }
      pending.push(...Object.values(next));
    }
  }
  return found;
}
