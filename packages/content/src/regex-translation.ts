import { EmulatedRegExp, toRegExpDetails, type ToRegExpOptions } from 'oniguruma-to-es';

/**
 * The options shiki's JavaScript engine translates Oniguruma patterns with
 * (`defaultJavaScriptRegexConstructor` of @shikijs/engine-javascript, target `auto`): a table made
 * with other options would highlight differently from the engine it stands in for.
 */
const OPTIONS: ToRegExpOptions = {
  global: true,
  hasIndices: true,
  lazyCompileLength: 3000,
  rules: { allowOrphanBackrefs: true, asciiWordBoundaries: true, captureGroup: true, recursionLimit: 5, singleline: true },
  target: 'auto',
};

/** An Oniguruma pattern translated to JavaScript: source and flags, and how to emulate what JavaScript lacks. */
export interface RegexTranslation {
  pattern: string;
  flags: string;
  options?: ReturnType<typeof toRegExpDetails>['options'];
}

/** Translates an Oniguruma pattern the way shiki's JavaScript engine does; throws on a pattern it cannot translate. */
export function translateRegex(source: string): RegexTranslation {
  const { pattern, flags, options } = toRegExpDetails(source, OPTIONS);
  return options === undefined ? { pattern, flags } : { pattern, flags, options };
}

/** The regular expression of a translation (also checks that this JavaScript accepts it). */
export function buildRegex({ pattern, flags, options }: RegexTranslation): RegExp {
  return options === undefined ? new RegExp(pattern, flags) : new EmulatedRegExp(pattern, flags, options);
}

/**
 * What a translation depends on besides the pattern: target `auto` and oniguruma-to-es's
 * workarounds follow what the running JavaScript's RegExp supports (its `envFlags`, probed the same
 * way here). A table made on another Node may not fit this one.
 */
export function regexEnvironment(): string {
  const flagGroups = accepts('(?i:)', '');
  const unicodeSets = accepts('[[]]', 'v');
  const literalHyphenIsRange = unicodeSets && !accepts(String.raw`[\d\-a]`, 'v');
  const nestedClassIgnoresNegation = unicodeSets && new RegExp('[[^a]]', 'v').test('a');
  return [
    flagGroups ? 'flag-groups' : '',
    unicodeSets ? 'unicode-sets' : '',
    literalHyphenIsRange ? 'bug-literal-hyphen' : '',
    nestedClassIgnoresNegation ? 'bug-nested-negation' : '',
  ].filter(Boolean).join(' ');
}

function accepts(pattern: string, flags: string): boolean {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}
