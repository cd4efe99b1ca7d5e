import type { OperationRef } from './parse-operation-ref.ts';
import { describeProblem } from './scope-findings.ts';
import type { LoadedSpec, Operation } from './types.ts';

/** The operation a reference names, and the document it is in. */
export interface OperationMatch {
  spec: LoadedSpec;
  operation: Operation;
}

/** Why a reference matched nothing, with a hint that says exactly what to write instead. */
export interface OperationMismatch {
  /** `OPERATION_SKIPPED`: the document has the operation but leaves it out for a problem it reaches. */
  code: 'METHOD_CASE' | 'TRAILING_SLASH' | 'NO_SUCH_OPERATION' | 'UNKNOWN_SPEC' | 'AMBIGUOUS' | 'OPERATION_SKIPPED';
  hint: string;
}

/**
 * Finds the operation a reference names among `specs` (the documents in scope).
 *
 * Matching is exact, as SPEC.md requires: methods are upper case and the trailing slash must be
 * as in the document. Near misses (lower-case method, trailing slash added or missing) do not
 * match, but the returned hint names the form that would. With a spec token, only documents the
 * token names are searched (COMPAT.md: path from the repo root, file name, or file name without
 * extension; a leading `/` is ignored). Without one, the reference must name an operation of
 * exactly one document: the same operation in two is `AMBIGUOUS`. An operation its document left
 * out (`skipped`) is `OPERATION_SKIPPED`, with the problem that costs it as the hint.
 */
export function matchOperation(ref: OperationRef, specs: readonly LoadedSpec[]): OperationMatch | OperationMismatch {
  const token = ref.spec;
  const candidates = token === undefined ? specs : specsNamedBy(token, specs);
  if (token !== undefined && candidates.length === 0) {
    const known = specs.map((spec) => `"${spec.source}"`).join(', ');
    return {
      code: 'UNKNOWN_SPEC',
      hint:
        known === ''
          ? `no OpenAPI document "${token}" is loaded; check the file name`
          : `no OpenAPI document is named "${token}"; use one of ${known} (path, file name, or file name without extension)`,
    };
  }
  const prefix = token === undefined ? '' : `${token} `;
  const exact = findOperations(candidates, ref.kind, ref.method, ref.path);
  const [only] = exact;
  if (only !== undefined && exact.length === 1) return only;
  if (exact.length > 1) {
    const sources = exact.map((found) => `"${found.spec.source}"`).join(' and ');
    return {
      code: 'AMBIGUOUS',
      hint: `${describe(ref)} is in ${sources}: name the document, e.g. "${exact[0]?.spec.source} ${describe(ref)}"`,
    };
  }
  for (const spec of candidates) {
    const skipped = spec.skipped?.find(({ operation }) => isOperation(operation, ref.kind, ref.method, ref.path));
    if (skipped !== undefined) {
      return {
        code: 'OPERATION_SKIPPED',
        hint: `"${spec.source}" leaves ${describe(ref)} out because it reaches ${describeProblem(skipped.reason)}; fix that problem and the operation renders`,
      };
    }
  }
  const upper = ref.method.toUpperCase();
  if (
    ref.kind === 'operation' &&
    upper !== ref.method &&
    findOperations(candidates, ref.kind, upper, ref.path).length > 0
  ) {
    return { code: 'METHOD_CASE', hint: `write ${prefix}${upper} ${ref.path} (methods are upper case)` };
  }
  const toggled = ref.path.endsWith('/') && ref.path.length > 1 ? ref.path.slice(0, -1) : `${ref.path}/`;
  if (ref.kind === 'operation' && findOperations(candidates, ref.kind, upper, toggled).length > 0) {
    const slash = toggled.endsWith('/') ? 'with' : 'without';
    return {
      code: 'TRAILING_SLASH',
      hint: `the document has ${upper} ${toggled} (${slash} a trailing slash): write ${prefix}${upper} ${toggled}`,
    };
  }
  return { code: 'NO_SUCH_OPERATION', hint: explainMissing(ref, candidates) };
}

function explainMissing(ref: OperationRef, candidates: readonly LoadedSpec[]): string {
  if (candidates.length === 0) return 'no OpenAPI document is in scope: set `openapi` on this element or a parent';
  const broken = candidates.filter((spec) => !spec.ok);
  if (broken.length === candidates.length) {
    // The document's own first problem, so the page says what is wrong and where.
    const [first] = broken;
    const problem = first?.diagnostics.find((d) => d.severity === 'error') ?? first?.diagnostics[0];
    const named = broken.map((spec) => spec.source).join('", "');
    return problem === undefined
      ? `"${named}" could not be loaded: run \`folio openapi-check ${first?.source}\``
      : `"${named}" cannot be used: ${describeProblem(problem)}`;
  }
  const sources = candidates
    .filter((spec) => spec.ok)
    .map((spec) => `"${spec.source}"`)
    .join(', ');
  if (ref.kind === 'webhook') return `no webhook "${ref.path}" in ${sources}; check its name under \`webhooks\``;
  const methods = new Set<string>();
  for (const spec of candidates) {
    for (const operation of spec.operations) {
      if (operation.kind === 'operation' && operation.path === ref.path) methods.add(operation.method);
    }
  }
  if (methods.size > 0)
    return `${sources} has ${[...methods].map((m) => `${m} ${ref.path}`).join(', ')}; use one of those`;
  return `no operation ${ref.method} ${ref.path} in ${sources}; method and path must match the document exactly`;
}

function findOperations(
  specs: readonly LoadedSpec[],
  kind: OperationRef['kind'],
  method: string,
  path: string,
): OperationMatch[] {
  const found: OperationMatch[] = [];
  for (const spec of specs) {
    const operation = spec.operations.find((candidate) => isOperation(candidate, kind, method, path));
    if (operation !== undefined) found.push({ spec, operation });
  }
  return found;
}

function isOperation(candidate: Operation, kind: OperationRef['kind'], method: string, path: string): boolean {
  return candidate.kind === kind && candidate.path === path && (kind === 'webhook' || candidate.method === method);
}

function describe(ref: OperationRef): string {
  return ref.kind === 'webhook' ? `webhook ${ref.path}` : `${ref.method} ${ref.path}`;
}

/**
 * The documents a spec token of an operation reference names (COMPAT.md: by repository path, file
 * name, or file name without extension; a leading `/` or `./` is ignored).
 */
export function specsNamedBy(token: string, specs: readonly LoadedSpec[]): LoadedSpec[] {
  return specs.filter((spec) => specMatchesToken(spec.source, token));
}

function specMatchesToken(source: string, token: string): boolean {
  const wanted = stripRelative(token);
  const have = stripRelative(source);
  if (wanted === have) return true;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return false;
  const name = have.slice(have.lastIndexOf('/') + 1);
  return wanted === name || wanted === name.replace(/\.(json|ya?ml)$/i, '');
}

function stripRelative(value: string): string {
  return value.replace(/^(\.?\/)+/, '');
}
