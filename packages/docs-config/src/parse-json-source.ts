import { getLocation, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { createDiagnostic, formatJsonPath } from '@folio/diagnostics';
import type { Diagnostic, PathSegment } from '@folio/diagnostics';
import { docsConfigCodes } from './codes.ts';
import { findExcessiveNesting } from './find-excessive-nesting.ts';
import { MAX_NESTING_DEPTH } from './config-limits.ts';
import { createOffsetToPosition } from './offset-to-position.ts';
import type { SourceNode } from './source-node.ts';

/** The outcome of reading one JSON file with positions. */
export interface ParsedJsonSource {
  /** The value as far as it could be recovered; `undefined` when the text holds no value at all. */
  node: SourceNode | undefined;
  diagnostics: Diagnostic[];
  /** True when the text was refused for nesting too deep at `basePath` (it may fit elsewhere). */
  isTooDeep: boolean;
}

/**
 * Parses JSON text into a `SourceNode` tree that records the file, line and column of every value.
 * Every syntax error is reported (the parser recovers and keeps going), as are duplicate keys.
 * Comments and trailing commas are syntax errors: docs.json is plain JSON for the reference too.
 * Text nesting deeper than `MAX_NESTING_DEPTH` (counting the levels of `basePath`) is refused
 * with one `CONFIG_TOO_DEEP` before it is parsed: the parser, and every walk of the value after it,
 * recurses once per level.
 *
 * @param basePath JSON path, in the resolved config, of this file's top-level value (empty for
 *   docs.json, `['navigation']` for a file loaded by `"navigation": { "$ref": … }`).
 */
export function parseJsonSource(text: string, file: string, basePath: readonly PathSegment[] = []): ParsedJsonSource {
  // A UTF-8 byte order mark is common from Windows editors and is not a JSON error worth failing a
  // build for; a space of the same length keeps every offset where it was.
  const source = text.startsWith('\uFEFF') ? ` ${text.slice(1)}` : text;
  const toPosition = createOffsetToPosition(source);
  const tooDeep = findExcessiveNesting(source, Math.max(0, MAX_NESTING_DEPTH - basePath.length));
  if (tooDeep !== undefined) {
    const { line, column } = toPosition(tooDeep.offset);
    const message = `objects and arrays are nested more than ${MAX_NESTING_DEPTH} levels deep here, so ${file} is not read`;
    const path = formatJsonPath([...basePath, ...tooDeep.path]);
    return {
      node: undefined,
      diagnostics: [createDiagnostic(docsConfigCodes, 'CONFIG_TOO_DEEP', { message, file, path, line, column })],
      isTooDeep: true,
    };
  }
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const diagnostics: Diagnostic[] = [];

  const reported = new Set<string>();
  for (const error of errors) {
    const { line, column } = toPosition(error.offset);
    const message = describeSyntaxError(printParseErrorCode(error.error), source, error.offset, error.length);
    // The parser may flag one spot twice (property name and value both expected at a `}`).
    if (reported.has(`${error.offset} ${message}`)) continue;
    reported.add(`${error.offset} ${message}`);
    const inFile = getLocation(source, error.offset).path;
    // Between a comma and a closing brace the parser is inside a property with no name yet.
    if (inFile.at(-1) === '') inFile.pop();
    const path = [...basePath, ...inFile];
    diagnostics.push(
      createDiagnostic(docsConfigCodes, 'CONFIG_JSON_SYNTAX', {
        message,
        file,
        path: formatJsonPath(path),
        line,
        column,
      }),
    );
  }

  const convert = (node: Node, path: PathSegment[]): SourceNode | undefined => {
    const { line, column } = toPosition(node.offset);
    const position = { file, line, column };
    switch (node.type) {
      case 'object': {
        // As with JSON.parse, a repeated key keeps its first place in key order and its last value.
        const entries = new Map<string, SourceNode>();
        for (const property of node.children ?? []) {
          const [keyNode, valueNode] = property.children ?? [];
          if (keyNode === undefined || valueNode === undefined) continue; // recovered from a syntax error, already reported
          const key = String(keyNode.value);
          const value = convert(valueNode, [...path, key]);
          if (value === undefined) continue;
          if (entries.has(key)) {
            const at = toPosition(keyNode.offset);
            diagnostics.push(
              createDiagnostic(docsConfigCodes, 'CONFIG_DUPLICATE_KEY', {
                message: `key "${key}" appears more than once in this object; only its last value is used`,
                file,
                path: formatJsonPath([...path, key]),
                line: at.line,
                column: at.column,
              }),
            );
          }
          entries.set(key, value);
        }
        return { kind: 'object', position, entries };
      }
      case 'array': {
        const items: SourceNode[] = [];
        for (const child of node.children ?? []) {
          const item = convert(child, [...path, items.length]);
          if (item !== undefined) items.push(item);
        }
        return { kind: 'array', position, items };
      }
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        return { kind: 'scalar', position, value: node.value as string | number | boolean | null };
      default:
        return undefined;
    }
  };

  return { node: root === undefined ? undefined : convert(root, [...basePath]), diagnostics, isTooDeep: false };
}

/** Turns a parser error code into a sentence that names what was found. */
function describeSyntaxError(code: string, text: string, offset: number, length: number): string {
  const found = text.slice(offset, offset + Math.max(length, 1));
  const shown = found === '' ? 'the end of the file' : `\`${found}\``;
  const previous = text.slice(0, offset).trimEnd().at(-1);
  switch (code) {
    case 'ValueExpected':
    case 'PropertyNameExpected':
      if (previous === ',' && (found === '}' || found === ']'))
        return 'trailing comma: JSON allows no comma before a closing bracket';
      return code === 'ValueExpected'
        ? `expected a value, found ${shown}`
        : `expected a property name in double quotes, found ${shown}`;
    case 'ColonExpected':
      return `expected ":" after the property name, found ${shown}`;
    case 'CommaExpected':
      return `expected "," between values, found ${shown}`;
    case 'CloseBraceExpected':
      return `expected "}" to close the object, found ${shown}`;
    case 'CloseBracketExpected':
      return `expected "]" to close the array, found ${shown}`;
    case 'EndOfFileExpected':
      return `unexpected ${shown} after the end of the JSON value`;
    case 'InvalidCommentToken':
      return 'comments are not allowed in JSON';
    case 'UnexpectedEndOfComment':
      return 'unterminated comment (comments are not allowed in JSON)';
    case 'UnexpectedEndOfString':
      return 'unterminated string: a closing double quote is missing';
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return `invalid number ${shown}`;
    case 'InvalidUnicode':
      return `invalid unicode escape ${shown}`;
    case 'InvalidEscapeCharacter':
      return `invalid escape sequence ${shown} in a string`;
    case 'InvalidCharacter':
      return 'invalid character in a string (control characters must be escaped, e.g. "\\n")';
    default:
      return `unexpected ${shown}`;
  }
}
