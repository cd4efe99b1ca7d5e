/** A `{#custom-id}` found after a heading. */
export interface HeadingIdMark {
  id: string;
  /** 1-based line and column of the `{`. */
  line: number;
  column: number;
}

/** The source with heading-id marks blanked out, and the ids by line. */
export interface ExtractedHeadingIds {
  source: string;
  ids: Map<number, HeadingIdMark>;
}

const HEADING_WITH_ID = /^(\s*#{1,6}[ \t].*?)[ \t]*\{#([^{}\s]*)\}[ \t]*\r?$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Finds the documented heading-id syntax `## Heading {#custom-id}` (outside fenced code) and blanks
 * the mark out with spaces, so the MDX parser does not read `{#…}` as an expression and every
 * other position on the page stays where it was.
 */
export function extractHeadingIds(source: string): ExtractedHeadingIds {
  const lines = source.split('\n');
  const ids = new Map<number, HeadingIdMark>();
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch?.[1] !== undefined) {
      const marker = fenceMatch[1];
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const match = HEADING_WITH_ID.exec(line);
    if (match?.[1] === undefined || match[2] === undefined) continue;
    const markStart = line.indexOf('{#', match[1].length);
    ids.set(index + 1, { id: match[2], line: index + 1, column: markStart + 1 });
    lines[index] =
      line.slice(0, markStart) +
      ' '.repeat(line.length - markStart - (line.endsWith('\r') ? 1 : 0)) +
      (line.endsWith('\r') ? '\r' : '');
  }
  return { source: ids.size === 0 ? source : lines.join('\n'), ids };
}
