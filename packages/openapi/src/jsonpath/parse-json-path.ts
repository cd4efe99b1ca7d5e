/**
 * The subset of JSONPath (RFC 9535) that OpenAPI Overlay targets use: the root `$`; child segments
 * `.name`, `['name']`, `["name"]`, `[n]` (negative counts from the end) and `.*` / `[*]`; the
 * descendant segment `..` before any of those; and filters `[?@.a.b == 'x']`, `!=`, bare existence
 * `[?@.a]`, joined with `&&`. Anything else is a syntax error naming the offending character.
 */
export type JsonPathSelector =
  | { kind: 'name'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'wildcard' }
  | { kind: 'filter'; tests: FilterTest[] };

/** One comparison of a filter: the value at `path` under the current node against `value`. */
export interface FilterTest {
  path: Array<string | number>;
  /** `exists`: the path names a value (any value). */
  op: '==' | '!=' | 'exists';
  value?: JsonLiteral;
}

export type JsonLiteral = string | number | boolean | null;

/** One segment of a query: a selector applied to the children of each node, or of each descendant. */
export interface JsonPathSegment {
  descendant: boolean;
  selector: JsonPathSelector;
}

/** A syntax error, with the 0-based offset in the expression where it was found. */
export class JsonPathSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Longest expression accepted: real targets are a few dozen characters. */
const MAX_JSON_PATH_LENGTH = 2000;

const NAME_START = /[A-Za-z_\u0080-\uFFFF]/;
const NAME_CHAR = /[A-Za-z0-9_\u0080-\uFFFF-]/;

/** Parses a JSONPath expression; throws `JsonPathSyntaxError` for anything outside the subset. */
export function parseJsonPath(expression: string): JsonPathSegment[] {
  if (expression.length > MAX_JSON_PATH_LENGTH)
    throw new JsonPathSyntaxError(
      `the expression is longer than ${MAX_JSON_PATH_LENGTH} characters`,
      MAX_JSON_PATH_LENGTH,
    );
  const reader = new Reader(expression);
  reader.skipSpaces();
  reader.expect('$');
  const segments: JsonPathSegment[] = [];
  while (!reader.atEnd()) {
    if (reader.peek() === ' ') {
      reader.skipSpaces();
      continue;
    }
    if (reader.take('..')) {
      if (reader.peek() === '[') segments.push({ descendant: true, selector: reader.bracket() });
      else segments.push({ descendant: true, selector: reader.dotSelector() });
    } else if (reader.take('.')) {
      segments.push({ descendant: false, selector: reader.dotSelector() });
    } else if (reader.peek() === '[') {
      segments.push({ descendant: false, selector: reader.bracket() });
    } else {
      throw reader.error(`unexpected "${reader.peek()}"; a segment starts with ".", ".." or "["`);
    }
  }
  return segments;
}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.at >= this.text.length;
  }
  peek(): string {
    return this.text.charAt(this.at);
  }
  take(literal: string): boolean {
    if (!this.text.startsWith(literal, this.at)) return false;
    this.at += literal.length;
    return true;
  }
  expect(literal: string): void {
    if (!this.take(literal))
      throw this.error(
        this.atEnd()
          ? `expected "${literal}" but the expression ended`
          : `expected "${literal}", found "${this.peek()}"`,
      );
  }
  skipSpaces(): void {
    while (/\s/.test(this.peek()) && !this.atEnd()) this.at++;
  }
  error(message: string): JsonPathSyntaxError {
    return new JsonPathSyntaxError(message, this.at);
  }

  /** After `.` or `..`: a member name or `*`. */
  dotSelector(): JsonPathSelector {
    if (this.take('*')) return { kind: 'wildcard' };
    return { kind: 'name', name: this.name() };
  }

  name(): string {
    const start = this.at;
    if (!NAME_START.test(this.peek()))
      throw this.error(
        this.atEnd() ? 'a name is missing at the end' : `"${this.peek()}" cannot start a name; quote it: ['…']`,
      );
    while (!this.atEnd() && NAME_CHAR.test(this.peek())) this.at++;
    return this.text.slice(start, this.at);
  }

  /** `[ … ]` with one selector. */
  bracket(): JsonPathSelector {
    this.expect('[');
    this.skipSpaces();
    let selector: JsonPathSelector;
    if (this.take('*')) selector = { kind: 'wildcard' };
    else if (this.take('?')) selector = { kind: 'filter', tests: this.filter() };
    else if (this.peek() === "'" || this.peek() === '"') selector = { kind: 'name', name: this.string() };
    else selector = { kind: 'index', index: this.integer() };
    this.skipSpaces();
    this.expect(']');
    return selector;
  }

  filter(): FilterTest[] {
    const tests: FilterTest[] = [];
    do {
      this.skipSpaces();
      tests.push(this.test());
      this.skipSpaces();
    } while (this.take('&&'));
    return tests;
  }

  test(): FilterTest {
    this.expect('@');
    const path: Array<string | number> = [];
    for (;;) {
      if (this.take('.')) path.push(this.name());
      else if (this.peek() === '[') {
        this.expect('[');
        this.skipSpaces();
        path.push(this.peek() === "'" || this.peek() === '"' ? this.string() : this.integer());
        this.skipSpaces();
        this.expect(']');
      } else break;
    }
    this.skipSpaces();
    const op = this.take('==') ? '==' : this.take('!=') ? '!=' : undefined;
    if (op === undefined) return { path, op: 'exists' };
    this.skipSpaces();
    return { path, op, value: this.literal() };
  }

  literal(): JsonLiteral {
    const c = this.peek();
    if (c === "'" || c === '"') return this.string();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const)
      if (this.take(word)) return value;
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.at));
    if (match === null)
      throw this.error(
        this.atEnd()
          ? 'a value is missing after the comparison'
          : `"${c}" does not start a value: write a 'string', a number, true, false or null`,
      );
    this.at += match[0].length;
    return Number(match[0]);
  }

  integer(): number {
    const match = /^-?(?:0|[1-9]\d{0,15})/.exec(this.text.slice(this.at));
    if (match === null)
      throw this.error(
        this.atEnd()
          ? 'a selector is missing at the end'
          : `"${this.peek()}" is not a selector: write ['name'], [0], [*] or [?@.key == 'value']`,
      );
    this.at += match[0].length;
    return Number(match[0]);
  }

  /** A quoted string with the escapes of RFC 9535 (`\'`, `\"`, `\\`, `\/`, `\b` … `\uXXXX`). */
  string(): string {
    const quote = this.peek();
    this.at++;
    let result = '';
    while (!this.atEnd()) {
      const c = this.text.charAt(this.at++);
      if (c === quote) return result;
      if (c !== '\\') {
        result += c;
        continue;
      }
      const escaped = this.text.charAt(this.at++);
      const simple: Record<string, string> = {
        b: '\b',
        f: '\f',
        n: '\n',
        r: '\r',
        t: '\t',
        '/': '/',
        '\\': '\\',
        "'": "'",
        '"': '"',
      };
      if (escaped in simple) result += simple[escaped];
      else if (escaped === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at, this.at + 4))) {
        result += String.fromCharCode(parseInt(this.text.slice(this.at, this.at + 4), 16));
        this.at += 4;
      } else throw new JsonPathSyntaxError(`"\\${escaped}" is not an escape`, this.at - 2);
    }
    throw this.error(`the string is not closed with ${quote}`);
  }
}
