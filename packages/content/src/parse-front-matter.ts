import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { isMap, LineCounter, parseDocument } from 'yaml';
import { contentCodes } from './codes.ts';
import { readFlatFrontMatter } from './read-flat-front-matter.ts';

/** The front matter of a page, split from its body. */
export interface FrontMatter {
  /** Top-level front-matter fields; `{}` when the page has none or it is invalid. */
  data: Record<string, unknown>;
  /** 1-based line of each top-level key in the page file. */
  lines: Record<string, number>;
  /** The page text after the closing `---` line (the whole text when there is no front matter). */
  body: string;
  /** 1-based line of the page file on which `body` starts. */
  bodyLine: number;
  diagnostics: Diagnostic[];
}

/**
 * YAML aliases allowed when expanding front matter. Real pages use none; a small bound refuses
 * "billion laughs" documents that would expand into gigabytes.
 */
const MAX_ALIAS_COUNT = 100;

const FENCE = /^---[ \t]*$/;
const CLOSING_FENCE = /^(?:---|\.\.\.)[ \t]*$/;

/**
 * Splits YAML front matter (between `---` lines at the very top of a page) from the body and
 * parses it. Never throws: YAML errors, alias bombs and non-mapping front matter become
 * diagnostics with the page's line and column, and `data` is then `{}`.
 */
export function parseFrontMatter(text: string, file: string): FrontMatter {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lineList = source.split('\n');
  const none: FrontMatter = { data: {}, lines: {}, body: source, bodyLine: 1, diagnostics: [] };
  if (!FENCE.test(stripCr(lineList[0] ?? ''))) return none;

  let closing = -1;
  for (let index = 1; index < lineList.length; index++) {
    if (CLOSING_FENCE.test(stripCr(lineList[index] ?? ''))) {
      closing = index;
      break;
    }
  }
  if (closing === -1) {
    none.diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_FRONT_MATTER_UNCLOSED', {
        message: 'the page starts with "---" but the front matter is never closed',
        file,
        line: 1,
        column: 1,
      }),
    );
    return none;
  }

  const yamlLines = lineList.slice(1, closing).map(stripCr);
  const result: FrontMatter = {
    data: {},
    lines: {},
    body: lineList.slice(closing + 1).join('\n'),
    bodyLine: closing + 2,
    diagnostics: [],
  };
  // Most pages' front matter is flat `key: value` lines: read without the YAML parser, same result.
  const flat = readFlatFrontMatter(yamlLines);
  if (flat !== undefined) {
    result.data = flat.data;
    // The YAML starts on line 2 of the page.
    for (const [key, index] of Object.entries(flat.lineIndexes)) result.lines[key] = index + 2;
    return result;
  }
  return parseYamlFrontMatter(yamlLines.join('\n'), file, result);
}

/**
 * The YAML parser's reading of front matter `yamlText` (the lines between the fences) into
 * `result`, which has the page's body already: what `parseFrontMatter` does for front matter
 * `readFlatFrontMatter` does not take. Exported for the test that compares the two.
 */
export function parseYamlFrontMatter(yamlText: string, file: string, result: FrontMatter): FrontMatter {
  // The YAML starts on line 2 of the page: add this to YAML-relative line numbers.
  const lineOffset = 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: true });

  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const position = error.linePos?.[0];
      result.diagnostics.push(
        createDiagnostic(contentCodes, 'CONTENT_FRONT_MATTER_INVALID', {
          message: `invalid YAML in front matter: ${firstLine(error.message)}`,
          file,
          line: (position?.line ?? 1) + lineOffset,
          column: position?.col ?? 1,
        }),
      );
    }
    return result;
  }

  const contents = document.contents;
  if (contents === null) return result;
  if (!isMap(contents)) {
    const start = lineCounter.linePos(contents.range?.[0] ?? 0);
    result.diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_FRONT_MATTER_NOT_MAPPING', {
        message: `front matter must be "key: value" pairs, found ${describeYaml(contents.toJSON())}`,
        file,
        line: start.line + lineOffset,
        column: start.col,
      }),
    );
    return result;
  }

  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    // `yaml` throws a ReferenceError when aliases expand beyond maxAliasCount.
    result.diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_FRONT_MATTER_ALIASES', {
        message: `front matter expands more than ${MAX_ALIAS_COUNT} YAML aliases`,
        file,
        line: 1 + lineOffset,
        column: 1,
      }),
    );
    return result;
  }
  result.data = isRecord(data) ? data : {};
  for (const item of contents.items) {
    const key = item.key as { value?: unknown; range?: [number, number, number] } | null;
    const offset = key?.range?.[0];
    if (key === null || offset === undefined) continue;
    result.lines[String(key.value)] = lineCounter.linePos(offset).line + lineOffset;
  }
  return result;
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** The first line of a `yaml` error message, without its YAML-relative "at line 1, column 13:". */
function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeYaml(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `a ${typeof value}`;
}
