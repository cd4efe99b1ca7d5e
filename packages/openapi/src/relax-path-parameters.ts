import type { PathSegment } from '@folio/diagnostics';
import { HTTP_METHODS } from './types.ts';
import type { SpecPlace } from './trace-spec-pointer.ts';

/** A path parameter that was not marked required: where it is written, and its name. */
export interface RelaxedParameter {
  place: SpecPlace;
  name: unknown;
}

/**
 * Marks every `in: path` parameter of a dereferenced document `required: true` and returns where
 * each one that was not is written (its `required` key, else the parameter). OpenAPI requires it,
 * the JSON Schema check rejects the parameter (with half a dozen follow-on messages) without it,
 * and the reference renders such documents: Folio reads the parameter as required and warns.
 * Each written parameter is returned once, however many operations share it.
 */
export function relaxPathParameters(
  document: Record<string, unknown>,
  trace: (segments: readonly PathSegment[]) => SpecPlace,
): RelaxedParameter[] {
  const found = new Map<string, RelaxedParameter>();
  const relax = (parameters: unknown, at: PathSegment[]): void => {
    if (!Array.isArray(parameters)) return;
    parameters.forEach((parameter, index) => {
      if (!isRecord(parameter) || parameter.in !== 'path' || parameter.required === true) return;
      const place = trace([...at, index, 'required']);
      found.set(`${place.file}#${place.segments.join('/')}`, { place, name: parameter.name });
      parameter.required = true;
    });
  };
  const paths = document.paths;
  if (!isRecord(paths)) return [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    relax(item.parameters, ['paths', path, 'parameters']);
    for (const method of HTTP_METHODS) {
      const key = method.toLowerCase();
      const operation = item[key];
      if (isRecord(operation)) relax(operation.parameters, ['paths', path, key, 'parameters']);
    }
  }
  return [...found.values()];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
