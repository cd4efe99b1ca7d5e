import * as z from 'zod';
import { MAX_QUERY_CHARS } from '../search/search-limits.ts';
import { MAX_SEARCH_RESULTS } from './mcp-limits.ts';
import { defineSiteTool } from './site-tool.ts';
import { toolError, toolResult } from './tool-result.ts';

/** `search`: the site search (`SiteSearch`, the browser's engine and ranking), as `GET /_folio/search`. */
export const searchTool = defineSiteTool({
  name: 'search',
  title: 'Search the documentation',
  description:
    'Full-text search over every page of this documentation site, with typo tolerance and word forms; identifiers typed exactly (`NO_COLOR`, `x-api-key`, `getUserById`) rank first. Returns the best-matching sections, each with its page title, heading, URL and a snippet with the matched words in **bold**. Use it first to find where something is documented, then `get_page` with a result URL to read the page. Leave `language` and `version` out to search every page.',
  inputSchema: {
    query: z
      .string()
      .min(1)
      .max(MAX_QUERY_CHARS)
      .describe('Words to search for: a few keywords, a phrase or an identifier.'),
    language: z
      .string()
      .max(100)
      .optional()
      .describe('Only pages of this language code (as the site names its languages, e.g. `en`).'),
    version: z.string().max(100).optional().describe('Only pages of this version (e.g. `v2`).'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_RESULTS)
      .optional()
      .describe(`How many results to return (default 8, at most ${MAX_SEARCH_RESULTS}).`),
  },
  outputSchema: {
    query: z.string(),
    total: z.number().describe('Sections that matched in all.'),
    results: z.array(
      z.object({
        title: z.string(),
        heading: z.string().describe('The section heading; empty for the start of the page.'),
        url: z.string(),
        snippet: z.string().describe('Text around the match, matched words in **bold**.'),
        language: z.string().optional(),
        version: z.string().optional(),
      }),
    ),
    suggestions: z.array(z.string()).describe('Close terms to try when nothing matched.'),
  },
  async run({ query, language, version, limit }, ctx) {
    const search = await ctx.site.search();
    if (search === undefined)
      return toolError('This deployment has no search index; the site must be built again to be searchable.');
    const scopes = search.scopesFor(language, version);
    if (scopes !== undefined && !Array.isArray(scopes)) return toolError(`${scopes.message} ${scopes.fix}`);
    const found = search.search(query.trim(), scopes, limit ?? 8, ctx.readerGroups);
    const results = found.results.map((result) => ({
      title: result.title,
      heading: result.heading,
      url: ctx.origin + result.href,
      snippet: result.snippet.map((part) => (part.mark ? `**${part.text}**` : part.text)).join(''),
      ...(result.language === undefined ? {} : { language: result.language }),
      ...(result.version === undefined ? {} : { version: result.version }),
    }));
    const lines =
      results.length === 0
        ? [
            `No section matches "${query}".`,
            ...(found.suggestions.length > 0 ? [`Try: ${found.suggestions.map((s) => `"${s}"`).join(', ')}.`] : []),
          ]
        : [
            `${found.total} sections match "${query}"; the best ${results.length}:`,
            '',
            ...results.map(
              (r, i) =>
                `${i + 1}. [${r.heading === '' || r.heading === r.title ? r.title : `${r.title} › ${r.heading}`}](${r.url})\n   ${r.snippet}`,
            ),
          ];
    return toolResult({ query, total: found.total, results, suggestions: found.suggestions }, lines.join('\n'));
  },
});
