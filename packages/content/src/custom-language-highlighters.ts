import type { Highlighter, LanguageRegistration } from 'shiki';
import type { CustomLanguages } from './custom-languages.ts';

/**
 * Highlighters kept for sets of custom grammars. A render thread serves one site at a time, but
 * threads are shared by builds in turn: a few sets are kept so alternating builds do not reload
 * their grammars on every page; the least recently used is disposed beyond that.
 */
const MAX_HIGHLIGHTERS = 8;

/**
 * Shiki highlighters by grammar set: one for the sites without custom languages, one per set of
 * custom grammars (by `CustomLanguages.key`), so a grammar is only ever loaded into the
 * highlighter of the site that declares it.
 */
export class CustomLanguageHighlighters {
  private readonly bySet = new Map<string, Promise<Highlighter>>();
  private base: Promise<Highlighter> | undefined;

  /** @param create makes an empty highlighter (themes loaded, no languages). */
  constructor(private readonly create: () => Promise<Highlighter>) {}

  /** The highlighter for a site's custom languages; the shared one when it has none. */
  get(languages: CustomLanguages | undefined): Promise<Highlighter> {
    if (languages === undefined || languages.grammars.length === 0) {
      this.base ??= this.create();
      return this.base;
    }
    const existing = this.bySet.get(languages.key);
    if (existing !== undefined) {
      this.bySet.delete(languages.key);
      this.bySet.set(languages.key, existing);
      return existing;
    }
    const made = this.withGrammars(languages);
    this.bySet.set(languages.key, made);
    if (this.bySet.size > MAX_HIGHLIGHTERS) {
      const [oldestKey, oldest] = this.bySet.entries().next().value as [string, Promise<Highlighter>];
      this.bySet.delete(oldestKey);
      // Rendering that still holds it finishes first: disposal frees the compiled grammars only.
      void oldest.then(
        (instance) => setTimeout(() => instance.dispose(), 1_000).unref(),
        () => {},
      );
    }
    return made;
  }

  /**
   * A highlighter with each grammar loaded one by one: a grammar Shiki refuses is left out (its
   * fences stay plain text, as docs.json's check said they would) and the others still load.
   */
  private async withGrammars(languages: CustomLanguages): Promise<Highlighter> {
    const instance = await this.create();
    for (const grammar of languages.grammars) {
      try {
        await instance.loadLanguage(grammar as unknown as LanguageRegistration);
      } catch {
        // Left out: highlightCode shows the language as plain code.
      }
    }
    return instance;
  }
}
