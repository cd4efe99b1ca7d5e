// Area 2: hostile requests — webhook abuse, edge path fuzzing across two tenants, hostile
// playground proxy targets through the edge, API authorisation fuzzing of every route (API keys and
// dashboard sessions), and the walls
// of issue 13 (hostile redirects, internal routes without a token, a flood of unknown hosts, large
// webhook bodies, a webhook flood and a replayed push). After each row every service must still
// answer its health route.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { Dialer, DialTarget, HostLookup } from '@folio/playground-proxy';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { startCanary } from '../lib/canary.ts';
import { docsSite } from '../lib/git-repo.ts';
import { rawHttp, rawStatus } from '../lib/raw-http.ts';
import { OPERATOR_TOKEN, siteHost, startPlatform, type Answer, type Platform } from '../lib/start-platform.ts';
import { v1Routes } from '../lib/v1-routes.ts';
import { hostileRedirects, redirectSite } from './hostile-redirects.ts';
import { internalRoutes } from './internal-routes.ts';
import { sessionAuthorisation } from './session-authorisation.ts';
import { FLOOD_EDGE_ENV, unknownHostFlood } from './unknown-host-flood.ts';
import { WEBHOOK_WALL_API_ENV, webhookWalls } from './webhook-walls.ts';

type Site = { id: string; slug: string; webhookSecret: string };

/** Runs the four kinds of hostile requests on one platform; returns one row per kind. */
export async function runHostileRequests(options: { slowBodyMs?: number } = {}): Promise<AreaResult[]> {
  const canary = await startCanary();
  const dns = new Map<string, string[][]>();
  const calls = new Map<string, number>();
  const dialled: DialTarget[] = [];
  const lookup: HostLookup = async (hostname) => {
    const sequence = dns.get(hostname);
    const index = calls.get(hostname) ?? 0;
    calls.set(hostname, index + 1);
    if (sequence === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return (sequence[Math.min(index, sequence.length - 1)] ?? []).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
  };
  // Records what it was asked to reach and connects to the loopback canary instead: never outside loopback.
  const dial: Dialer = (target) => {
    dialled.push(target);
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port: canary.port });
      socket.once('connect', () => resolve(socket));
      socket.once('error', reject);
    });
  };
  const allow = { hit: async () => true };
  // Host lookups are not cached here: each case changes the site's allow-list in Postgres.
  const platform = await startPlatform({
    edgePlayground: { lookup, connect: dial, clientLimiter: allow, siteLimiter: allow },
    edgeEnv: { HOST_CACHE_TTL_MS: '0', ...FLOOD_EDGE_ENV },
    apiEnv: { ...WEBHOOK_WALL_API_ENV },
  });
  try {
    await platform.startWorker();
    const a = await platform.createTenant('Tenant A');
    const b = await platform.createTenant('Tenant B');
    const repoA = await platform.createRepo('tenant-a');
    const repoB = await platform.createRepo('tenant-b');
    const markerA = `TENANT-A-${randomBytes(6).toString('hex')}`;
    const markerB = `TENANT-B-${randomBytes(6).toString('hex')}`;
    const siteA = await platform.createSite(a.key, repoA);
    const siteB = await platform.createSite(b.key, repoB);
    await platform.pushWebhook(siteA, await repoA.commit(docsSite(markerA)));
    await platform.pushWebhook(siteB, await repoB.commit(docsSite(markerB)));
    // Tenant C's site has the redirect rules of issue 13; its webhooks are the walls' (A's per-site count stays low).
    const c = await platform.createTenant('Tenant C');
    const repoC = await platform.createRepo('tenant-c');
    const siteC = await platform.createSite(c.key, repoC);
    await platform.pushWebhook(siteC, await repoC.commit(redirectSite(`TENANT-C-${randomBytes(6).toString('hex')}`)));
    if (!(await platform.waitForBuildsToEnd(120_000))) throw new Error('the tenant sites did not build');
    const rows: Array<[string, () => Promise<AreaResult>]> = [
      ['webhook abuse', () => webhookAbuse(platform, siteA, options.slowBodyMs ?? 3_000)],
      [
        'edge path fuzzing',
        () => edgePathFuzzing(platform, { site: siteA, marker: markerA }, { site: siteB, marker: markerB }),
      ],
      ['hostile proxy targets', () => hostileProxyTargets(platform, siteA, canary, dns, calls, dialled)],
      ['API authorisation fuzzing', () => apiAuthorisation(platform, { tenant: a, site: siteA, marker: markerA }, b)],
      [
        'API authorisation fuzzing (sessions)',
        () => sessionAuthorisation(platform, { tenant: a, site: siteA, marker: markerA }, b),
      ],
      ['hostile redirects', () => hostileRedirects(platform, siteC)],
      ['internal routes', () => internalRoutes(platform, siteA)],
      ['unknown-host flood', () => unknownHostFlood(platform, { slug: siteA.slug, marker: markerA })],
      // Last: its flood fills the address's webhook window.
      ['webhook walls', () => webhookWalls(platform, siteC, repoC)],
    ];
    const results: AreaResult[] = [];
    for (const [name, row] of rows) {
      const result = await row();
      const down = await platform.servicesDown();
      if (down.length > 0) {
        result.crashed = (result.crashed ?? 0) + down.length;
        result.failures.push(...down.map((service) => `crashed during ${name}: ${service}`));
      }
      results.push(result);
    }
    return results;
  } finally {
    await platform.close();
    await canary.close();
  }
}

async function countBuilds(platform: Platform, siteId: string): Promise<number> {
  const rows = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM builds WHERE site_id = $1', [
    siteId,
  ]);
  return rows.rows[0]!.n;
}

function githubRequest(
  site: Site,
  body: string,
  headers: Record<string, string | null> = {},
): { headers: Record<string, string>; body: string } {
  const all: Record<string, string | null> = {
    'content-type': 'application/json',
    'x-github-event': 'push',
    'x-github-delivery': randomUUID(),
    'x-hub-signature-256': `sha256=${createHmac('sha256', site.webhookSecret).update(body).digest('hex')}`,
    ...headers,
  };
  return {
    headers: Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)),
    body,
  };
}

async function webhookAbuse(platform: Platform, site: Site, slowBodyMs: number): Promise<AreaResult> {
  const area = new AreaRecorder('webhook abuse');
  const push = (sha = randomBytes(20).toString('hex'), ref = 'refs/heads/main') =>
    JSON.stringify({ ref, after: sha, deleted: false });
  const github = (request: { headers: Record<string, string>; body: string | Buffer }, siteId = site.id) =>
    platform.api$('POST', `/webhooks/github/${siteId}`, request);
  const accepted: string[] = [];
  const expectRefused = async (name: string, answer: Promise<Answer>, status: number | number[], builds = 0) => {
    const before = await countBuilds(platform, site.id);
    const result = await answer;
    const after = await countBuilds(platform, site.id);
    const statuses = Array.isArray(status) ? status : [status];
    area.check(
      name,
      statuses.includes(result.status) && after - before === builds,
      `HTTP ${result.status} (expected ${statuses.join('/')}), ${after - before} builds queued (expected ${builds})`,
    );
    if (result.status >= 200 && result.status < 300) {
      const buildId = (JSON.parse(result.body.toString()) as { buildId?: string | null }).buildId;
      if (buildId) accepted.push(buildId);
    }
  };
  const body = push();
  const signed = githubRequest(site, body);
  await expectRefused(
    'missing signature',
    github({ ...signed, headers: { ...signed.headers, 'x-hub-signature-256': '' } }),
    401,
  );
  await expectRefused('no signature header', github(githubRequest(site, body, { 'x-hub-signature-256': null })), 401);
  await expectRefused(
    'garbage signature',
    github(githubRequest(site, body, { 'x-hub-signature-256': 'sha256=zz' })),
    401,
  );
  await expectRefused(
    'signature of zeros',
    github(githubRequest(site, body, { 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` })),
    401,
  );
  await expectRefused(
    'sha1 signature',
    github(
      githubRequest(site, body, {
        'x-hub-signature-256': `sha1=${createHmac('sha1', site.webhookSecret).update(body).digest('hex')}`,
      }),
    ),
    401,
  );
  await expectRefused(
    'signed with another secret',
    github(
      githubRequest(site, body, {
        'x-hub-signature-256': `sha256=${createHmac('sha256', 'wrong').update(body).digest('hex')}`,
      }),
    ),
    401,
  );
  await expectRefused('signature of another body', github({ headers: signed.headers, body: push() }), 401);
  await expectRefused('signature of the body plus a byte', github({ headers: signed.headers, body: `${body} ` }), 401);
  await expectRefused(
    'upper-case hex signature',
    github(githubRequest(site, body, { 'x-hub-signature-256': `sha256=${'G'.repeat(64)}` })),
    401,
  );
  await expectRefused('unknown site id', github(signed, randomUUID()), 404);
  await expectRefused('malformed site id', github(signed, '..%2f..%2fv1%2ftenants'), [400, 404]);
  // Replay: the same delivery again is a duplicate (one build); GitHub signs no timestamp, so the delivery id is the replay key.
  const delivery = githubRequest(site, push());
  await expectRefused('first delivery', github(delivery), 202, 1);
  await expectRefused('replayed delivery', github(delivery), [200, 202], 0);
  await expectRefused('replayed delivery, third time', github(delivery), [200, 202], 0);
  // Wrong events: answered, nothing built.
  for (const event of ['issues', 'release', 'pull_request', 'create', 'delete', 'star', '', 'PUSH']) {
    await expectRefused(
      `event "${event}"`,
      github(githubRequest(site, push(), { 'x-github-event': event })),
      [200, 202],
      0,
    );
  }
  await expectRefused('ping', github(githubRequest(site, '{"zen":"hi"}', { 'x-github-event': 'ping' })), 200, 0);
  await expectRefused('push of a tag', github(githubRequest(site, push(undefined, 'refs/tags/v1.0'))), [200, 202], 0);
  await expectRefused(
    'push with a bad commit id',
    github(githubRequest(site, JSON.stringify({ ref: 'refs/heads/main', after: '../../etc', deleted: false }))),
    [200, 202, 400],
    0,
  );
  // Malformed bodies, correctly signed.
  for (const [name, raw] of [
    ['malformed JSON', '{"ref":'],
    ['JSON null', 'null'],
    ['JSON array', '[1,2]'],
    ['JSON string', '"push"'],
    ['deep JSON', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['binary', randomBytes(512).toString('latin1')],
  ] as const) {
    await expectRefused(name, github(githubRequest(site, raw)), [400, 200, 202], 0);
  }
  await expectRefused(
    'form body without payload',
    github(githubRequest(site, 'a=b', { 'content-type': 'application/x-www-form-urlencoded' })),
    [400, 200, 202],
    0,
  );
  // Huge bodies: over the limit (1 MB here), signed or not.
  const huge = `{"ref":"refs/heads/main","pad":"${'x'.repeat(2 * 1024 * 1024)}"}`;
  await expectRefused('2 MB signed body', github(githubRequest(site, huge)), 413);
  await expectRefused(
    '2 MB unsigned body',
    github(githubRequest(site, huge, { 'x-hub-signature-256': null })),
    [401, 413],
  );
  const liar = await rawHttp(
    new URL(platform.apiUrl).port as unknown as number,
    `POST /webhooks/github/${site.id} HTTP/1.1\r\nHost: api\r\ncontent-type: application/json\r\ncontent-length: 999999999\r\nconnection: close\r\n\r\n`,
    { body: Buffer.from('{}'), timeoutMs: 5_000 },
  );
  area.check('content-length of 1 GB', [413, 400].includes(rawStatus(liar)), `HTTP ${rawStatus(liar)}`);
  // GitLab and generic hooks.
  const gitlab = (token: string | null, ts?: string) =>
    platform.api$('POST', `/webhooks/gitlab/${site.id}`, {
      headers: {
        'content-type': 'application/json',
        'x-gitlab-event': 'Push Hook',
        ...(token === null ? {} : { 'x-gitlab-token': token }),
        ...(ts ? { 'idempotency-key': ts } : {}),
      },
      body: JSON.stringify({
        ref: 'refs/heads/main',
        after: randomBytes(20).toString('hex'),
        checkout_sha: randomBytes(20).toString('hex'),
      }),
    });
  await expectRefused('GitLab without token', gitlab(null), 401);
  await expectRefused('GitLab with a wrong token', gitlab('wrong-token'), 401);
  const generic = (timestamp: number, sign = true) => {
    const raw = JSON.stringify({ ref: 'refs/heads/main', commitSha: randomBytes(20).toString('hex') });
    const ts = String(timestamp);
    return platform.api$('POST', `/webhooks/generic/${site.id}`, {
      headers: {
        'content-type': 'application/json',
        'x-folio-timestamp': ts,
        'x-folio-signature': `v1=${sign ? createHmac('sha256', site.webhookSecret).update(`${ts}.${raw}`).digest('hex') : '00'}`,
      },
      body: raw,
    });
  };
  const now = Math.floor(Date.now() / 1000);
  await expectRefused('generic hook replayed an hour later', generic(now - 3_600), 401);
  await expectRefused('generic hook from the future', generic(now + 3_600), 401);
  await expectRefused('generic hook with a bad signature', generic(now, false), 401);
  // Slow bodies: 10 clients dribble signed bodies; a normal webhook meanwhile still answers fast and
  // every slow one ends correctly.
  const port = Number(new URL(platform.apiUrl).port);
  const slow = Array.from({ length: 10 }, () => {
    const request = githubRequest(site, push());
    const head = `POST /webhooks/github/${site.id} HTTP/1.1\r\nHost: api\r\n${Object.entries(request.headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}content-length: ${Buffer.byteLength(request.body)}\r\nconnection: close\r\n\r\n`;
    return new Promise<number>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('close', () => resolve(rawStatus(Buffer.concat(chunks))));
      socket.on('error', () => {});
      socket.write(head);
      const bytes = Buffer.from(request.body);
      const step = Math.max(1, Math.ceil(bytes.length / 10));
      let offset = 0;
      const timer = setInterval(() => {
        socket.write(bytes.subarray(offset, offset + step));
        offset += step;
        if (offset >= bytes.length) clearInterval(timer);
      }, slowBodyMs / 10);
    });
  });
  const fastStarted = performance.now();
  const fast = await platform.pushWebhook(site, randomBytes(20).toString('hex'));
  const fastMs = performance.now() - fastStarted;
  area.check(
    'a webhook during 10 slow bodies answers within 1 s',
    fast.status === 202 && fastMs < 1_000,
    `HTTP ${fast.status} in ${fastMs.toFixed(0)} ms`,
  );
  if (fast.status === 202) accepted.push((JSON.parse(fast.body.toString()) as { buildId: string }).buildId);
  const slowStatuses = await Promise.all(slow);
  area.check(
    '10 slow signed bodies are accepted once complete',
    slowStatuses.every((s) => s === 202),
    `statuses ${slowStatuses.join(',')}`,
  );
  // Nothing answered 2xx is lost: every accepted build id exists.
  // A replayed delivery answers with the first delivery's build id: count each build once.
  const unique = [...new Set(accepted)];
  const found = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM builds WHERE id = ANY($1)', [
    unique,
  ]);
  area.lose(unique.length - found.rows[0]!.n, 'accepted webhooks without a build');
  return area.result;
}

async function edgePathFuzzing(
  platform: Platform,
  a: { site: Site; marker: string },
  b: { site: Site; marker: string },
): Promise<AreaResult> {
  const area = new AreaRecorder('edge path fuzzing (2 tenants)');
  const bases = [
    '/',
    '/index',
    '/page-1',
    '/page-1.md',
    '/page-2',
    '/sitemap.xml',
    '/llms.txt',
    '/404',
    '/_folio/',
    '/search.json',
  ];
  const tricks = (other: Site) => [
    '',
    '/',
    '//',
    '/.',
    '/..',
    '/../',
    '/%2e%2e/',
    '/%2E%2E%2F',
    '/%252e%252e%252f',
    '/..%2f..%2f',
    '/..\\..\\',
    '/%5c..%5c',
    '/%00',
    '%00',
    '/%2500',
    '/.%00.',
    ';',
    ';/..',
    '?x=../',
    '#frag',
    '/%C0%AE%C0%AE/',
    '/%uff0e%uff0e/',
    '/\u2025/',
    '/ .. /',
    '/...',
    '/..;/',
    `/../${other.slug}/`,
    `/../../sites/${other.id}/`,
    `/sites/${other.id}/deployments/`,
    `/${other.slug}`,
    '/%2f%2f',
    '/./././',
    `/${'a/'.repeat(500)}`,
    `/${'%2e%2e/'.repeat(50)}`,
  ];
  const hostsFor = (site: Site) => [
    siteHost(site.slug),
    siteHost(site.slug).toUpperCase(),
    `${siteHost(site.slug)}.`,
    `${siteHost(site.slug)}:80`,
    `${siteHost(site.slug)}:443`,
  ];
  let crossBytes = 0;
  const probe = async (host: string, path: string, extra: string, own: string, foreign: string, name: string) => {
    const answer = await rawHttp(
      platform.edgePort,
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`,
    );
    const status = rawStatus(answer);
    const leaked = answer.includes(foreign);
    if (leaked) crossBytes += answer.length;
    area.check(name, !leaked && status > 0 && status < 500, leaked ? 'served the other tenant' : `HTTP ${status}`);
    void own;
  };
  for (const [self, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const host of hostsFor(self.site)) {
      for (const base of bases) {
        for (const trick of tricks(other.site)) {
          const path = `${base}${trick}`.replace(/^(?!\/)/, '/');
          await probe(host, path, '', self.marker, other.marker, `${host} ${path}`);
        }
      }
    }
    // Header and request-line tricks naming the other tenant.
    const otherHost = siteHost(other.site.slug);
    await probe(
      siteHost(self.site.slug),
      '/',
      `X-Forwarded-Host: ${otherHost}\r\n`,
      self.marker,
      other.marker,
      'X-Forwarded-Host of the other tenant',
    );
    await probe(
      siteHost(self.site.slug),
      `http://${otherHost}/`,
      '',
      self.marker,
      other.marker,
      'absolute-form request line naming the other tenant',
    );
    await probe(`${siteHost(self.site.slug)}@${otherHost}`, '/', '', self.marker, other.marker, 'Host with userinfo');
    await probe(`${otherHost}/../${siteHost(self.site.slug)}`, '/', '', self.marker, other.marker, 'Host with a path');
    await probe(
      `${self.site.slug}.${otherHost}`,
      '/',
      '',
      self.marker,
      other.marker,
      'Host with the other tenant as suffix',
    );
    await probe(
      `${siteHost(self.site.slug)}\r\nHost: ${otherHost}`,
      '/',
      '',
      self.marker,
      other.marker,
      'two Host headers',
    );
  }
  // The tenants' own pages are still served (the fuzzing did not break serving).
  for (const site of [a, b]) {
    const page = await platform.edge$(siteHost(site.site.slug), '/');
    area.check(
      `${site.marker.slice(0, 8)} home page still served`,
      page.status === 200 && page.body.includes(site.marker),
      `HTTP ${page.status}`,
    );
  }
  area.lose(crossBytes, 'bytes of one tenant served to the other');
  area.result.figures = { 'cross-tenant bytes': crossBytes };
  return area.result;
}

/** Hostile playground targets; `{C}` is the canary port. */
export function hostileTargets(): Array<{ url: string; dns?: Record<string, string[][]>; allow?: string[] }> {
  const C = '{C}';
  const literal = [
    `http://127.0.0.1:${C}/`,
    `http://127.255.255.254:${C}/`,
    `http://0.0.0.0:${C}/`,
    `http://0:${C}/`,
    'http://0.1.2.3/',
    'http://10.0.0.1/',
    'http://10.255.255.255/',
    'http://172.16.0.1/',
    'http://172.31.255.254/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://100.127.255.254/',
    'http://198.18.0.1/',
    'http://192.0.2.1/',
    'http://198.51.100.1/',
    'http://203.0.113.1/',
    'http://192.0.0.1/',
    'http://224.0.0.1/',
    'http://239.255.255.250/',
    'http://240.0.0.1/',
    'http://255.255.255.255/',
    `http://2130706433:${C}/`,
    `http://0177.0.0.1:${C}/`,
    `http://0x7f.1:${C}/`,
    `http://127.1:${C}/`,
    `http://0x7f000001:${C}/`,
    `http://017700000001:${C}/`,
    `http://127.0.0.1.:${C}/`,
    'http://3232235777/',
    'http://0xA9FEA9FE/',
    'http://0251.0376.0251.0376/',
    `http://[::1]:${C}/`,
    `http://[::]:${C}/`,
    `http://[::ffff:127.0.0.1]:${C}/`,
    `http://[::ffff:7f00:1]:${C}/`,
    'http://[::ffff:10.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fc00::1]/',
    'http://[fd12:3456:789a::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[2002:a00:1::1]/',
    'http://[2002:7f00:1::1]/',
    'http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/',
    'http://[2001:db8::1]/',
    'http://[100::1]/',
  ].map((url) => ({ url }));
  const named = [
    ['127.0.0.1'],
    ['10.0.0.5'],
    ['172.20.1.1'],
    ['192.168.0.10'],
    ['169.254.169.254'],
    ['100.100.100.200'],
    ['0.0.0.0'],
    ['93.184.215.14', '10.0.0.1'],
    ['10.0.0.1', '93.184.215.14'],
    ['::1'],
    ['2606:4700::1111', 'fd00::1'],
    ['::ffff:192.168.0.1'],
    ['64:ff9b::a9fe:a9fe'],
    ['not-an-address'],
  ].map((answers, i) => ({ url: `http://api${i}.example.com:${C}/`, dns: { [`api${i}.example.com`]: [answers] } }));
  const rebinding = [
    { url: `http://rebind.example.com:${C}/`, dns: { 'rebind.example.com': [['10.0.0.1'], ['93.184.215.14']] } },
    { url: 'http://nx.example.com/', dns: {} },
  ];
  const allowList = ['https://api.example.com'];
  const tricks = [
    'https://api.example.com.evil.test/',
    `https://api.example.com@127.0.0.1:${C}/`,
    `https://api.example.com:443@127.0.0.1:${C}/`,
    'https://user:pass@api.example.com/',
    `https://127.0.0.1:${C}#@api.example.com/`,
    `https://127.0.0.1:${C}?@api.example.com/`,
    'https://api.example.com:8443/',
    'http://api.example.com/',
    'https://evil-api.example.com/',
    'https://api.example.com%00.evil.test/',
    '//api.example.com/',
    '/internal',
    'file:///etc/passwd',
    `gopher://127.0.0.1:${C}/_GET%20/`,
    `ftp://127.0.0.1:${C}/`,
    'data:text/plain,hi',
    'javascript:alert(1)',
    `ws://127.0.0.1:${C}/`,
    `dict://127.0.0.1:${C}/info`,
  ].map((url) => ({ url, allow: allowList }));
  return [...literal, ...named, ...rebinding, ...tricks];
}

async function hostileProxyTargets(
  platform: Platform,
  site: Site,
  canary: { port: number; connections(): number },
  dns: Map<string, string[][]>,
  calls: Map<string, number>,
  dialled: DialTarget[],
): Promise<AreaResult> {
  const area = new AreaRecorder('hostile proxy targets');
  const host = siteHost(site.slug);
  for (const target of hostileTargets()) {
    const url = target.url.replaceAll('{C}', String(canary.port));
    let origin = 'null';
    try {
      origin = new URL(url).origin;
    } catch {}
    // The allow-list holds the target's own origin (so the address guard is what must refuse it), or the strict list.
    await platform.db.query('UPDATE sites SET playground_origins = $2 WHERE id = $1', [
      site.id,
      target.allow ?? [origin].filter((o) => o !== 'null'),
    ]);
    await platform.db.query('UPDATE deployments SET playground_origins = $2 WHERE site_id = $1', [site.id, []]);
    dns.clear();
    calls.clear();
    for (const [name, answers] of Object.entries(target.dns ?? {})) dns.set(name, answers);
    dialled.length = 0;
    const before = canary.connections();
    const result = await postJson(platform, host, { method: 'GET', url, headers: {}, query: [] });
    const code = (() => {
      try {
        return (JSON.parse(result.body.toString()) as { code?: string }).code ?? '';
      } catch {
        return '';
      }
    })();
    const refused = result.status >= 400 && code.startsWith('PROXY_');
    const reached = canary.connections() - before;
    area.check(
      `${url} → ${code || result.status}`,
      refused && dialled.length === 0 && reached === 0,
      `HTTP ${result.status} ${code}, dialled ${dialled.map((d) => d.address).join(',') || 'nothing'}, canary ${reached}`,
    );
  }
  area.result.figures = { 'canary connections': canary.connections() };
  area.lose(canary.connections(), 'connections reached the loopback canary');
  return area.result;
}

function postJson(platform: Platform, host: string, body: unknown): Promise<Answer> {
  return platformRequest(platform, host, JSON.stringify(body));
}

async function platformRequest(platform: Platform, host: string, body: string): Promise<Answer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: platform.edgePort,
        method: 'POST',
        path: '/_docs/api/request',
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function apiAuthorisation(
  platform: Platform,
  a: { tenant: { id: string; key: string }; site: Site; marker: string },
  b: { id: string; key: string },
): Promise<AreaResult> {
  const area = new AreaRecorder('API authorisation fuzzing');
  const auth = (key: string) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
  // A's resources: a second key (revoked), a build, a deployment (live), a domain.
  const keyAnswer = await platform.api$('POST', '/v1/api-keys', {
    headers: auth(a.tenant.key),
    body: JSON.stringify({ name: 'to revoke' }),
  });
  const revoked = JSON.parse(keyAnswer.body.toString()) as {
    id?: string;
    key?: string;
    apiKey?: { id: string; key: string };
  };
  const revokedKey = revoked.apiKey?.key ?? revoked.key ?? '';
  const revokedId = revoked.apiKey?.id ?? revoked.id ?? '';
  await platform.api$('DELETE', `/v1/api-keys/${revokedId}`, { headers: { authorization: `Bearer ${a.tenant.key}` } });
  const build = await platform.db.query<{ id: string }>(
    'SELECT id FROM builds WHERE site_id = $1 ORDER BY queued_at LIMIT 1',
    [a.site.id],
  );
  const deployment = await platform.db.query<{ id: string }>(
    'SELECT active_deployment_id AS id FROM sites WHERE id = $1',
    [a.site.id],
  );
  const domainAnswer = await platform.api$('POST', `/v1/sites/${a.site.id}/domains`, {
    headers: auth(a.tenant.key),
    body: JSON.stringify({ hostname: `docs-${randomBytes(3).toString('hex')}.acme-reliability.com` }),
  });
  const domain = JSON.parse(domainAnswer.body.toString()) as {
    id?: string;
    hostname?: string;
    domain?: { id: string; hostname: string };
  };
  const ids: Record<string, string> = {
    siteId: a.site.id,
    buildId: build.rows[0]?.id ?? randomUUID(),
    deploymentId: deployment.rows[0]?.id ?? randomUUID(),
    domainId: domain.domain?.id ?? domain.id ?? randomUUID(),
    hostname: domain.domain?.hostname ?? domain.hostname ?? 'x.example.com',
    keyId: revokedId,
    apiKeyId: revokedId,
    id: a.site.id,
  };
  const secrets = [a.marker, a.site.webhookSecret, ...Object.values(ids)];
  const routes = await v1Routes(platform, ids);
  const bodyFor = (method: string) =>
    method === 'GET' || method === 'DELETE'
      ? undefined
      : JSON.stringify({ name: 'x', hostname: 'y.example.com', repoUrl: 'https://example.com/r.git', branch: 'main' });
  for (const route of routes) {
    // Operator routes (creating tenants, their sign-in links) take only the operator token.
    const operator = route.template.startsWith('/v1/tenants');
    const callers: Array<[string, Record<string, string>]> = [
      ['no key', { 'content-type': 'application/json' }],
      ['garbage key', { authorization: 'Bearer folio_garbage', 'content-type': 'application/json' }],
      [
        'malformed header',
        { authorization: `Basic ${Buffer.from('a:b').toString('base64')}`, 'content-type': 'application/json' },
      ],
      ['revoked key', auth(revokedKey)],
      ["another tenant's key", auth(b.key)],
    ];
    if (!operator) callers.push(['operator token as tenant key', auth(OPERATOR_TOKEN)]);
    for (const [who, headers] of callers) {
      const body = bodyFor(route.method);
      const answer = await platform.api$(
        route.method,
        route.path,
        body === undefined
          ? { headers: Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'content-type')) }
          : { headers, body },
      );
      const text = answer.body.toString();
      // A 404 may repeat the id the caller put in the URL; anything else of A's is a leak.
      const leaked = secrets.filter(
        (s) => s.length > 0 && !decodeURIComponent(route.path).includes(s) && text.includes(s),
      );
      const hasParams = route.template.includes('{');
      let ok: boolean;
      if (who === "another tenant's key" && !operator) {
        ok = hasParams ? [404, 400].includes(answer.status) : answer.status < 500 && answer.status !== 403;
        ok &&= leaked.length === 0;
      } else {
        ok = answer.status === 401 && leaked.length === 0;
      }
      area.check(
        `${route.method} ${route.template} with ${who}`,
        ok,
        `HTTP ${answer.status}${leaked.length ? `, body names A's ${leaked.length} values` : ''}`,
      );
    }
  }
  // A's resources survived the fuzzing.
  const survived = await platform.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sites s WHERE s.id = $1 AND s.active_deployment_id = $2 AND EXISTS (SELECT 1 FROM domains d WHERE d.id = $3)`,
    [a.site.id, ids.deploymentId, ids.domainId],
  );
  area.lose(1 - survived.rows[0]!.n, 'tenant A lost its site, live deployment or domain');
  area.result.figures = { routes: routes.length };
  return area.result;
}
