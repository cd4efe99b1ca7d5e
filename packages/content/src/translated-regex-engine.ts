import type { RegexEngine } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki';
import { buildRegex, regexEnvironment, translateRegex, type RegexTranslation } from './regex-translation.ts';

/** Shiki's JavaScript engine for the highlighted languages, and the languages it must leave to Oniguruma. */
export interface TranslatedRegexEngine {
  engine: RegexEngine;
  /** Highlighted languages with a grammar pattern that does not translate. */
  untranslatable: ReadonlySet<string>;
}

/**
 * Shiki's JavaScript regular-expression engine, its Oniguruma patterns translated ahead of time
 * (`regex-translations.generated.ts`): translating at run time costs a render thread ~0.7 s of
 * the first pages, more than Oniguruma's WebAssembly compiles in. A pattern not in the table (an
 * `end` with the text of a back-reference in it) is translated when met, the same way. Undefined
 * when the table was made for a JavaScript whose RegExp differs from this one's: then the
 * translations, and which grammars translate at all, are unknown, and Oniguruma highlights.
 *
 * @param onTranslate called with each pattern the table did not have.
 */
export async function createTranslatedRegexEngine(onTranslate?: (source: string) => void): Promise<TranslatedRegexEngine | undefined> {
  // Loaded with the first highlighted block: 2 MB of table a page without code does not need.
  const table = await import('./regex-translations.generated.ts');
  if (table.ENVIRONMENT !== regexEnvironment()) return undefined;
  const translations = new Map(table.TRANSLATIONS.map(([source, pattern, flags, options]) => [source, { pattern, flags, options } as RegexTranslation]));
  const regexConstructor = (source: string): RegExp => {
    const translation = translations.get(source);
    if (translation !== undefined) return buildRegex(translation);
    onTranslate?.(source);
    return buildRegex(translateRegex(source));
  };
  const engine = createJavaScriptRegexEngine({ regexConstructor });
  return { engine, untranslatable: new Set(table.UNTRANSLATABLE_LANGUAGES) };
}
