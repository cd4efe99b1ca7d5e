import type { Diagnostic } from '@folio/diagnostics';
import { matchOperation, parseOperationRef, type LoadedSpec } from '@folio/openapi';
import type { FixKind } from './text-fix.ts';

/** An operation reference rewritten so that it matches, and which repair that took. */
export interface CorrectedReference {
  value: string;
  kind: FixKind;
}

/**
 * The mechanical correction of an operation reference that `diagnostic` says matches nothing:
 * the method upper-cased (`get /pets` → `GET /pets`) and/or the trailing slash toggled when only
 * the other form exists (`GET /pets/` → `GET /pets`). Whitespace and the document token are
 * kept as written. `undefined` when no such rewrite is certain.
 *
 * A method-case diagnostic already proves the upper-case form matches in its scope. A trailing
 * slash is only toggled when the toggled form matches one operation of `specs` and the
 * diagnostic's hint (computed by the resolver within the right scope) names that same form.
 */
export function correctOperationReference(
  value: string,
  diagnostic: Diagnostic,
  specs: readonly LoadedSpec[],
): CorrectedReference | undefined {
  const ref = parseOperationRef(value);
  if (ref === undefined || ref.kind !== 'operation') return undefined;
  const method = ref.method.toUpperCase();
  const toggled = ref.path.endsWith('/') && ref.path.length > 1 ? ref.path.slice(0, -1) : `${ref.path}/`;
  if (diagnostic.code !== 'NAV_METHOD_CASE') {
    const match = matchOperation({ ...ref, method, path: toggled }, specs);
    const confirmed = diagnostic.hint?.includes(`${method} ${toggled}`) === true;
    if (!('operation' in match) || !confirmed) return undefined;
    return { value: rewrite(value, ref.spec !== undefined, method, toggled), kind: 'trailing-slash' };
  }
  if (method === ref.method) return undefined;
  return { value: rewrite(value, ref.spec !== undefined, method, ref.path), kind: 'method-case' };
}

/** Replaces the method and path tokens of `value`, keeping every other character as written. */
function rewrite(value: string, hasSpec: boolean, newMethod: string, newPath: string): string {
  const parts = value.split(/(\s+)/);
  const tokens = parts.flatMap((part, index) => (part.trim() === '' ? [] : [index]));
  const methodIndex = tokens[hasSpec ? 1 : 0];
  const pathIndex = tokens[hasSpec ? 2 : 1];
  if (methodIndex !== undefined) parts[methodIndex] = newMethod;
  if (pathIndex !== undefined) parts[pathIndex] = newPath;
  return parts.join('');
}
