import type { PathSegment } from '@folio/diagnostics';
import { parseJsonPointer } from './parse-json-pointer.ts';
import { resolveSpecRef } from './resolve-spec-ref.ts';
import type { SpecPlace } from './trace-spec-pointer.ts';
import type { Operation } from './types.ts';
import { valueAt } from './value-at.ts';

/** What an operation's page is made of, as places in the document's files. */
export interface OperationReach {
  /** Where the operation object itself is written (through a path item `$ref`, if any). */
  place: SpecPlace;
  /**
   * Keys (`placeKey`) of the subtrees its page reads: its parameters, the path item's parameters,
   * its request body and responses, and every `$ref` target they lead to, transitively.
   */
  reaches: Set<string>;
}

const MAX_REF_HOPS = 64;

/** One spelling of a place, for sets and maps: the file, then its JSON pointer. */
export function placeKey(file: string, segments: readonly PathSegment[]): string {
  return `${file}\u0000${segments.map((segment) => `/${String(segment)}`).join('')}`;
}

/**
 * Finds, for each operation, every place its page is read from, following `$ref`s inside the
 * document and into the other files `files` holds (parsed values by file). The `$ref`s inside each
 * place are collected once for all operations, so a document whose operations share large schemas
 * costs one walk of each schema.
 */
export function collectOperationReach(
  operations: readonly Operation[],
  rootFile: string,
  files: ReadonlyMap<string, unknown>,
): Map<Operation, OperationReach> {
  const refsInside = new Map<string, SpecPlace[]>();
  const refsOf = (place: SpecPlace): SpecPlace[] => {
    const key = placeKey(place.file, place.segments);
    let found = refsInside.get(key);
    if (found === undefined) {
      found = [];
      collectRefs(valueAt(files.get(place.file), place.segments), place.file, files, found, new Set());
      refsInside.set(key, found);
    }
    return found;
  };
  const result = new Map<Operation, OperationReach>();
  for (const operation of operations) {
    const segments = parseJsonPointer(operation.pointer);
    const method = segments.pop() as string;
    const item = follow({ file: rootFile, segments }, files);
    const place = { file: item.file, segments: [...item.segments, method] };
    const starts: SpecPlace[] = [
      { file: item.file, segments: [...item.segments, 'parameters'] },
      ...['parameters', 'requestBody', 'responses'].map((key) => ({
        file: place.file,
        segments: [...place.segments, key],
      })),
    ].filter((start) => valueAt(files.get(start.file), start.segments) !== undefined);
    const reaches = new Set<string>();
    const queue = [...starts];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const key = placeKey(next.file, next.segments);
      if (reaches.has(key)) continue;
      reaches.add(key);
      queue.push(...refsOf(next));
    }
    result.set(operation, { place, reaches });
  }
  return result;
}

/** The targets of every `$ref` inside `node` (written in `file`) that exist in a loaded file. */
function collectRefs(
  node: unknown,
  file: string,
  files: ReadonlyMap<string, unknown>,
  out: SpecPlace[],
  visited: Set<object>,
): void {
  if (typeof node !== 'object' || node === null || visited.has(node)) return;
  visited.add(node);
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const target = resolveSpecRef(ref, file);
    if (target.kind === 'file' && valueAt(files.get(target.file), target.segments) !== undefined)
      out.push({ file: target.file, segments: target.segments });
  }
  for (const value of Array.isArray(node) ? node : Object.values(node)) collectRefs(value, file, files, out, visited);
}

/** The place a value is written once the `$ref`s standing for it are followed. */
function follow(start: SpecPlace, files: ReadonlyMap<string, unknown>): SpecPlace {
  let place = start;
  for (let hops = 0; hops < MAX_REF_HOPS; hops++) {
    const ref = (valueAt(files.get(place.file), place.segments) as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return place;
    const target = resolveSpecRef(ref, place.file);
    if (target.kind !== 'file' || valueAt(files.get(target.file), target.segments) === undefined) return place;
    place = { file: target.file, segments: target.segments };
  }
  return place;
}
