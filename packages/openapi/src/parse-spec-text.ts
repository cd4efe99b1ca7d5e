import { createDiagnostic, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { openapiCodes } from './codes.ts';
import { locateJsonSyntaxError } from './locate-json-syntax-error.ts';
import { MAX_SPEC_NESTING, offsetBeyondNesting, pathBeyondNesting } from './nesting-limit.ts';

/** 1-based place of a value in a file; `exact` is false when only an ancestor of it was found. */
export interface TextPosition {
  line: number;
  column: number;
  exact: boolean;
}

/** A JSON or YAML file parsed into a plain value, able to place any JSON pointer back in its text. */
export interface ParsedSpecText {
  value: unknown;
  /** The line and column of the value at `segments` (of a key, the key's own position), or of its nearest existing ancestor. */
  locate(segments: readonly PathSegment[]): TextPosition | undefined;
}

/** Limits applied while parsing. */
export interface ParseLimits {
  /** Largest accepted file, in UTF-8 bytes. */
  maxBytes: number;
  /** Largest YAML alias expansion (yaml's `maxAliasCount`); stops "billion laughs" documents. */
  maxAliasCount?: number;
}

/** Default alias budget: generous for hand-written anchors, far below what a bomb needs. */
const MAX_ALIAS_COUNT = 1000;

/**
 * Parses an OpenAPI file as JSON (`.json`, or text starting with `{` in a file without a YAML
 * extension) or YAML, reporting syntax errors with line:column instead of throwing.
 * `file` names the file in diagnostics (repository path or URL).
 */
export function parseSpecText(
  text: string,
  file: string,
  limits: ParseLimits,
): { ok: true; parsed: ParsedSpecText } | { ok: false; diagnostics: Diagnostic[] } {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > limits.maxBytes) {
    return fail(
      createDiagnostic(openapiCodes, 'OPENAPI_TOO_LARGE', {
        message: `"${file}" is ${bytes} bytes; the limit is ${limits.maxBytes} bytes`,
        file,
      }),
    );
  }
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return isJson(file, source)
    ? parseJson(source, file)
    : parseYaml(source, file, limits.maxAliasCount ?? MAX_ALIAS_COUNT);
}

function isJson(file: string, text: string): boolean {
  const name = file.replace(/[?#].*$/, '').toLowerCase();
  if (name.endsWith('.json')) return true;
  if (name.endsWith('.yaml') || name.endsWith('.yml')) return false;
  return text.trimStart().startsWith('{');
}

function parseJson(
  text: string,
  file: string,
): { ok: true; parsed: ParsedSpecText } | { ok: false; diagnostics: Diagnostic[] } {
  const tooDeep = offsetBeyondNesting(text);
  if (tooDeep !== undefined) return fail(tooDeepDiagnostic(file, positionOf(text, tooDeep)));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const stated = /at position (\d+)/.exec(raw);
    const offset = stated ? Number(stated[1]) : (locateJsonSyntaxError(text) ?? text.length);
    const { line, column } = positionOf(text, offset);
    // V8 quotes the whole input in some messages; keep only the reason.
    const reason = raw.replace(/, .*is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');
    return fail(
      createDiagnostic(openapiCodes, 'OPENAPI_PARSE_ERROR', {
        message: `invalid JSON in "${file}": ${reason}`,
        file,
        line,
        column,
      }),
    );
  }
  // Positions are only needed for diagnostics: build the YAML node tree (JSON is YAML) on first use.
  let tree: { doc: Document.Parsed; lines: LineCounter } | undefined;
  return {
    ok: true,
    parsed: {
      value,
      locate(segments) {
        if (tree === undefined) {
          const lines = new LineCounter();
          const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
          tree = { doc, lines };
        }
        return locateNode(tree.doc, tree.lines, segments);
      },
    },
  };
}

function parseYaml(
  text: string,
  file: string,
  maxAliasCount: number,
): { ok: true; parsed: ParsedSpecText } | { ok: false; diagnostics: Diagnostic[] } {
  const lines = new LineCounter();
  // `merge: true` accepts `<<` merge keys, which YAML 1.1-era OpenAPI files use.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, merge: true });
  // The YAML parser stops on nesting deep enough to exhaust its stack.
  const exhausted = doc.errors.find((error) => error.code === 'RESOURCE_EXHAUSTION');
  if (exhausted !== undefined) {
    const { line, col } = lines.linePos(exhausted.pos[0]);
    return fail(tooDeepDiagnostic(file, { line, column: col }));
  }
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.map((error) => {
        const { line, col } = lines.linePos(error.pos[0]);
        return createDiagnostic(openapiCodes, 'OPENAPI_PARSE_ERROR', {
          message: `invalid YAML in "${file}": ${error.message.split('\n')[0]}`,
          file,
          line,
          column: col,
        });
      }),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/alias/i.test(message)) {
      return fail(
        createDiagnostic(openapiCodes, 'OPENAPI_TOO_LARGE', {
          message: `"${file}" expands its YAML aliases (\`*name\`) beyond the limit of ${maxAliasCount}: ${message}`,
          file,
        }),
      );
    }
    return fail(
      createDiagnostic(openapiCodes, 'OPENAPI_PARSE_ERROR', { message: `invalid YAML in "${file}": ${message}`, file }),
    );
  }
  const tooDeep = pathBeyondNesting(value);
  if (tooDeep !== undefined) {
    const at = locateNode(doc, lines, tooDeep);
    return fail(tooDeepDiagnostic(file, at === undefined ? {} : { line: at.line, column: at.column }));
  }
  return { ok: true, parsed: { value, locate: (segments) => locateNode(doc, lines, segments) } };
}

function tooDeepDiagnostic(file: string, at: { line?: number; column?: number }): Diagnostic {
  return createDiagnostic(openapiCodes, 'OPENAPI_TOO_DEEP', {
    message: `"${file}" nests objects or arrays more than ${MAX_SPEC_NESTING} levels deep here; Folio reads documents up to that depth`,
    file,
    ...at,
  });
}

function locateNode(doc: Document, lines: LineCounter, segments: readonly PathSegment[]): TextPosition | undefined {
  let node: unknown = doc.contents;
  let offset = (node as Node | null)?.range?.[0];
  let exact = true;
  for (const segment of segments) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
      if (pair !== undefined) {
        // A key is reported where the key is written (`get:`), which is where users look.
        offset = (pair.key as Node | null)?.range?.[0] ?? offset;
        node = pair.value;
        continue;
      }
    } else if (isSeq(node) && /^\d+$/.test(String(segment))) {
      const item: unknown = node.items[Number(segment)];
      if (item !== undefined && item !== null) {
        offset = (item as Node).range?.[0] ?? offset;
        node = item;
        continue;
      }
    }
    exact = false;
    break;
  }
  if (offset === undefined) return undefined;
  const { line, col } = lines.linePos(offset);
  return { line, column: col, exact };
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return undefined;
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

function fail(diagnostic: Diagnostic): { ok: false; diagnostics: Diagnostic[] } {
  return { ok: false, diagnostics: [diagnostic] };
}
