import { contentLimits } from './limits.ts';

/** Where a page nests deeper than Folio parses, and how. */
export interface ExcessiveNesting {
  line: number;
  column: number;
  description: string;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const OPEN_TAG = /<([A-Za-z][\w.:-]*)/y;
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

/**
 * A cheap linear scan, before parsing, for shapes the MDX parser handles super-linearly or by
 * deep recursion: deeply nested tags, block quotes, list indentation, brackets, and long `*`/`_`
 * runs. Fenced code is skipped (its `<` and `[` are not markup). Returns the first offending spot.
 */
export function findExcessiveNesting(source: string): ExcessiveNesting | undefined {
  const limit = contentLimits.maxSourceNesting;
  const lines = source.split('\n');
  let fence: string | undefined;
  let tagDepth = 0;
  let lineStart = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const offset = lineStart;
    lineStart += line.length + 1;
    const lineNumber = index + 1;
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch?.[1] !== undefined) {
      const marker = fenceMatch[1];
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;

    const indent = /^[ \t>]*/.exec(line)?.[0] ?? '';
    const quotes = indent.split('>').length - 1;
    if (quotes > limit) return { line: lineNumber, column: 1, description: `${quotes} nested block quotes` };
    const width = indent.replace(/\t/g, '    ').length;
    if (width > limit * 2) return { line: lineNumber, column: 1, description: `a line indented by ${width} columns` };

    let brackets = 0;
    let inCode = false;
    let run = 0;
    let runChar = '';
    const onlyDelimiters = /^\s*([*_-])(?:\s*\1)*\s*$/.test(line);
    for (let column = 0; column < line.length; column++) {
      const char = line[column];
      if (char === '*' || char === '_') {
        run = char === runChar ? run + 1 : 1;
        runChar = char;
        if (run > contentLimits.maxDelimiterRun && !onlyDelimiters) {
          return {
            line: lineNumber,
            column: column + 1,
            description: `a run of more than ${contentLimits.maxDelimiterRun} "${char}"`,
          };
        }
        continue;
      }
      run = 0;
      runChar = '';
      if (char === '`') inCode = !inCode;
      if (inCode) continue;
      if (char === '[') {
        brackets++;
        if (brackets > limit)
          return { line: lineNumber, column: column + 1, description: `more than ${limit} nested "["` };
      } else if (char === ']') brackets = Math.max(0, brackets - 1);
      else if (char === '<') {
        if (line[column + 1] === '/') {
          tagDepth = Math.max(0, tagDepth - 1);
          continue;
        }
        OPEN_TAG.lastIndex = column;
        const name = OPEN_TAG.exec(line)?.[1];
        if (name === undefined || VOID_ELEMENTS.has(name.toLowerCase())) continue;
        // Tags often span lines (`<Card\n  title="x"\n/>`): look for the end in the whole source.
        const close = source.slice(offset + column, offset + column + 4096).indexOf('>');
        if (close === -1 || source[offset + column + close - 1] === '/') continue;
        tagDepth++;
        if (tagDepth > limit * 2)
          return { line: lineNumber, column: column + 1, description: `more than ${limit * 2} nested tags` };
      }
    }
  }
  return undefined;
}
