import type { SourcePosition } from './model/source.ts';

/**
 * A JSON value together with where each part of it was written. `$ref` resolution replaces
 * nodes with nodes of other files, so one tree can carry positions from several files.
 */
export type SourceNode = SourceObject | SourceArray | SourceScalar | SourceUnresolved;

/** A JSON object; keys keep their source order, a duplicated key keeps its last value (as `JSON.parse`). */
export interface SourceObject {
  kind: 'object';
  position: SourcePosition;
  entries: Map<string, SourceNode>;
}

/** A JSON array. */
export interface SourceArray {
  kind: 'array';
  position: SourcePosition;
  items: SourceNode[];
}

/** A string, number, boolean or null. */
export interface SourceScalar {
  kind: 'scalar';
  position: SourcePosition;
  value: string | number | boolean | null;
}

/**
 * A `$ref` that could not be loaded (missing file, loop, path outside the repository). The
 * problem is already reported, so validation treats the value as absent without saying so again.
 */
export interface SourceUnresolved {
  kind: 'unresolved';
  position: SourcePosition;
}
