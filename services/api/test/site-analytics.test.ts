// GET /v1/sites/{siteId}/analytics: the rollups the worker writes, read back per range, scoped to
// the tenant like every /v1 route.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEnvWithTenant } from './helpers/env-with-tenant.ts';
import { createSite, createTenant } from './helpers/test-env.ts';

const given = useEnvWithTenant();

const hourOf = (iso: string) => new Date(iso).getTime() / 3_600_000;

/** Writes rollup rows as the worker's consumer does. */
async function seed(siteId: string) {
  const db = given.env.db.pool;
  const counts: [string, string, string, string, number][] = [
    // metric, hour, key, detail, count
    ['view', '2025-03-01T09:00:00Z', '/', '', 5],
    ['view', '2025-03-01T23:00:00Z', '/guides/setup', '', 2],
    ['view', '2025-03-02T00:00:00Z', '/', '', 1],
    ['view', '2025-02-28T23:00:00Z', '/', '', 100], // the day before the range
    ['referrer', '2025-03-01T09:00:00Z', 'www.google.com', '', 3],
    ['agent', '2025-03-01T09:00:00Z', 'openai', 'page', 4],
    ['agent', '2025-03-02T10:00:00Z', 'anthropic', 'markdown', 2],
    ['agent', '2025-03-02T10:00:00Z', 'anthropic', 'mcp', 1],
    ['not_found', '2025-03-01T09:00:00Z', '/gudies', '', 2],
    ['playground', '2025-03-01T09:00:00Z', 'GET /pets/{petId}', '2xx', 6],
    ['playground', '2025-03-02T09:00:00Z', 'GET /pets/{petId}', '4xx', 1],
    ['playground', '2025-03-02T09:00:00Z', 'POST /pets', '5xx', 2],
    ['search', '2025-03-01T09:00:00Z', 'setup guide', '', 3],
    ['search_results', '2025-03-01T09:00:00Z', 'setup guide', '', 12],
    ['search_click', '2025-03-01T09:00:00Z', 'setup guide', '/guides/setup', 2],
    ['search', '2025-03-01T09:00:00Z', 'kubernetes', '', 2],
    ['search_zero', '2025-03-01T09:00:00Z', 'kubernetes', '', 2],
  ];
  for (const [metric, hour, key, detail, count] of counts) {
    await db.query(
      `INSERT INTO analytics_counts (site_id, metric, hour, key, detail, count) VALUES ($1, $2, to_timestamp($3 * 3600), $4, $5, $6)`,
      [siteId, metric, hourOf(hour), key, detail, count],
    );
  }
  await db.query(
    `INSERT INTO analytics_visitor_days (site_id, day, visitors) VALUES ($1, '2025-03-01', 3), ($1, '2025-03-02', 1), ($1, '2025-02-28', 50)`,
    [siteId],
  );
  const feedback: [string, string, string | null, string][] = [
    ['/guides/setup', 'down', 'The port is wrong.', '2025-03-01T10:00:00Z'],
    ['/', 'up', null, '2025-03-01T11:00:00Z'],
    ['/', 'up', '<script>alert(1)</script> great', '2025-03-02T08:00:00Z'],
    ['/', 'down', 'too old', '2025-02-20T08:00:00Z'],
  ];
  for (const [path, rating, comment, at] of feedback) {
    await db.query(
      `INSERT INTO page_feedback (id, site_id, commit_sha, path, rating, comment, created_at) VALUES ($1, $2, 'abc1234def', $3, $4, $5, $6)`,
      [randomUUID(), siteId, path, rating, comment, at],
    );
  }
}

describe('GET /v1/sites/{siteId}/analytics', () => {
  it('answers the range’s totals, days, lists and feedback', async () => {
    const site = await createSite(given.env, given.tenant, { slug: 'counted' });
    await seed(site.id);
    const answer = await given.env.app.inject({
      method: 'GET',
      url: `/v1/sites/${site.id}/analytics?from=2025-03-01&to=2025-03-03`,
      headers: given.tenant.auth,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      from: '2025-03-01',
      to: '2025-03-03',
      views: 8,
      visitors: 4,
      agentViews: 7,
      days: [
        { date: '2025-03-01', views: 7, visitors: 3, agentViews: 4 },
        { date: '2025-03-02', views: 1, visitors: 1, agentViews: 3 },
        { date: '2025-03-03', views: 0, visitors: 0, agentViews: 0 },
      ],
      pages: [
        { path: '/', views: 6 },
        { path: '/guides/setup', views: 2 },
      ],
      referrers: [{ host: 'www.google.com', views: 3 }],
      agents: [
        { family: 'openai', read: 'page', requests: 4 },
        { family: 'anthropic', read: 'markdown', requests: 2 },
        { family: 'anthropic', read: 'mcp', requests: 1 },
      ],
      searches: [
        { query: 'setup guide', count: 3, results: 4, clicks: 2, clickThroughRate: 0.667 },
        { query: 'kubernetes', count: 2, results: 0, clicks: 0, clickThroughRate: 0 },
      ],
      zeroResultSearches: [{ query: 'kubernetes', count: 2 }],
      feedback: {
        up: 2,
        down: 1,
        comments: [
          {
            path: '/',
            rating: 'up',
            comment: '<script>alert(1)</script> great',
            commit: 'abc1234def',
            at: '2025-03-02T08:00:00.000Z',
          },
          {
            path: '/guides/setup',
            rating: 'down',
            comment: 'The port is wrong.',
            commit: 'abc1234def',
            at: '2025-03-01T10:00:00.000Z',
          },
        ],
      },
      playground: [
        { operation: 'GET /pets/{petId}', calls: 7, statuses: { '2xx': 6, '4xx': 1 } },
        { operation: 'POST /pets', calls: 2, statuses: { '5xx': 2 } },
      ],
      notFound: [{ path: '/gudies', count: 2 }],
    });
  });

  it('lets a sites:read key read it, and no other tenant', async () => {
    const site = await createSite(given.env, given.tenant, { slug: 'scoped' });
    const key = await given.env.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: given.tenant.auth,
      payload: { name: 'analytics reader', scopes: ['sites:read'] },
    });
    const reader = { authorization: `Bearer ${key.json().key}` };
    const url = `/v1/sites/${site.id}/analytics`;
    const read = await given.env.app.inject({ method: 'GET', url, headers: reader });
    expect(read.statusCode).toBe(200);
    // The default range: the last 30 days, today included.
    expect(read.json().days).toHaveLength(30);
    expect(read.json().to).toBe(new Date().toISOString().slice(0, 10));

    const builds = await given.env.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: given.tenant.auth,
      payload: { name: 'ci', scopes: ['builds:write'] },
    });
    const denied = await given.env.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${builds.json().key}` },
    });
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'SCOPE_MISSING']);

    const other = await createTenant(given.env, 'Other tenant');
    const foreign = await given.env.app.inject({ method: 'GET', url, headers: other.auth });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'SITE_NOT_FOUND']);
    expect((await given.env.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses ranges that are backwards, not dates, or too long', async () => {
    const site = await createSite(given.env, given.tenant, { slug: 'ranges' });
    const ask = async (query: string) => {
      const answer = await given.env.app.inject({
        method: 'GET',
        url: `/v1/sites/${site.id}/analytics?${query}`,
        headers: given.tenant.auth,
      });
      return [answer.statusCode, answer.json().code];
    };
    expect(await ask('from=2025-03-05&to=2025-03-01')).toEqual([400, 'INVALID_DATE_RANGE']);
    expect(await ask('from=2025-02-30&to=2025-03-01')).toEqual([400, 'INVALID_DATE_RANGE']);
    expect(await ask('from=2023-01-01&to=2025-01-01')).toEqual([400, 'INVALID_DATE_RANGE']);
    expect(await ask('from=yesterday')).toEqual([400, 'VALIDATION_FAILED']);
    expect(await ask('from=2024-01-01&to=2024-12-31')).toEqual([200, undefined]);
  });
});
