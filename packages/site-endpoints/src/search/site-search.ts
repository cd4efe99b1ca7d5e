import { isAllowedForGroups, type PageGroups } from '@folio/deployment';
import { loadSearchEngine, type SearchEngine, type SiteScope } from '@folio/site';
import { searchError, type SearchError } from './search-errors.ts';

/** One result: a heading section of a page. */
export interface SiteSearchResult {
  title: string;
  /** The section's heading (`''` for the text before the first heading). */
  heading: string;
  /** Page URL path with the section's anchor (`/guides/setup#install`). */
  href: string;
  /** Page URL path (`/guides/setup`). */
  path: string;
  /** About 160 characters around the first match, matched words marked. */
  snippet: { text: string; mark: boolean }[];
  /** The search scope of the page (`en/v2`, `''` on a site without languages or versions). */
  scope: string;
  language?: string;
  version?: string;
}

/** What one search found. */
export interface SiteSearchAnswer {
  /** How many sections matched in all (results hold the first `limit`). */
  total: number;
  results: SiteSearchResult[];
  /** Closest indexed terms, as whole queries, when nothing matched. */
  suggestions: string[];
}

/**
 * The site's search over its own index, with the engine the browser runs (`loadSearchEngine`:
 * the same script, tokenizer, stemmer and ranking), built once per deployment.
 */
export class SiteSearch {
  readonly #engine: SearchEngine;
  /** Scope of each page, by its URL path (the index names the scope; hits name the path). */
  readonly #pageScopes: ReadonlyMap<string, string>;
  readonly #scopes: readonly SiteScope[];
  /** Front matter `groups` of each restricted page, by its URL path. */
  readonly #pageGroups: ReadonlyMap<string, PageGroups>;

  private constructor(
    engine: SearchEngine,
    pageScopes: ReadonlyMap<string, string>,
    scopes: readonly SiteScope[],
    pageGroups: ReadonlyMap<string, PageGroups>,
  ) {
    this.#engine = engine;
    this.#pageScopes = pageScopes;
    this.#scopes = scopes;
    this.#pageGroups = pageGroups;
  }

  /**
   * Builds the engine from `/_folio/search.json`; `scopes` (from `/_folio/navigation.json`) says
   * which language and version each scope stands for. `undefined` when the text is not an index.
   */
  static load(indexJson: string, scopes: readonly SiteScope[]): SiteSearch | undefined {
    let index: { pages?: unknown; sections?: unknown };
    try {
      index = JSON.parse(indexJson) as typeof index;
    } catch {
      return undefined;
    }
    if (!Array.isArray(index.pages) || !Array.isArray(index.sections)) return undefined;
    const pageScopes = new Map<string, string>();
    const pageGroups = new Map<string, PageGroups>();
    for (const page of index.pages as { path?: unknown; scope?: unknown; groups?: unknown }[]) {
      if (typeof page?.path !== 'string') continue;
      pageScopes.set(page.path, typeof page.scope === 'string' ? page.scope : '');
      // Written by the build; anything unreadable is for nobody.
      if (page.groups !== undefined) pageGroups.set(page.path, Array.isArray(page.groups) ? page.groups : []);
    }
    // The scopes the index uses, described by the navigation where it can.
    const known = new Map(scopes.map((scope) => [scope.scope, scope]));
    for (const scope of new Set(pageScopes.values())) if (!known.has(scope)) known.set(scope, { scope });
    return new SiteSearch(loadSearchEngine(indexJson), pageScopes, [...known.values()], pageGroups);
  }

  /**
   * The scopes a search with this language and version covers: `undefined` for every page (neither
   * given), else those matching both, or an error naming what the site has.
   */
  scopesFor(language: string | undefined, version: string | undefined): string[] | undefined | SearchError {
    if (language === undefined && version === undefined) return undefined;
    const matching = this.#scopes.filter(
      (scope) =>
        (language === undefined || scope.language === language) && (version === undefined || scope.version === version),
    );
    if (matching.length > 0) return matching.map((scope) => scope.scope);
    const list = (key: 'language' | 'version') => [
      ...new Set(this.#scopes.map((scope) => scope[key]).filter((value) => value !== undefined)),
    ];
    const languages = list('language');
    const versions = list('version');
    const has = [
      languages.length === 0 ? 'no languages' : `languages ${languages.join(', ')}`,
      versions.length === 0 ? 'no versions' : `versions ${versions.join(', ')}`,
    ].join(' and ');
    const asked = [
      language === undefined ? undefined : `language "${language}"`,
      version === undefined ? undefined : `version "${version}"`,
    ].filter((part) => part !== undefined);
    return searchError('SEARCH_SCOPE_UNKNOWN', `This site has no pages in ${asked.join(' and ')}; it has ${has}.`);
  }

  /**
   * The sections matching `query`, best first, within `scopes` (every page when `undefined`). A
   * search over several scopes of a site runs once per scope and merges by score: the engine's
   * scores are comparable across scopes (one index), and each scope keeps its own AND-then-OR rule.
   * Pages restricted to reader groups are found only by a reader in them (`readerGroups`;
   * `undefined`: not signed in), and a site with such pages suggests no terms, which could name
   * words of pages the reader may not see.
   */
  search(
    query: string,
    scopes: readonly string[] | undefined,
    limit: number,
    readerGroups?: readonly string[],
  ): SiteSearchAnswer {
    const found =
      scopes === undefined
        ? this.#engine.search(query)
        : scopes.length === 1
          ? this.#engine.search(query, scopes[0])
          : scopes.flatMap((scope) => this.#engine.search(query, scope)).sort((a, b) => b.score - a.score);
    const isRestricted = this.#pageGroups.size > 0;
    const hits = isRestricted
      ? found.filter((hit) => isAllowedForGroups(this.#pageGroups.get(hit.path), readerGroups))
      : found;
    const described = new Map(this.#scopes.map((scope) => [scope.scope, scope]));
    const results = hits.slice(0, limit).map((hit): SiteSearchResult => {
      const scope = this.#pageScopes.get(hit.path) ?? '';
      const { language, version } = described.get(scope) ?? {};
      return {
        title: hit.title,
        heading: hit.heading,
        href: hit.href,
        path: hit.path,
        snippet: hit.snippet,
        scope,
        ...(language === undefined ? {} : { language }),
        ...(version === undefined ? {} : { version }),
      };
    });
    return {
      total: hits.length,
      results,
      suggestions:
        hits.length > 0 || isRestricted
          ? []
          : this.#engine.suggest(query, scopes?.length === 1 ? scopes[0] : undefined),
    };
  }
}
