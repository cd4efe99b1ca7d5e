/** Keys of a TextMate rule whose values are regular expressions. */
const REGEX_KEYS = ['match', 'begin', 'end', 'while'] as const;

/**
 * Every regular expression of a TextMate grammar as the tokenizer hands it to the regex engine
 * (vscode-textmate's `RegExpSource`, as shiki bundles it): `\z` rewritten to `$(?!\n)(?<!\n)`,
 * and a source with `\A` or `\G` in each of its four anchor variants (a disallowed anchor
 * replaced by U+FFFF); a begin rule without `end` ends on U+FFFF. An `end` or `while` with
 * back-references (`\1`) is also asked for with the captured text substituted, which no table can
 * hold: those are translated when met.
 */
export function grammarRegexSources(grammar: object): Set<string> {
  const sources = new Set<string>(['\uFFFF']);
  collect(grammar, sources);
  return sources;
}

function collect(value: unknown, sources: Set<string>): void {
  if (value === null || typeof value !== 'object') return;
  const rule = value as Record<string, unknown>;
  for (const key of REGEX_KEYS) {
    const source = rule[key];
    if (typeof source === 'string') for (const variant of anchorVariants(rewriteEndOfString(source))) sources.add(variant);
  }
  // Rules nest under patterns, repository, captures, injections: every object is walked.
  for (const child of Object.values(rule)) collect(child, sources);
}

function rewriteEndOfString(source: string): string {
  let output = '';
  for (let position = 0; position < source.length; position++) {
    if (source[position] === '\\' && position + 1 < source.length) {
      output += source[position + 1] === 'z' ? '$(?!\\n)(?<!\\n)' : source.slice(position, position + 2);
      position++;
    } else output += source[position];
  }
  return output;
}

function anchorVariants(source: string): string[] {
  if (!/\\[AG]/.test(source)) return [source];
  const variants: string[] = [];
  for (const allowA of [false, true]) {
    for (const allowG of [false, true]) {
      let output = '';
      for (let position = 0; position < source.length; position++) {
        if (source[position] === '\\' && position + 1 < source.length) {
          const next = source[position + 1];
          output += '\\' + ((next === 'A' && !allowA) || (next === 'G' && !allowG) ? '\uFFFF' : next);
          position++;
        } else output += source[position];
      }
      variants.push(output);
    }
  }
  return variants;
}
