import { offsetAt } from './offset-at.ts';

/** A JSON string literal in a file: its span (quotes included) and its decoded value. */
export interface JsonStringSpan {
  start: number;
  end: number;
  value: string;
}

/**
 * The JSON string literal that starts at `line`:`column` (where docs.json positions put a
 * value), or `undefined` when no string starts there, e.g. because the file changed since it was read.
 */
export function findJsonString(text: string, line: number, column: number): JsonStringSpan | undefined {
  const start = offsetAt(text, line, column);
  if (start === undefined || text[start] !== '"') return undefined;
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') {
      i++;
    } else if (char === '"') {
      try {
        return { start, end: i + 1, value: JSON.parse(text.slice(start, i + 1)) as string };
      } catch {
        return undefined;
      }
    } else if (char === '\n' || char === '\r') {
      return undefined;
    }
  }
  return undefined;
}
