const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', format: 'date' } as const;
const list = (properties: Record<string, unknown>, required: string[], description: string) =>
  ({ type: 'array', description, items: { type: 'object', properties, required } }) as const;

/** JSON schema of `GET /v1/sites/{siteId}/analytics`. */
export const siteAnalyticsSchema = {
  type: 'object',
  description:
    'A site’s analytics over a range of UTC days, counted at the edge without cookies (docs/privacy.mdx). Lists are largest first, at most 100 rows (200 feedback comments, newest first).',
  properties: {
    from: day,
    to: day,
    views: { ...count, description: 'Page views by people: HTML pages a browser showed (not prefetches, not agents).' },
    visitors: {
      ...count,
      description: 'Unique visitors per day, added up over the range (a visitor on two days counts twice).',
    },
    agentViews: {
      ...count,
      description: 'Requests of crawlers and AI agents: pages, Markdown (`.md`), llms files and MCP calls.',
    },
    days: list(
      { date: day, views: count, visitors: count, agentViews: count },
      ['date', 'views', 'visitors', 'agentViews'],
      'Every day of the range, days without traffic included.',
    ),
    pages: list({ path: { type: 'string' }, views: count }, ['path', 'views'], 'Pages by views.'),
    referrers: list(
      { host: { type: 'string' }, views: count },
      ['host', 'views'],
      'Hosts of other sites readers came from, by views. `(other)` gathers hosts beyond the per-hour cap.',
    ),
    agents: list(
      {
        family: {
          type: 'string',
          description: 'openai, anthropic, perplexity, google, …, http-client, browser, unknown',
        },
        read: { type: 'string', enum: ['page', 'markdown', 'llms', 'mcp'] },
        requests: count,
      },
      ['family', 'read', 'requests'],
      'Agent traffic by family and by what was read.',
    ),
    searches: list(
      {
        query: { type: 'string', description: 'Normalised: lower case, single spaces, at most 100 characters.' },
        count,
        results: { ...count, description: 'Results a search for it found, on average.' },
        clicks: { ...count, description: 'Results opened from it.' },
        clickThroughRate: { type: 'number', minimum: 0, maximum: 1 },
      },
      ['query', 'count', 'results', 'clicks', 'clickThroughRate'],
      'Searches readers settled on.',
    ),
    zeroResultSearches: list({ query: { type: 'string' }, count }, ['query', 'count'], 'Searches that found nothing.'),
    feedback: {
      type: 'object',
      properties: {
        up: count,
        down: count,
        comments: list(
          {
            path: { type: 'string' },
            rating: { type: 'string', enum: ['up', 'down'] },
            comment: { type: 'string' },
            commit: { type: ['string', 'null'], description: 'The commit of the deployment the reader saw.' },
            at: { type: 'string', format: 'date-time' },
          },
          ['path', 'rating', 'comment', 'commit', 'at'],
          'Votes with a comment, newest first.',
        ),
      },
      required: ['up', 'down', 'comments'],
    },
    playground: list(
      {
        operation: { type: 'string', description: 'Method and path template, e.g. `GET /pets/{petId}`.' },
        calls: count,
        statuses: {
          type: 'object',
          description: 'Calls by status class: `2xx` … `5xx`, or `error` when the API did not answer.',
          additionalProperties: count,
        },
      },
      ['operation', 'calls', 'statuses'],
      'API playground calls per operation.',
    ),
    notFound: list({ path: { type: 'string' }, count }, ['path', 'count'], 'Paths readers met a 404 at.'),
  },
  required: [
    'from',
    'to',
    'views',
    'visitors',
    'agentViews',
    'days',
    'pages',
    'referrers',
    'agents',
    'searches',
    'zeroResultSearches',
    'feedback',
    'playground',
    'notFound',
  ],
} as const;
