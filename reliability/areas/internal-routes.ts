// The operations routes that only a scraper or the TLS proxy may call (issue 13): /metrics on the
// API and the edge, /internal/tls-ask on the API. Without their token they are refused and say
// nothing; with it they answer (so the refusals are the token's doing, not a missing route).
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { METRICS_TOKEN, TLS_ASK_TOKEN, siteHost, type Answer, type Platform } from '../lib/start-platform.ts';

/** Text only a served metrics page or a tls-ask approval contains. */
const DISCLOSURE = /process_resident_memory_bytes|folio_edge_|http_request|"domain"\s*:/;

/** One row: each route without, with a wrong and with the right token, on the API and on the edge. */
export async function internalRoutes(platform: Platform, site: { slug: string }): Promise<AreaResult> {
  const area = new AreaRecorder('internal routes without a token (issue 13)');
  const wrong = 'x'.repeat(METRICS_TOKEN.length);
  const refused = (name: string, answer: Answer, statuses: number[]) =>
    area.check(
      name,
      statuses.includes(answer.status) && !DISCLOSURE.test(answer.body.toString()),
      `HTTP ${answer.status}${DISCLOSURE.test(answer.body.toString()) ? ', and the body discloses what the route guards' : ''}`,
    );
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  refused('api GET /metrics without a token', await platform.api$('GET', '/metrics'), [401]);
  refused(
    'api GET /metrics with a wrong token',
    await platform.api$('GET', '/metrics', { headers: bearer(wrong) }),
    [401],
  );
  refused(
    'api GET /metrics with the token in the query',
    await platform.api$('GET', `/metrics?token=${METRICS_TOKEN}`),
    [401],
  );
  refused(
    'api GET /metrics with the TLS ask token',
    await platform.api$('GET', '/metrics', { headers: bearer(TLS_ASK_TOKEN) }),
    [401],
  );
  refused(
    'api GET /metrics with Basic credentials',
    await platform.api$('GET', '/metrics', {
      headers: { authorization: `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}` },
    }),
    [401],
  );
  const apiMetrics = await platform.api$('GET', '/metrics', { headers: bearer(METRICS_TOKEN) });
  area.check('api GET /metrics with the token answers', apiMetrics.status === 200, `HTTP ${apiMetrics.status}`);

  const domain = 'docs.example.com';
  refused(
    'api GET /internal/tls-ask without a token',
    await platform.api$('GET', `/internal/tls-ask?domain=${domain}`),
    [401],
  );
  refused(
    'api GET /internal/tls-ask with a wrong ?token=',
    await platform.api$('GET', `/internal/tls-ask?domain=${domain}&token=${wrong}`),
    [401],
  );
  refused(
    'api GET /internal/tls-ask with a wrong bearer token',
    await platform.api$('GET', `/internal/tls-ask?domain=${domain}`, { headers: bearer(wrong) }),
    [401],
  );
  refused(
    'api GET /internal/tls-ask with the metrics token',
    await platform.api$('GET', `/internal/tls-ask?domain=${domain}&token=${METRICS_TOKEN}`),
    [401],
  );
  refused(
    'api GET /internal/tls-ask with an empty ?token=',
    await platform.api$('GET', `/internal/tls-ask?domain=${domain}&token=`),
    [401],
  );
  const ask = await platform.api$('GET', `/internal/tls-ask?domain=${domain}&token=${TLS_ASK_TOKEN}`);
  area.check(
    'api GET /internal/tls-ask with the token answers (404: not a verified domain)',
    ask.status === 404,
    `HTTP ${ask.status}`,
  );

  for (const host of ['127.0.0.1', 'localhost', '[::1]', '10.0.0.1']) {
    refused(`edge GET /metrics on ${host} without a token`, await platform.edge$(host, '/metrics'), [401]);
    refused(
      `edge GET /metrics on ${host} with a wrong token`,
      await platform.edge$(host, '/metrics', { headers: bearer(wrong) }),
      [401],
    );
    refused(
      `edge GET /internal/tls-ask on ${host}`,
      await platform.edge$(host, `/internal/tls-ask?domain=${domain}&token=${TLS_ASK_TOKEN}`),
      [404],
    );
  }
  refused(
    "edge GET /metrics on a site host with the token (the site's path)",
    await platform.edge$(siteHost(site.slug), '/metrics', { headers: bearer(METRICS_TOKEN) }),
    [404],
  );
  const edgeMetrics = await platform.edge$('127.0.0.1', '/metrics', { headers: bearer(METRICS_TOKEN) });
  area.check(
    'edge GET /metrics with the token answers',
    edgeMetrics.status === 200 && edgeMetrics.body.includes('folio_edge_requests_total'),
    `HTTP ${edgeMetrics.status}`,
  );
  area.crash(await platform.servicesDown(), 'the internal routes');
  return area.result;
}
