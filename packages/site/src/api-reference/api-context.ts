/** What the API page renderers share for one OpenAPI document. */
export interface ApiContext {
  document: Record<string, unknown>;
  /** Reports a `$ref` that could not be followed (deduplicated by the caller). */
  reportRef: (ref: string, problem: 'missing' | 'external') => void;
  /** docs.json `api.params.expanded: "all"`: child attributes start open. */
  expanded?: boolean;
  /** docs.json `api.params.post`: keys whose values show as pills on every parameter and field. */
  pills?: readonly string[];
}

/** A schema object as the renderers read it (OpenAPI 3.0 and 3.1). */
export type Schema = Record<string, unknown>;

/** Narrows an unknown value to a plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
