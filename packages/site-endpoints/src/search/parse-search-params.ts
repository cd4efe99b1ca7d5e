import { searchError, type SearchError } from './search-errors.ts';
import { DEFAULT_RESULT_LIMIT, MAX_QUERY_CHARS, MAX_RESULT_LIMIT, MAX_SCOPE_CHARS } from './search-limits.ts';

/** A search as asked: the words, the language and version to stay within, how many results. */
export interface SearchParams {
  q: string;
  language?: string;
  version?: string;
  limit: number;
}

/**
 * Reads `q`, `lang`, `version` and `limit` from a query string (`q=api+keys&lang=en`, with or
 * without its `?`). Any bytes are read: malformed escapes become U+FFFD, as browsers decode them;
 * a value given twice counts once (the first). Errors say which parameter and what it must be.
 */
export function parseSearchParams(
  query: string,
): { ok: true; params: SearchParams } | { ok: false; error: SearchError } {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const q = (params.get('q') ?? '').trim();
  if (q === '') return { ok: false, error: searchError('SEARCH_QUERY_MISSING') };
  if (q.length > MAX_QUERY_CHARS) {
    return {
      ok: false,
      error: searchError(
        'SEARCH_QUERY_TOO_LONG',
        `The search query is ${q.length} characters long; at most ${MAX_QUERY_CHARS} are read.`,
      ),
    };
  }
  let limit = DEFAULT_RESULT_LIMIT;
  const limitText = params.get('limit');
  if (limitText !== null && limitText !== '') {
    limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= 1 && limit <= MAX_RESULT_LIMIT)) {
      return {
        ok: false,
        error: searchError(
          'SEARCH_LIMIT_INVALID',
          `\`limit\` must be a whole number from 1 to ${MAX_RESULT_LIMIT}, not ${JSON.stringify(limitText.slice(0, 20))}.`,
        ),
      };
    }
  }
  const out: SearchParams = { q, limit };
  for (const [name, key] of [
    ['lang', 'language'],
    ['version', 'version'],
  ] as const) {
    const value = params.get(name)?.trim();
    if (value === undefined || value === '') continue;
    if (value.length > MAX_SCOPE_CHARS)
      return {
        ok: false,
        error: searchError('SEARCH_SCOPE_UNKNOWN', `\`${name}\` is longer than ${MAX_SCOPE_CHARS} characters.`),
      };
    out[key] = value;
  }
  return { ok: true, params: out };
}
