import { renderSite, type SiteFile } from '@folio/site';
import { sampleSite } from '@folio/site/testing';
import { describe, expect, it } from 'vitest';
import { SiteCache } from '../site-cache.ts';
import type { SiteFiles } from '../site-files.ts';
import { answerSearchRequest, type SearchResponseBody } from './answer-search-request.ts';

/** The files renderSite wrote, read as a deployment's. */
function filesOf(files: readonly SiteFile[], id: string): SiteFiles {
  const byUrl = new Map(files.map((file) => [file.urlPath, file.body]));
  return { id, read: async (urlPath) => byUrl.get(urlPath) };
}

const input = sampleSite();
// Words only one page holds, deep in its text.
input.content.get('en/v2/internals/queue')!.markdown += '\n\n## Retries\n\nFailed jobs use exponential backoff.';
input.content.get('fr/v2/internals/queue')!.markdown += '\n\n## Reprises\n\nLes tâches échouées utilisent un backoff.';
const site = new SiteCache({ maxBytes: 64 * 1024 * 1024 }).get(filesOf(renderSite(input), 'deployment-1'));
const context = { origin: 'https://docs.acme.test', cacheControl: 'public, max-age=0, must-revalidate' };
const search = async (query: string, extra: Partial<typeof context & { ifNoneMatch: string }> = {}) => {
  const answer = await answerSearchRequest(query, site, { ...context, ...extra });
  return { ...answer, json: answer.body === '' ? undefined : (JSON.parse(answer.body) as SearchResponseBody) };
};

describe('GET /_folio/search', () => {
  it('answers ranked sections with title, heading, absolute URL, marked snippet and scope', async () => {
    const { status, headers, json } = await search('q=exponential+backoff');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(json!.total).toBeGreaterThanOrEqual(1);
    expect(json!.results[0]).toMatchObject({
      title: 'Queue',
      heading: 'Retries',
      url: 'https://docs.acme.test/en/v2/internals/queue',
      path: '/en/v2/internals/queue',
      scope: 'en/v2',
      language: 'en',
      version: 'v2',
    });
    expect(json!.results[0]!.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual([
      'exponential',
      'backoff',
    ]);
  });

  it('stays within a language, a version or both, and says which the site has', async () => {
    const fr = await search('q=backoff&lang=fr');
    expect(fr.json!.results.map((result) => result.path)).toEqual(['/fr/v2/internals/queue']);
    const all = await search('q=backoff');
    expect(new Set(all.json!.results.map((result) => result.scope))).toEqual(new Set(['en/v2', 'fr/v2']));
    const v1 = await search('q=introduction&version=v1&limit=50');
    expect(v1.json!.results.length).toBeGreaterThan(0);
    expect(v1.json!.results.every((result) => result.scope === 'en/v1')).toBe(true);
    const unknown = await search('q=backoff&lang=de');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      code: 'SEARCH_SCOPE_UNKNOWN',
      message: 'This site has no pages in language "de"; it has languages en, fr and versions v2, v1.',
    });
  });

  it('answers 304 to a revalidation of the same search on the same deployment', async () => {
    const first = await search('q=backoff&limit=3');
    const again = await search('q=backoff&limit=3', { ifNoneMatch: first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const other = await search('q=backoff&limit=4', { ifNoneMatch: first.headers.etag! });
    expect(other.status).toBe(200);
    const elsewhere = await answerSearchRequest('q=backoff&limit=3', site, { ...context, origin: 'https://b.test' });
    expect(elsewhere.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses a missing, over-long or odd query with a clear JSON error, and never throws', async () => {
    expect((await search('')).json).toMatchObject({ statusCode: 400, code: 'SEARCH_QUERY_MISSING' });
    const long = await search(`q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({
      code: 'SEARCH_QUERY_TOO_LONG',
      message: 'The search query is 201 characters long; at most 200 are read.',
    });
    expect(long.headers['cache-control']).toBe('no-store');
    expect((await search('q=a&limit=0')).json).toMatchObject({ code: 'SEARCH_LIMIT_INVALID' });
    expect((await search('q=a&limit=1e3')).json).toMatchObject({ code: 'SEARCH_LIMIT_INVALID' });
    for (const query of [
      'q=%FF%FE',
      'q=%00',
      'q=%E4%BD%A0%E5%A5%BD',
      'q=%F0%9F%99%82',
      'q=%ED%A0%80',
      'q="*(',
      'q=%',
      `q=${'é'.repeat(200)}`,
    ])
      expect([200, 400]).toContain((await search(query)).status);
  });

  it('says so when the deployment has no search index', async () => {
    const empty = new SiteCache({ maxBytes: 1024 }).get({ id: 'empty', read: async () => undefined });
    const answer = await answerSearchRequest('q=x', empty, context);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'SEARCH_NOT_AVAILABLE' });
  });
});
