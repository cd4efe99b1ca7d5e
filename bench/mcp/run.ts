// `npm run bench -- mcp`: the hosted MCP server (issue 23) on the largest real-world fixture
// (unkey's product docs: 284 pages, the largest search index), built for real and deployed to a
// real edge process (its own Postgres database, Redis, s3rver), reached over loopback HTTP with
// keep-alive as an MCP client does after `initialize` (stateless: every call is one POST).
// Measures tool-call latency p50/p95 of `search` (queries made from the site's own headings) and
// `get_page` (every page in turn), the first search of the deployment (which builds its engine),
// and the `search` calls per second one edge process answers under concurrent load (CONCURRENCY
// clients for SECONDS; with taskset, the edge on core 0 and this process on core 1).
// Env: BENCH_MCP_FIXTURE (another fixture folder name), BENCH_MCP_CALLS (default 300 per tool),
// BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 8). Prints one JSON line.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { blobKey, loadMigrations, manifestKey, runMigrations } from '@folio/platform';
import { createTestDatabase } from '@folio/platform/testing';
import { buildManifest } from '@folio/site';
import S3rver from 's3rver';

const FIXTURES = '/work/shared/fixtures/real-world';
const FIXTURE = process.env.BENCH_MCP_FIXTURE ?? 'unkeyed__unkey-product';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CALLS = Number(process.env.BENCH_MCP_CALLS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DOMAIN = 'folio.bench';
const HOST = `docs.${DOMAIN}`;
const main = fileURLToPath(new URL('../../services/edge/src/main.ts', import.meta.url));
const hasCommand = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const PINNED = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && hasCommand('taskset');
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A seeded generator, so every run asks the same queries. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** One MCP `tools/call` as a client sends it after `initialize`: a POST of one JSON-RPC request. */
function callTool(
  port: number,
  agent: Agent,
  name: string,
  args: Record<string, unknown>,
): Promise<{ status: number; ms: number; isError: boolean; text: string }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        agent,
        headers: {
          host: HOST,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-06-18',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let isError = res.statusCode !== 200;
          try {
            const answer = JSON.parse(text) as { error?: unknown; result?: { isError?: boolean } };
            isError ||= answer.error !== undefined || answer.result?.isError === true;
          } catch {
            isError = true;
          }
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, isError, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const work = await mkdtemp(join(tmpdir(), 'folio-bench-mcp-'));
const db = await createTestDatabase(ADMIN_URL);
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(work, 's3'),
  configureBuckets: [{ name: 'bench' }],
});
const { port: s3Port } = await s3rver.run();
let edge: ChildProcess | undefined;

try {
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const built = await buildSite(createDirectoryReader(join(FIXTURES, FIXTURE)), { fetchUrl: offline });
  const text = (urlPath: string) => String(built.files.find((file) => file.urlPath === urlPath)?.body ?? '');
  const navigation = JSON.parse(text('/_folio/navigation.json')) as { pages: Record<string, unknown> };
  const index = JSON.parse(text('/_folio/search.json')) as { sections: [number, string, string, string, string][] };
  const { manifest, blobs } = await buildManifest(built.files);

  const tenant = await db.pool.query<{ id: string }>(`INSERT INTO tenants (name) VALUES ('bench') RETURNING id`);
  const site = await db.pool.query<{ id: string }>(
    `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed) VALUES ($1, 'docs', 'docs', 'https://git.example/b', 'main', 'x') RETURNING id`,
    [tenant.rows[0]!.id],
  );
  const siteId = site.rows[0]!.id;
  const build = await db.pool.query<{ id: string }>(
    `INSERT INTO builds (site_id, kind, branch, trigger, status) VALUES ($1, 'production', 'main', 'push', 'succeeded') RETURNING id`,
    [siteId],
  );
  const deployment = await db.pool.query<{ id: string }>(
    `INSERT INTO deployments (site_id, build_id, kind, branch, manifest_key) VALUES ($1, $2, 'production', 'main', $3) RETURNING id`,
    [siteId, build.rows[0]!.id, 'pending'],
  );
  const deploymentId = deployment.rows[0]!.id;
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${s3Port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  for (const [hash, bytes] of blobs)
    await s3.send(new PutObjectCommand({ Bucket: 'bench', Key: blobKey(siteId, hash), Body: bytes }));
  const key = manifestKey(siteId, deploymentId);
  await s3.send(new PutObjectCommand({ Bucket: 'bench', Key: key, Body: JSON.stringify(manifest) }));
  s3.destroy();
  await db.pool.query(`UPDATE deployments SET manifest_key = $2 WHERE id = $1`, [deploymentId, key]);
  await db.pool.query(`UPDATE sites SET active_deployment_id = $2 WHERE id = $1`, [siteId, deploymentId]);

  // The edge, as deployed: its own process, on its own core when it can be.
  const port = await freePort();
  const command = [process.execPath, '--import', 'tsx', main];
  const [bin, ...args] = PINNED ? ['taskset', '-c', '0', ...command] : command;
  edge = spawn(bin!, args, {
    env: {
      ...process.env,
      DATABASE_URL: db.connectionString,
      REDIS_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITES_DOMAIN: DOMAIN,
      S3_BUCKET: 'bench',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      // The bench measures the server, not the limit.
      MCP_CLIENT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (PINNED) execFileSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  for (let i = 0; ; i++) {
    const ping = await callTool(port, agent, 'list_pages', { section: '/' }).catch(() => undefined);
    if (ping?.status === 200 && !ping.isError) break;
    if (i > 300) throw new Error(`the edge does not answer MCP (last: ${ping?.status} ${ping?.text.slice(0, 200)})`);
    await sleep(100);
  }

  // Queries a reader would type: section headings (one to four words) of the site, in a seeded order.
  const next = random(23);
  const headings = [...new Set(index.sections.map((section) => section[1]).filter((h) => h !== '' && h.length <= 40))];
  const queries = Array.from({ length: CALLS }, () => headings[Math.floor(next() * headings.length)]!);
  const pages = Object.keys(navigation.pages);

  const cold = await callTool(port, agent, 'search', { query: queries[0]! });
  if (cold.isError) throw new Error(`search failed: ${cold.text.slice(0, 300)}`);
  // Warm-up: the JIT compiles the paths first (a long-running edge's steady state is what counts).
  for (let i = 0; i < 50; i++) {
    await callTool(port, agent, 'search', { query: queries[i % queries.length]! });
    await callTool(port, agent, 'get_page', { page: pages[i % pages.length]! });
  }
  const search: number[] = [];
  for (const query of queries) {
    const answer = await callTool(port, agent, 'search', { query });
    if (answer.isError) throw new Error(`search "${query}" failed: ${answer.text.slice(0, 300)}`);
    search.push(answer.ms);
  }
  const getPage: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const answer = await callTool(port, agent, 'get_page', { page: pages[i % pages.length]! });
    if (answer.isError) throw new Error(`get_page ${pages[i % pages.length]} failed: ${answer.text.slice(0, 300)}`);
    getPage.push(answer.ms);
  }

  // Throughput: CONCURRENCY clients calling `search` back to back for SECONDS.
  let done = 0;
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let i = client; performance.now() < until; i += CONCURRENCY) {
        const answer = await callTool(port, agent, 'search', { query: queries[i % queries.length]! });
        if (answer.isError) failed++;
        else done++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  if (failed > 0) throw new Error(`${failed} search calls failed under load`);

  console.log(
    JSON.stringify({
      bench: 'mcp',
      fixture: FIXTURE,
      pages: pages.length,
      indexBytes: text('/_folio/search.json').length,
      searchP50Ms: round(percentile(search, 50)),
      searchP95Ms: round(percentile(search, 95)),
      getPageP50Ms: round(percentile(getPage, 50)),
      getPageP95Ms: round(percentile(getPage, 95)),
      searchRequestsPerSecond: round(done / elapsed, 0),
      firstSearchMs: round(cold.ms),
      calls: CALLS,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      pinned: PINNED,
    }),
  );
} finally {
  edge?.kill('SIGTERM');
  await new Promise((resolve) => (edge && edge.exitCode === null ? edge.once('exit', resolve) : resolve(undefined)));
  await s3rver.close();
  await db.drop();
  await rm(work, { recursive: true, force: true });
}
