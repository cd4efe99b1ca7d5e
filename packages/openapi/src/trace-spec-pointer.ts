import type { PathSegment } from '@folio/diagnostics';
import { resolveSpecRef } from './resolve-spec-ref.ts';
import { valueAt } from './value-at.ts';

/** A place in one of the files of an OpenAPI document. */
export interface SpecPlace {
  file: string;
  segments: PathSegment[];
}

const MAX_REF_HOPS = 64;

/**
 * Maps a pointer into the *dereferenced* document (what the validator reports on) back to the file
 * and pointer where that value is written, following `$ref`s through `files` (parsed values by
 * file). Stops at the deepest value that exists, so a missing property points at its parent.
 */
export function traceSpecPointer(
  segments: readonly PathSegment[],
  rootFile: string,
  files: ReadonlyMap<string, unknown>,
): SpecPlace {
  let file = rootFile;
  let at: PathSegment[] = [];
  let node = files.get(rootFile);
  let hops = 0;
  // Steps through a `$ref` object to its target, unless the object itself has `key`.
  const follow = (key?: string): boolean => {
    while (
      isRecord(node) &&
      typeof node.$ref === 'string' &&
      (key === undefined || !Object.hasOwn(node, key)) &&
      hops < MAX_REF_HOPS
    ) {
      hops++;
      const target = resolveSpecRef(node.$ref, file);
      if (target.kind !== 'file' || !files.has(target.file)) return false;
      const value = valueAt(files.get(target.file), target.segments);
      if (value === undefined) return false;
      file = target.file;
      at = [...target.segments];
      node = value;
    }
    return true;
  };
  for (const segment of segments) {
    if (!follow(String(segment))) return { file, segments: at };
    const next = valueAt(node, [segment]);
    if (next === undefined) return { file, segments: at };
    at.push(segment);
    node = next;
  }
  // The value the validator saw at the pointer is the target of a `$ref` written there.
  follow();
  return { file, segments: at };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
