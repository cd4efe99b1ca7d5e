import { createHash } from 'node:crypto';
import type { DeployedSite } from '../deployed-site.ts';
import { jsonAnswer, type EndpointAnswer } from '../endpoint-answer.ts';
import { matchesEtag } from '../matches-etag.ts';
import { parseSearchParams } from './parse-search-params.ts';
import { searchError, type SearchError } from './search-errors.ts';

/** What the answer depends on besides the query string. */
export interface SearchRequestContext {
  /** The site's origin as the client reached it (`https://docs.acme.com`): result URLs are absolute. */
  origin: string;
  /** The request's `If-None-Match`. */
  ifNoneMatch?: string | undefined;
  /** `Cache-Control` of a successful answer (the edge: revalidate with the ETag; `folio dev`: no-store). */
  cacheControl: string;
  /**
   * The signed-in reader's groups, which pages restricted by front matter `groups` are found by;
   * absent: a reader who is not signed in, who finds none of them.
   */
  readerGroups?: readonly string[];
}

/** The body of a successful search. */
export interface SearchResponseBody {
  query: string;
  language: string | null;
  version: string | null;
  /** Sections that matched in all; `results` holds the first `limit`. */
  total: number;
  results: {
    title: string;
    heading: string;
    /** Absolute URL of the section (page URL and the heading's anchor). */
    url: string;
    /** URL path of the page. */
    path: string;
    snippet: { text: string; mark: boolean }[];
    scope: string;
    language?: string;
    version?: string;
  }[];
  /** Closest indexed terms, as whole queries, when nothing matched. */
  suggestions: string[];
}

/**
 * `GET /_folio/search?q=&lang=&version=&limit=` on one deployment: the query checked, then the
 * ETag (the deployment, the origin and the normalised query: the same request on the same
 * deployment always has the same answer, so a revalidation costs no search), then the engine.
 * Never throws for any query; rejects only when the deployment's files cannot be read.
 */
export async function answerSearchRequest(
  query: string,
  site: DeployedSite,
  context: SearchRequestContext,
): Promise<EndpointAnswer> {
  const parsed = parseSearchParams(query);
  if (!parsed.ok) return errorAnswer(parsed.error);
  const { q, language, version, limit } = parsed.params;
  const etag = `"s-${createHash('sha256')
    .update(
      JSON.stringify([
        site.files.id,
        context.origin,
        q,
        language ?? null,
        version ?? null,
        limit,
        context.readerGroups === undefined ? null : [...context.readerGroups].sort(),
      ]),
    )
    .digest('base64url')
    .slice(0, 27)}"`;
  const cached = { etag, 'cache-control': context.cacheControl };
  if (matchesEtag(context.ifNoneMatch, etag)) return { status: 304, headers: cached, body: '' };
  const search = await site.search();
  if (search === undefined) return errorAnswer(searchError('SEARCH_NOT_AVAILABLE'));
  const scopes = search.scopesFor(language, version);
  if (scopes !== undefined && !Array.isArray(scopes)) return errorAnswer(scopes);
  const found = search.search(q, scopes, limit, context.readerGroups);
  const body: SearchResponseBody = {
    query: q,
    language: language ?? null,
    version: version ?? null,
    total: found.total,
    results: found.results.map(({ href, ...result }) => ({
      title: result.title,
      heading: result.heading,
      url: context.origin + href,
      path: result.path,
      snippet: result.snippet,
      scope: result.scope,
      ...(result.language === undefined ? {} : { language: result.language }),
      ...(result.version === undefined ? {} : { version: result.version }),
    })),
    suggestions: found.suggestions,
  };
  return jsonAnswer(200, body, cached);
}

/** A search error as JSON, never stored by caches. */
export function errorAnswer(error: SearchError, headers: Record<string, string> = {}): EndpointAnswer {
  return jsonAnswer(error.statusCode, error, { 'cache-control': 'no-store', ...headers });
}
