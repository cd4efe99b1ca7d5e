import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import { parseJsonPointer } from '../parse-json-pointer.ts';
import type { ParsedSpecText } from '../parse-spec-text.ts';
import { repoDirname, resolveRepoPath } from '../resolve-repo-path.ts';
import { asyncapiCodes } from './codes.ts';

/** A place in one of the document's files: the file and the JSON path inside it. */
export interface RefLocation {
  file: string;
  segments: PathSegment[];
}

/** Follows and inlines the `$ref`s of an AsyncAPI document and the repository files it refers to. */
export interface RefResolver {
  /** Follows a chain of `$ref`s to the value it ends at (reporting a broken one), and where that value is. */
  follow(value: unknown, at: RefLocation): { value: unknown; at: RefLocation };
  /**
   * A copy of `value` with every `$ref` replaced by its target. A reference to an object that is
   * being inlined already (a recursive schema) becomes `{ type: "object", title, description }`
   * saying so, so the result is a finite tree.
   */
  inline(value: unknown, at: RefLocation): unknown;
}

/** Most nodes `inline` produces per document: a reference graph that multiplies stops here. */
const MAX_INLINED_NODES = 200_000;

/**
 * Creates the resolver of one document. `files` holds every parsed file by repository path (the
 * document's own under `root`); a reference to an `http(s)` URL or a file not in `files` is
 * reported as unresolved. Problems go to `diagnostics`, each once per place.
 */
export function createRefResolver(
  root: string,
  files: ReadonlyMap<string, ParsedSpecText>,
  diagnostics: Diagnostic[],
): RefResolver {
  const reported = new Set<string>();
  let budget = MAX_INLINED_NODES;
  let overBudget = false;

  const report = (
    at: RefLocation,
    message: string,
    code: 'ASYNCAPI_REF_UNRESOLVED' | 'ASYNCAPI_TOO_LARGE' = 'ASYNCAPI_REF_UNRESOLVED',
  ): void => {
    const path = formatJsonPath(at.segments);
    const key = `${code} ${at.file} ${path}`;
    if (reported.has(key)) return;
    reported.add(key);
    const position = files.get(at.file)?.locate(at.segments);
    diagnostics.push(
      createDiagnostic(asyncapiCodes, code, {
        message,
        file: at.file,
        ...(path === '' ? {} : { path }),
        ...(position === undefined ? {} : { line: position.line, column: position.column }),
      }),
    );
  };

  /** The target of one `$ref` string written at `at`, or undefined (reported). */
  const target = (ref: string, at: RefLocation): { value: unknown; at: RefLocation; key: string } | undefined => {
    const refAt = { file: at.file, segments: [...at.segments, '$ref'] };
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : ref.slice(hash);
    let file = at.file;
    if (filePart !== '') {
      if (/^[a-z][a-z0-9+.-]*:/i.test(filePart)) {
        report(
          refAt,
          `$ref "${ref}" points at a URL; only references inside the document or to files of the repository are followed`,
        );
        return undefined;
      }
      const resolved = /^[a-z][a-z0-9+.-]*:/i.test(at.file)
        ? undefined
        : resolveRepoPath(filePart, repoDirname(at.file));
      if (resolved === undefined || !files.has(resolved)) {
        report(
          refAt,
          `$ref "${ref}" points at a file that is not in the repository${resolved === undefined ? '' : ` ("${resolved}")`}`,
        );
        return undefined;
      }
      file = resolved;
    }
    const segments = parseJsonPointer(pointer, { uriFragment: true });
    let value: unknown = files.get(file)?.value;
    for (const segment of segments) {
      if (Array.isArray(value) && /^\d+$/.test(segment)) value = value[Number(segment)];
      else if (isObject(value) && Object.hasOwn(value, segment)) value = value[segment];
      else {
        report(refAt, `$ref "${ref}" points at nothing: "${pointer || '#'}" does not exist in "${file}"`);
        return undefined;
      }
    }
    return { value, at: { file, segments }, key: `${file}#${segments.join('/')}` };
  };

  const follow: RefResolver['follow'] = (value, at) => {
    const seen = new Set<string>();
    let current = { value, at };
    while (isObject(current.value) && typeof current.value.$ref === 'string') {
      const next = target(current.value.$ref, current.at);
      if (next === undefined || seen.has(next.key)) return { value: undefined, at: current.at };
      seen.add(next.key);
      current = { value: next.value, at: next.at };
    }
    return current;
  };

  const inlineAt = (value: unknown, at: RefLocation, stack: ReadonlySet<string>): unknown => {
    if (overBudget) return undefined;
    if (--budget < 0) {
      overBudget = true;
      report(
        { file: root, segments: [] },
        `resolving the $refs of "${root}" makes it larger than ${MAX_INLINED_NODES} values; the rest is left out`,
        'ASYNCAPI_TOO_LARGE',
      );
      return undefined;
    }
    if (Array.isArray(value))
      return value.map((item, index) => inlineAt(item, { file: at.file, segments: [...at.segments, index] }, stack));
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') {
      const ref = value.$ref;
      const next = target(ref, at);
      if (next === undefined) return { description: `Unresolved reference \`${ref}\`.` };
      if (stack.has(next.key)) {
        const name = String(next.at.segments[next.at.segments.length - 1] ?? 'schema');
        return { type: 'object', title: name, description: `Recursive: the same shape as \`${name}\` above.` };
      }
      const inlined = inlineAt(next.value, next.at, new Set([...stack, next.key]));
      // Siblings of `$ref` (allowed in 3.x schemas) add to, and win over, the target.
      const { $ref: _ref, ...siblings } = value;
      if (Object.keys(siblings).length === 0 || !isObject(inlined)) return inlined;
      return { ...inlined, ...(inlineAt(siblings, at, stack) as Record<string, unknown>) };
    }
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value))
      out[key] = inlineAt(child, { file: at.file, segments: [...at.segments, key] }, stack);
    return out;
  };

  return { follow, inline: (value, at) => inlineAt(value, at, new Set()) };
}

/** Every `$ref` string inside a value, with the JSON path of the object holding it. */
export function collectRefs(
  value: unknown,
  segments: PathSegment[] = [],
  out: { ref: string; segments: PathSegment[] }[] = [],
  depth = 0,
): { ref: string; segments: PathSegment[] }[] {
  if (depth > 200) return out;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collectRefs(item, [...segments, index], out, depth + 1);
    });
  } else if (isObject(value)) {
    if (typeof value.$ref === 'string') out.push({ ref: value.$ref, segments });
    for (const [key, child] of Object.entries(value))
      if (key !== '$ref') collectRefs(child, [...segments, key], out, depth + 1);
  }
  return out;
}

/** Narrows an unknown value to a plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
