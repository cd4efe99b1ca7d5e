/**
 * The UTF-16 offset of a 1-based line and column in `text`, counting line breaks as docs.json's
 * positions do (`\n`, `\r\n` and `\r`); `undefined` when the line does not exist.
 */
export function offsetAt(text: string, line: number, column: number): number | undefined {
  let lineStart = 0;
  for (let current = 1; current < line; current++) {
    const next = nextLineStart(text, lineStart);
    if (next === undefined) return undefined;
    lineStart = next;
  }
  const offset = lineStart + column - 1;
  return offset <= text.length ? offset : undefined;
}

function nextLineStart(text: string, from: number): number | undefined {
  for (let i = from; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 10) return i + 1;
    if (char === 13) return text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return undefined;
}
