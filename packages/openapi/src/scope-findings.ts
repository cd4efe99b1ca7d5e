import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { openapiCodes } from './codes.ts';
import { collectOperationReach, placeKey, type OperationReach } from './operation-reach.ts';
import type { ParsedSpecText } from './parse-spec-text.ts';
import { locationOf, type SpecFinding } from './spec-finding.ts';
import type { SpecPlace } from './trace-spec-pointer.ts';
import type { Operation, SkippedOperation } from './types.ts';

/** Inputs of {@link scopeFindings}. */
export interface ScopeFindingsInput {
  /** The document's own file (repository path or URL). */
  rootFile: string;
  /** The document and the files its `$ref`s read, parsed. */
  files: ReadonlyMap<string, ParsedSpecText>;
  operations: readonly Operation[];
  findings: readonly SpecFinding[];
}

/** What the problems of a readable document cost. */
export interface ScopedFindings {
  /** The operations that render. */
  operations: Operation[];
  skipped: SkippedOperation[];
  /** Each problem once at its place, then one `OPENAPI_OPERATION_SKIPPED` per operation left out. */
  diagnostics: Diagnostic[];
}

/**
 * Problems beyond this many are summed up in one last diagnostic: a broken schema near the top of a
 * document can otherwise yield hundreds of follow-on messages. Every problem still counts for
 * deciding which operations render.
 */
const MAX_SHOWN_PROBLEMS = 25;

/**
 * Decides what each problem of a readable document costs (SPEC.md: an operation with validation
 * errors "may be skipped"; the scope of a problem is what reaches it). An operation is left out
 * when its parameters (or its path item's), request body or responses — or a `$ref` they lead to —
 * hold a problem; that problem is an error and the operation gets a warning at its own place.
 * A problem no operation reaches is a warning when it sits in `components` (or in a referenced
 * file outside any operation): an unused component costs no page. Any other problem (`info`,
 * `servers`, an operation's own `security`) stays an error but costs no page either. Lenient
 * findings are warnings and cost nothing.
 */
export function scopeFindings(input: ScopeFindingsInput): ScopedFindings {
  const strict = input.findings.filter((finding) => finding.lenient !== true && finding.place !== undefined);
  const reach =
    strict.length === 0
      ? new Map<Operation, OperationReach>()
      : collectOperationReach(input.operations, input.rootFile, valuesOf(input.files));
  const byPlace = new Map<string, Operation[]>();
  for (const [operation, { reaches }] of reach) {
    for (const key of reaches) {
      const list = byPlace.get(key);
      if (list === undefined) byPlace.set(key, [operation]);
      else list.push(operation);
    }
  }
  const operationPlaces = [...reach.values()].map(({ place }) => place);
  const reasons = new Map<Operation, Diagnostic>();
  const problems: Diagnostic[] = [];
  for (const finding of input.findings) {
    const reachedBy =
      finding.lenient === true || finding.place === undefined ? [] : reachingOperations(finding.place, byPlace);
    for (const operation of reachedBy) if (!reasons.has(operation)) reasons.set(operation, finding.diagnostic);
    if (reachedBy.length > 0 || finding.lenient === true || finding.place === undefined) {
      problems.push(finding.diagnostic);
    } else if (isComponent(finding.place, input.rootFile, operationPlaces)) {
      problems.push({
        ...finding.diagnostic,
        severity: 'warning',
        message: `${finding.diagnostic.message} (no operation uses this value, so every page renders)`,
      });
    } else {
      problems.push(finding.diagnostic);
    }
  }
  const operations: Operation[] = [];
  const skipped: SkippedOperation[] = [];
  const skips: Diagnostic[] = [];
  for (const operation of input.operations) {
    const reason = reasons.get(operation);
    if (reason === undefined) {
      operations.push(operation);
      continue;
    }
    skipped.push({ operation, reason });
    // An `x-excluded` operation has no page to lose.
    if (operation.excluded) continue;
    const place = reach.get(operation)?.place;
    skips.push(
      createDiagnostic(openapiCodes, 'OPENAPI_OPERATION_SKIPPED', {
        // The problem itself is reported at its own place: this names the place and the code.
        message: `${describeOperation(operation)} is not rendered: it reaches the error at ${describePlace(reason)} (${reason.code})`,
        ...(place === undefined ? { file: input.rootFile } : locationOf(input.files, place.file, place.segments)),
      }),
    );
  }
  return { operations, skipped, diagnostics: [...capped(dedupe(problems), input.rootFile), ...skips] };
}

/** `GET /pets`, or `webhook newPet`. */
function describeOperation(operation: Operation): string {
  return operation.kind === 'webhook' ? `webhook ${operation.path}` : `${operation.method} ${operation.path}`;
}

/** A problem as a clause: `the problem at openapi.yaml:41:9 components.x: <message> (CODE)`. */
export function describeProblem(problem: Diagnostic): string {
  const at = describePlace(problem);
  return `${at === '' ? 'a problem' : `the problem at ${at}`}: ${problem.message} (${problem.code})`;
}

/** `openapi.yaml:41:9 components.x`, or as much of it as is known. */
function describePlace(problem: Diagnostic): string {
  const where = [problem.file, problem.line, problem.line === undefined ? undefined : problem.column]
    .filter((part) => part !== undefined)
    .join(':');
  return [where, problem.path].filter((part) => part !== undefined && part !== '').join(' ');
}

function reachingOperations(place: SpecPlace, byPlace: ReadonlyMap<string, Operation[]>): Operation[] {
  const found = new Set<Operation>();
  for (let length = 0; length <= place.segments.length; length++) {
    for (const operation of byPlace.get(placeKey(place.file, place.segments.slice(0, length))) ?? [])
      found.add(operation);
  }
  return [...found];
}

/** In `components` of the document or in a referenced file, and in no path item of an operation. */
function isComponent(place: SpecPlace, rootFile: string, operationPlaces: readonly SpecPlace[]): boolean {
  if (place.file === rootFile && place.segments[0] !== 'components') return false;
  return !operationPlaces.some(
    (operation) =>
      operation.file === place.file &&
      operation.segments.slice(0, -1).every((segment, index) => place.segments[index] === segment),
  );
}

function valuesOf(files: ReadonlyMap<string, ParsedSpecText>): Map<string, unknown> {
  return new Map([...files].map(([file, parsed]) => [file, parsed.value]));
}

/** The same problem found through two `$ref`s (a referenced file that cannot be parsed) is shown once. */
function dedupe(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code}|${d.file}|${d.line}|${d.column}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function capped(diagnostics: Diagnostic[], file: string): Diagnostic[] {
  if (diagnostics.length <= MAX_SHOWN_PROBLEMS) return diagnostics;
  const dropped = diagnostics.length - MAX_SHOWN_PROBLEMS;
  return [
    ...diagnostics.slice(0, MAX_SHOWN_PROBLEMS),
    createDiagnostic(openapiCodes, 'OPENAPI_INVALID', {
      message: `${dropped} more validation problem${dropped === 1 ? '' : 's'} not shown`,
      file,
      ...(diagnostics.slice(MAX_SHOWN_PROBLEMS).some((d) => d.severity === 'error') ? {} : { severity: 'warning' }),
    }),
  ];
}
