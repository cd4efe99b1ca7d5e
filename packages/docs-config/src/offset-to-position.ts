/** A 1-based line and column. */
export interface LineColumn {
  line: number;
  column: number;
}

/**
 * Builds a converter from string offsets to 1-based line/column for one text.
 * Line breaks are `\n`, `\r\n` and `\r`; columns count UTF-16 code units, as editors' JSON tools do.
 */
export function createOffsetToPosition(text: string): (offset: number) => LineColumn {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 10 /* \n */) lineStarts.push(i + 1);
    else if (char === 13 /* \r */) {
      if (text.charCodeAt(i + 1) === 10) i++;
      lineStarts.push(i + 1);
    }
  }
  return (offset) => {
    // Binary search for the last line start at or before the offset.
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
}
