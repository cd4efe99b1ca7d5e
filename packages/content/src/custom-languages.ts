/**
 * A TextMate grammar a site brings for its own code language (docs.json
 * `styling.codeblocks.languages.custom`, checked by `@folio/docs-config`): code fences naming its
 * `name` or one of its `aliases` (lower-case) are highlighted with it.
 */
export interface LanguageGrammar {
  name: string;
  scopeName: string;
  aliases?: string[];
  [field: string]: unknown;
}

/**
 * The custom languages of one site, and a key that names exactly this set of grammars (a hash of
 * their text): highlighters and cached blocks are kept per key, so one site's grammar never
 * colours another site's code on render threads that builds share.
 */
export interface CustomLanguages {
  key: string;
  grammars: readonly LanguageGrammar[];
}

/** The name of the custom grammar a fence's language (lower-case) stands for, if any. */
export function customGrammarName(
  languages: CustomLanguages | undefined,
  lang: string | undefined,
): string | undefined {
  if (languages === undefined || lang === undefined) return undefined;
  for (const grammar of languages.grammars) {
    if (grammar.name === lang || grammar.aliases?.includes(lang) === true) return grammar.name;
  }
  return undefined;
}
