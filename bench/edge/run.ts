// `npm run bench -- edge`: the edge serving one cached page, against nginx serving the same file
// (both with `wrk`, bounded, loopback only, one worker each, in the same run), and the playground
// proxy's added latency (p50) against calling the test API directly. Prints one JSON line.
// Installs nothing: without wrk or nginx it reports what is missing.
// Env: BENCH_PIN (default on with 2+ cores and taskset: servers on core 0, wrk with one thread on
// core 1; 0 turns it off), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 20), BENCH_PROXY_REQUESTS (default 2000),
// BENCH_ROUNDS (default 5; edge and nginx alternate, each round paired, and the medians are printed:
// on a shared machine the load changes between two runs of wrk), BENCH_EDGE_NODE_ARGS (extra node
// flags for the edge process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), BENCH_EDGE_MAIN (another
// edge entry point, e.g. an older copy of services/edge/src/main.ts, for before/after runs).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { availableParallelism, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { blobKey, loadMigrations, manifestKey, runMigrations } from '@folio/platform';
import { createTestDatabase } from '@folio/platform/testing';
import { buildManifest } from '@folio/site';
import S3rver from 's3rver';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PROXY_REQUESTS = Number(process.env.BENCH_PROXY_REQUESTS ?? 2000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
// Servers on core 0, wrk on core 1: each server has one whole core (one Node process against one
// nginx worker) instead of sharing both with wrk's threads, which made rounds range 0.4-0.77.
const hasCommand = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const PINNED = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && hasCommand('taskset');
const EDGE_NODE_ARGS = (process.env.BENCH_EDGE_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
const DOMAIN = 'folio.bench';
const main = process.env.BENCH_EDGE_MAIN ?? fileURLToPath(new URL('../../services/edge/src/main.ts', import.meta.url));

const missing = ['wrk', 'nginx'].filter((tool) => !hasCommand(tool));
if (missing.length > 0) {
  console.log(
    JSON.stringify({
      bench: 'edge',
      error: `missing tools: ${missing.join(', ')} (apt-get install -y wrk nginx)`,
      missing,
    }),
  );
  process.exit(0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

// wrk prints "Requests/sec: 12345.67" and, with --latency, "99%  1.23ms".
function runWrk(url: string, host: string): { rps: number; p99Ms: number } {
  const wrk = [
    'wrk',
    PINNED ? '-t1' : '-t2',
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    '--latency',
    '-H',
    `Host: ${host}`,
    url,
  ];
  const [command, ...args] = PINNED ? ['taskset', '-c', '1', ...wrk] : wrk;
  const output = execFileSync(command!, args, { encoding: 'utf8', timeout: (SECONDS + 30) * 1000 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const unit = { us: 0.001, ms: 1, s: 1000 } as const;
  const p99Ms = p99 ? Number(p99[1]) * unit[p99[2] as keyof typeof unit] : Number.NaN;
  if (!/Non-2xx/.test(output)) return { rps, p99Ms };
  throw new Error(`wrk saw errors against ${url}:\n${output}`);
}

function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  agent: Agent,
  method = 'GET',
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const work = await mkdtemp(join(tmpdir(), 'folio-bench-edge-'));
const db = await createTestDatabase(ADMIN_URL);
const s3Dir = join(work, 's3');
await mkdir(s3Dir);
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'bench' }],
});
const { port: s3Port } = await s3rver.run();
let edge: ReturnType<typeof spawn> | undefined;
let nginxStarted = false;
const api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
const apiPort = (api.address() as { port: number }).port;

try {
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  // One ~2 KB page, as a real site's page would be, in the real manifest format.
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Bench</title></head><body><main>${'<p>Folio edge benchmark paragraph with some text.</p>'.repeat(36)}</main></body></html>`;
  const { manifest, blobs } = await buildManifest([
    { path: 'index.html', urlPath: '/', contentType: 'text/html; charset=utf-8', body: html },
  ]);
  const tenant = await db.pool.query<{ id: string }>(`INSERT INTO tenants (name) VALUES ('bench') RETURNING id`);
  const site = await db.pool.query<{ id: string }>(
    `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed) VALUES ($1, 'bench', 'bench', 'https://git.example/b', 'main', 'x') RETURNING id`,
    [tenant.rows[0]!.id],
  );
  const siteId = site.rows[0]!.id;
  const build = await db.pool.query<{ id: string }>(
    `INSERT INTO builds (site_id, kind, branch, trigger, status) VALUES ($1, 'production', 'main', 'push', 'succeeded') RETURNING id`,
    [siteId],
  );
  const deployment = await db.pool.query<{ id: string }>(
    `INSERT INTO deployments (site_id, build_id, kind, branch, manifest_key, playground_origins) VALUES ($1, $2, 'production', 'main', 'x', $3) RETURNING id`,
    [siteId, build.rows[0]!.id, [`http://127.0.0.1:${apiPort}`]],
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
  await s3.send(
    new PutObjectCommand({ Bucket: 'bench', Key: manifestKey(siteId, deploymentId), Body: JSON.stringify(manifest) }),
  );
  await db.pool.query(`UPDATE deployments SET manifest_key = $2 WHERE id = $1`, [
    deploymentId,
    manifestKey(siteId, deploymentId),
  ]);
  await db.pool.query(`UPDATE sites SET active_deployment_id = $2 WHERE id = $1`, [siteId, deploymentId]);
  s3.destroy();

  // The edge, as deployed: its own process.
  const edgePort = await freePort();
  const edgeCommand = [process.execPath, ...EDGE_NODE_ARGS, '--import', 'tsx', main];
  const [edgeBin, ...edgeArgs] = PINNED ? ['taskset', '-c', '0', ...edgeCommand] : edgeCommand;
  edge = spawn(edgeBin!, edgeArgs, {
    env: {
      ...process.env,
      DATABASE_URL: db.connectionString,
      REDIS_URL,
      PORT: String(edgePort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITES_DOMAIN: DOMAIN,
      S3_BUCKET: 'bench',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      PLAYGROUND_ALLOW_PRIVATE: 'loopback',
      PLAYGROUND_CLIENT_PER_MINUTE: '1000000',
      PLAYGROUND_SITE_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const host = `bench.${DOMAIN}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; ; i++) {
    const answer = await get(edgePort, '/', { host }, agent).catch(() => ({ status: 0, body: '' }));
    if (answer.status === 200 && answer.body === html) break;
    if (i > 200) throw new Error(`edge did not serve the page (last status ${answer.status})`);
    await sleep(50);
  }

  // nginx: same bytes, private config, one worker like the one Node process.
  const www = join(work, 'www');
  await mkdir(www);
  await writeFile(join(www, 'index.html'), html);
  const nginxPort = await freePort();
  const user = userInfo().uid === 0 ? 'user root;\n' : '';
  await writeFile(
    join(work, 'nginx.conf'),
    `${user}daemon on; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off; client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi; etag on;
  server { listen 127.0.0.1:${nginxPort}; root ${www}; location / { default_type text/html; index index.html; } }
}
`,
  );
  const nginxCommand = ['nginx', '-p', work, '-c', join(work, 'nginx.conf')];
  const [nginxBin, ...nginxArgs] = PINNED ? ['taskset', '-c', '0', ...nginxCommand] : nginxCommand;
  execFileSync(nginxBin!, nginxArgs, { stdio: 'inherit' });
  nginxStarted = true;
  await sleep(100);
  const fromNginx = await get(nginxPort, '/', { host }, agent);
  if (fromNginx.body !== html) throw new Error('nginx does not serve the page');

  const rounds: { edge: { rps: number; p99Ms: number }; nginx: { rps: number; p99Ms: number } }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const edgeRound = runWrk(`http://127.0.0.1:${edgePort}/`, host);
    rounds.push({ edge: edgeRound, nginx: runWrk(`http://127.0.0.1:${nginxPort}/`, host) });
  }
  const edgeResult = { rps: median(rounds.map((r) => r.edge.rps)), p99Ms: median(rounds.map((r) => r.edge.p99Ms)) };
  const nginxResult = { rps: median(rounds.map((r) => r.nginx.rps)), p99Ms: median(rounds.map((r) => r.nginx.p99Ms)) };
  const ratios = rounds.map((r) => r.edge.rps / r.nginx.rps);

  // Proxy overhead: the same request to the test API, directly and through the edge, sequentially.
  const direct: number[] = [];
  const proxied: number[] = [];
  const payload = JSON.stringify({ method: 'GET', url: `http://127.0.0.1:${apiPort}/v1/ping` });
  const proxyHeaders = { host, origin: `https://${host}`, 'content-type': 'application/json' };
  // Steady state, as a long-running edge is: 400 measured after 50 warm-up requests gave 1.2-3 ms
  // added, 3,000 after them 0.8-1.0 ms, the difference being the JIT still compiling the path.
  for (let i = 0; i < 500; i++) {
    await get(apiPort, '/v1/ping', {}, agent);
    const warm = await get(edgePort, '/_docs/api/request', proxyHeaders, agent, 'POST', payload);
    if (warm.status !== 200) throw new Error(`proxy answered ${warm.status}: ${warm.body}`);
  }
  for (let i = 0; i < PROXY_REQUESTS; i++) {
    let started = performance.now();
    await get(apiPort, '/v1/ping', {}, agent);
    direct.push(performance.now() - started);
    started = performance.now();
    await get(edgePort, '/_docs/api/request', proxyHeaders, agent, 'POST', payload);
    proxied.push(performance.now() - started);
  }
  direct.sort((a, b) => a - b);
  proxied.sort((a, b) => a - b);
  agent.destroy();

  console.log(
    JSON.stringify({
      bench: 'edge',
      seconds: SECONDS,
      connections: CONNECTIONS,
      pageBytes: Buffer.byteLength(html),
      edge: { requestsPerSecond: round(edgeResult.rps, 0), p99Ms: round(edgeResult.p99Ms) },
      nginx: { requestsPerSecond: round(nginxResult.rps, 0), p99Ms: round(nginxResult.p99Ms) },
      rounds: ROUNDS,
      throughputRatio: round(median(ratios)),
      targetThroughputRatio: 0.6,
      ...(ROUNDS > 1 ? { roundRatios: ratios.map((ratio) => round(ratio)) } : {}),
      proxy: {
        requests: PROXY_REQUESTS,
        directP50Ms: round(percentile(direct, 50)),
        proxiedP50Ms: round(percentile(proxied, 50)),
        addedP50Ms: round(percentile(proxied, 50) - percentile(direct, 50)),
        targetAddedP50Ms: 1,
      },
    }),
  );
} finally {
  if (nginxStarted) spawnSync('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-s', 'stop']);
  edge?.kill('SIGTERM');
  await new Promise((resolve) => (edge && edge.exitCode === null ? edge.once('exit', resolve) : resolve(undefined)));
  await new Promise((resolve) => api.close(resolve));
  await s3rver.close();
  await db.drop();
  await rm(work, { recursive: true, force: true });
}
