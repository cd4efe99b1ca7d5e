/** `{{name}}` or `{{ name }}`: the reference's variable syntax (names of letters, digits, `_`, `-`, `.`). */
const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Elements whose content is dropped with them: a value is text, never markup that runs or loads. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|form|link|meta|base)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * Replaces each `{{name}}` of docs.json `variables` in a page or snippet source, before it is
 * parsed, as the reference does: everywhere in the text, code blocks included. A name that is not
 * defined stays as written (so `{{ secrets.TOKEN }}` in a GitHub Actions example is untouched).
 * Values are text: HTML tags are removed from them (with the content of script-like elements), and
 * a remaining `<` or `>` is written as an entity, so a value never adds an element to the page.
 */
export function substituteVariables(source: string, variables: Readonly<Record<string, string>> | undefined): string {
  if (variables === undefined || !source.includes('{{')) return source;
  return source.replace(VARIABLE, (whole, name: string) => {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    return value === undefined ? whole : asText(value);
  });
}

function asText(value: string): string {
  return value
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** True for the files variables apply to: pages and snippets. */
export function isPageSource(path: string): boolean {
  return /\.mdx?$/i.test(path);
}

/**
 * Whether `substituted` can be `source` with its `{{name}}` variables replaced by some values:
 * every text between them is there, in order. For a cache that must tell whether a page's
 * substituted text is still the page's current text. Linear; may say no to text that is one
 * (a value containing the text after it), never yes to text that is not.
 */
export function isSubstitutionOf(substituted: string, source: string): boolean {
  if (substituted === source) return true;
  const literals = source.split(new RegExp(VARIABLE.source));
  // `split` with a capture group interleaves the names: keep the texts between the variables.
  const texts = literals.filter((_, index) => index % 2 === 0);
  if (texts.length === 1) return false;
  const first = texts[0] as string;
  const last = texts[texts.length - 1] as string;
  if (!substituted.startsWith(first) || !substituted.endsWith(last) || substituted.length < first.length + last.length)
    return false;
  let at = first.length;
  for (const text of texts.slice(1, -1)) {
    const found = substituted.indexOf(text, at);
    if (found === -1) return false;
    at = found + text.length;
  }
  return at <= substituted.length - last.length;
}
