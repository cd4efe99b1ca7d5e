import { formatJsonPointer } from '@folio/diagnostics';
import { parseJsonPointer } from './parse-json-pointer.ts';
import { valueAt } from './value-at.ts';
import { HTTP_METHODS, type DocsExtension, type HttpMethod, type Operation } from './types.ts';

const MAX_REF_HOPS = 16;

/**
 * Lists the operations of an OpenAPI 3 document in the order COMPAT.md generates pages: `paths` in
 * document order and, inside a path, get, put, post, delete, options, head, patch, trace; then the
 * 3.1 `webhooks` (kind `webhook`, `path` = the webhook's name). A path item that is an internal
 * `$ref` (`#/components/pathItems/…`) is followed; anything unreadable is skipped, never thrown on.
 */
export function listOperations(document: Record<string, unknown>): Operation[] {
  const operations: Operation[] = [];
  for (const [section, kind] of [
    ['paths', 'operation'],
    ['webhooks', 'webhook'],
  ] as const) {
    const items = document[section];
    if (!isRecord(items)) continue;
    for (const [path, rawItem] of Object.entries(items)) {
      const item = followRef(document, rawItem);
      if (!isRecord(item)) continue;
      for (const method of HTTP_METHODS) {
        const key = method.toLowerCase();
        const operation = item[key];
        if (isRecord(operation))
          operations.push(toOperation(kind, method, path, operation, formatJsonPointer([section, path, key])));
      }
    }
  }
  return operations;
}

function toOperation(
  kind: Operation['kind'],
  method: HttpMethod,
  path: string,
  raw: Record<string, unknown>,
  pointer: string,
): Operation {
  const operation: Operation = {
    kind,
    method,
    path,
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    deprecated: raw.deprecated === true,
    hidden: raw['x-hidden'] === true,
    excluded: raw['x-excluded'] === true,
    pointer,
  };
  if (typeof raw.operationId === 'string') operation.operationId = raw.operationId;
  if (typeof raw.summary === 'string') operation.summary = raw.summary;
  if (typeof raw.description === 'string') operation.description = raw.description;
  const docs = readDocsExtension(raw);
  if (docs !== undefined) operation.docs = docs;
  return operation;
}

/** `x-docs`, with `x-mint` accepted as an alias (COMPAT.md); where both set a field, `x-docs` wins. */
function readDocsExtension(raw: Record<string, unknown>): DocsExtension | undefined {
  const alias = isRecord(raw['x-mint']) ? raw['x-mint'] : {};
  const own = isRecord(raw['x-docs']) ? raw['x-docs'] : {};
  const merged = { ...alias, ...own };
  const docs: DocsExtension = {};
  if (typeof merged.href === 'string') docs.href = merged.href;
  if (isRecord(merged.metadata)) docs.metadata = { ...merged.metadata };
  if (typeof merged.content === 'string') docs.content = merged.content;
  return Object.keys(docs).length === 0 ? undefined : docs;
}

function followRef(document: Record<string, unknown>, value: unknown): unknown {
  let node = value;
  for (let hops = 0; hops < MAX_REF_HOPS && isRecord(node) && typeof node.$ref === 'string'; hops++) {
    // Only references inside the document: external ones are inlined by the loader's bundling.
    if (!node.$ref.startsWith('#')) return undefined;
    node = valueAt(document, parseJsonPointer(node.$ref, { uriFragment: true }));
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
