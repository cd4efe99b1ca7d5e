/** Where and why the MDX parser gave up, as reported by micromark / mdast-util-mdx-jsx. */
export interface MdxParseError {
  reason: string;
  ruleId?: string | null | undefined;
  source?: string | null | undefined;
  line?: number | null | undefined;
  column?: number | null | undefined;
}

/** One repair applied to the page source so that it parses. */
export interface MdxRepair {
  /** The repaired source. */
  source: string;
  /** What was changed, for the warning. */
  description: string;
  /** 1-based position of the change in the source before the repair. */
  line: number;
  column: number;
  /** The replaced span (offset in the source before the repair) and its replacement length. */
  offset: number;
  removed: number;
  inserted: number;
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG_POSITION = /`<([^>`]*)>` \((\d+):(\d+)-(\d+):(\d+)\)/;
const AUTOLINK = /^<((?:https?|mailto|ftp):[^\s<>]*)>/i;

/**
 * Proposes one repair for the spot where a strict MDX parse failed, following what real pages get
 * wrong (COMPAT.md): a bare `{` or `<` in prose is escaped, unclosed void elements (`<br>`) are
 * closed, `<https://…>` autolinks become links, unquoted attribute values are quoted, HTML
 * comments become MDX comments, and stray closing tags are removed. Returns `undefined` when it
 * has no repair for the error; the caller then falls back to plain Markdown.
 */
export function repairMdx(source: string, error: MdxParseError): MdxRepair | undefined {
  const lineStarts = computeLineStarts(source);
  const errorOffset = offsetOf(lineStarts, source, error.line ?? undefined, error.column ?? undefined);

  if (error.source === 'micromark-extension-mdx-expression' && errorOffset !== undefined) {
    const brace = findOpeningBrace(source, errorOffset);
    if (brace === undefined) return undefined;
    return edit(source, lineStarts, brace, 0, '\\', 'escaped a bare "{" so it shows as text');
  }

  if (error.source === 'micromark-extension-mdx-jsx' && errorOffset !== undefined) {
    if (error.reason.includes('before attribute value')) return quoteAttributeValue(source, lineStarts, errorOffset);
    const lessThan = findOnLineBackwards(source, errorOffset - 1, '<');
    if (lessThan === undefined) return undefined;
    const rest = source.slice(lessThan, lessThan + 2048);
    if (rest.startsWith('<!--')) {
      const end = source.indexOf('-->', lessThan + 4);
      if (end !== -1) {
        const inner = source.slice(lessThan + 4, end).replace(/\*\//g, '* /');
        return edit(
          source,
          lineStarts,
          lessThan,
          end + 3 - lessThan,
          `{/*${inner}*/}`,
          'turned an HTML comment into an MDX comment',
        );
      }
    }
    const autolink = AUTOLINK.exec(rest);
    if (autolink?.[1] !== undefined) {
      const url = autolink[1];
      return edit(
        source,
        lineStarts,
        lessThan,
        autolink[0].length,
        `[${url}](<${url}>)`,
        `turned the autolink <${url}> into a link`,
      );
    }
    return edit(source, lineStarts, lessThan, 1, '&lt;', 'escaped a bare "<" so it shows as text');
  }

  if (error.source === 'mdast-util-mdx-jsx') {
    if (error.ruleId === 'unexpected-closing-slash' && errorOffset !== undefined) {
      const lessThan = findOnLineBackwards(source, errorOffset - 1, '<');
      if (lessThan === undefined) return undefined;
      const close = source.indexOf('>', lessThan);
      if (close === -1) return undefined;
      return edit(
        source,
        lineStarts,
        lessThan,
        close + 1 - lessThan,
        '',
        `removed the closing tag "${source.slice(lessThan, close + 1)}" that has no opening tag`,
      );
    }
    const tag = TAG_POSITION.exec(error.reason);
    if (error.ruleId === 'end-tag-mismatch' && tag !== undefined && tag !== null) {
      // The message names the opening tag left unclosed: close it in place (`<br>` → `<br/>`).
      const start = offsetOf(lineStarts, source, Number(tag[2]), Number(tag[3]));
      const end = offsetOf(lineStarts, source, Number(tag[4]), Number(tag[5]));
      if (start === undefined || end === undefined || source[end - 1] !== '>') return undefined;
      const name = (tag[1] ?? '').split(/\s/)[0] ?? '';
      const what = VOID_ELEMENTS.has(name.toLowerCase())
        ? `closed the void element <${name}> as <${name} />`
        : `closed <${name}>, which has no closing tag, in place`;
      return { ...edit(source, lineStarts, end - 1, 0, '/', what), ...positionOf(lineStarts, start) };
    }
  }
  return undefined;
}

function quoteAttributeValue(source: string, lineStarts: number[], start: number): MdxRepair | undefined {
  let end = start;
  while (end < source.length && !/[\s>]/.test(source[end] ?? '') && !(source[end] === '/' && source[end + 1] === '>'))
    end++;
  if (end === start) return undefined;
  const value = source.slice(start, end);
  const quote = value.includes('"') ? "'" : '"';
  if (value.includes(quote)) return undefined;
  return edit(
    source,
    lineStarts,
    start,
    end - start,
    `${quote}${value}${quote}`,
    `quoted the attribute value ${value}`,
  );
}

/** The `{` that opens the expression around `offset`, skipping balanced `{…}` pairs. */
function findOpeningBrace(source: string, offset: number): number | undefined {
  let depth = 0;
  for (let index = Math.min(offset, source.length - 1); index >= 0; index--) {
    const char = source[index];
    if (char === '}' && index < offset) depth++;
    else if (char === '{') {
      if (depth === 0) return index;
      depth--;
    }
  }
  return undefined;
}

function findOnLineBackwards(source: string, from: number, char: string): number | undefined {
  for (let index = Math.min(from, source.length - 1); index >= 0; index--) {
    if (source[index] === char) return index;
    if (source[index] === '\n') return undefined;
  }
  return undefined;
}

function edit(
  source: string,
  lineStarts: number[],
  offset: number,
  removed: number,
  insert: string,
  description: string,
): MdxRepair {
  const { line, column } = positionOf(lineStarts, offset);
  return {
    source: source.slice(0, offset) + insert + source.slice(offset + removed),
    description,
    line,
    column,
    offset,
    removed,
    inserted: insert.length,
  };
}

function computeLineStarts(source: string): number[] {
  const starts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function offsetOf(
  lineStarts: number[],
  source: string,
  line: number | undefined,
  column: number | undefined,
): number | undefined {
  if (line === undefined || column === undefined) return undefined;
  const start = lineStarts[line - 1];
  if (start === undefined) return undefined;
  return Math.min(start + column - 1, source.length);
}

function positionOf(lineStarts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}
