/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` (as `measure` says), at
 * spaces, or inside a word longer than a line. Text that does not fit ends its last line with
 * an ellipsis. Whitespace runs count as one space.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number,
): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  let index = 0;
  while (index < words.length) {
    const word = words[index]!;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      index++;
      continue;
    }
    if (line === '') {
      // One word wider than the line: as many of its characters as fit, the rest on the next.
      const [head, tail] = splitToFit(word, maxWidth, measure);
      lines.push(head);
      words[index] = tail;
    } else {
      lines.push(line);
      line = '';
    }
    if (lines.length === maxLines) return ellipsise(lines, maxWidth, measure);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The longest head of `word` that fits (at least one character), and the rest. */
function splitToFit(word: string, maxWidth: number, measure: (text: string) => number): [string, string] {
  const chars = [...word];
  let count = 1;
  while (count < chars.length && measure(chars.slice(0, count + 1).join('')) <= maxWidth) count++;
  return [chars.slice(0, count).join(''), chars.slice(count).join('')];
}

/**
 * The lines, the last one shortened until it fits followed by `…`: at a word's end when that
 * keeps most of the line, else inside the word.
 */
function ellipsise(lines: string[], maxWidth: number, measure: (text: string) => number): string[] {
  const last = lines[lines.length - 1]!;
  const chars = [...last];
  while (chars.length > 0 && measure(`${chars.join('')}…`) > maxWidth) chars.pop();
  let kept = chars.join('');
  const space = kept.lastIndexOf(' ');
  const isMidWord = kept.length < last.length && last[kept.length] !== ' ';
  if (isMidWord && space > kept.length / 2) kept = kept.slice(0, space);
  lines[lines.length - 1] = `${kept.trimEnd().replace(/[\s,;:.\-–—]+$/u, '')}…`;
  return lines;
}
