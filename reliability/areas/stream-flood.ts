// Area 5: the stream flood — many dashboard build streams held open (1,500 by default, as many
// tenants as the per-tenant cap needs, 10 sessions each at the per-session cap), and a quiet
// tenant's API latency measured without them and with them, in the same run: judged as a ratio,
// and so is what they cost Postgres. Also: one stream past the session's cap and one past the
// tenant's are refused with 429.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_TENANT,
} from '../../services/api/src/dashboard/streams/stream-admission.ts';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { ratio } from '../lib/judge-load.ts';
import { signInSession, type SignedInSession } from '../lib/sign-in-session.ts';
import { PLATFORM_DOMAIN, startPlatform, type Platform } from '../lib/start-platform.ts';
import type { StreamHolderJob, StreamHolderReport } from '../lib/stream-holder.ts';

/** The quiet tenant's API latency with the streams open, against without (median; without = mean of just before and just after). */
const MAX_P50_RATIO = 2;
/** The same at the 95th percentile. */
const MAX_P95_RATIO = 3;
/** Postgres transactions a second the open streams may add in all: the shared poll's few queries, not one per stream. */
const MAX_EXTRA_TPS = 10;
const HOLDER = fileURLToPath(new URL('../lib/stream-holder.ts', import.meta.url));
const HOST = `app.${PLATFORM_DOMAIN}`;

/** Latency of `count` sequential `GET /v1/sites` of one tenant, after a warm-up. */
async function apiLatency(platform: Platform, key: string, count: number): Promise<{ p50: number; p95: number }> {
  const once = async () => {
    const t0 = performance.now();
    const answer = await platform.api$('GET', '/v1/sites', { headers: { authorization: `Bearer ${key}` } });
    if (answer.status !== 200) throw new Error(`the quiet tenant's GET /v1/sites answered ${answer.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 30; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await once());
  times.sort((x, y) => x - y);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95) };
}

/** Postgres transactions a second over `ms` (every client: the API's pool, mostly the streams' poll). */
async function transactionsPerSecond(platform: Platform, ms: number): Promise<number> {
  const read = async () =>
    Number(
      (
        await platform.db.query<{ n: string }>(
          'SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0]!.n,
    );
  const before = await read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Math.round((((await read()) - before) * 1000) / ms);
}

/** The status of one stream request (the stream is dropped once answered). */
function streamStatus(
  platform: Platform,
  session: SignedInSession,
  path: string,
): Promise<{ status: number; body: string }> {
  const port = Number(new URL(platform.apiUrl).port);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: HOST, cookie: session.cookie } }, (res) => {
      if (res.statusCode === 200) {
        req.destroy();
        return resolve({ status: 200, body: '' });
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', (error) => (/socket hang up|aborted/.test(error.message) ? undefined : reject(error)));
    req.end();
  });
}

/** Holds the streams in a child process; resolves with its first report once every stream was answered. */
async function holdStreams(job: StreamHolderJob) {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, JSON.stringify(job)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const next = () =>
    new Promise<StreamHolderReport>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the stream holder did not report within 120 s')), 120_000);
      lines.once('line', (line) => {
        clearTimeout(timer);
        resolve(JSON.parse(line) as StreamHolderReport);
      });
    });
  const first = await next();
  let stopped: Promise<void> | undefined;
  return {
    first,
    async report() {
      const answer = next();
      child.stdin!.write('report\n');
      return answer;
    },
    /** Ends the holder (its streams close with it); once, however often it is called. */
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      });
      return stopped;
    },
  };
}

/** Runs the flood with `streams` held open (1,500 by default). */
export async function runStreamFlood(options: { streams?: number } = {}): Promise<AreaResult> {
  const area = new AreaRecorder('stream flood');
  const total = options.streams ?? 1_500;
  const perTenantSessions = Math.ceil(MAX_STREAMS_PER_TENANT / MAX_STREAMS_PER_SESSION);
  const tenants = Math.ceil(total / MAX_STREAMS_PER_TENANT);
  const platform = await startPlatform();
  try {
    const quiet = await platform.createTenant('Quiet');
    await platform.createSite(quiet.key, await platform.createRepo('quiet'));
    const suffix = randomBytes(3).toString('hex');
    const sessions: StreamHolderJob['sessions'] = [];
    const flooders: Array<{ id: string; path: string; session: SignedInSession }> = [];
    for (let t = 0; t < tenants && sessions.reduce((n, s) => n + s.count, 0) < total; t++) {
      const tenant = await platform.createTenant(`Flood ${t}`);
      const site = await platform.createSite(tenant.key, await platform.createRepo(`flood-${t}`));
      // A build running, so each stream follows a row, announces after it and follows the site.
      const build = await platform.db.query<{ id: string }>(
        `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, started_at, diagnostics, log)
         VALUES ($1, 'production', 'main', $2, 'push', 'running', now(), now(), '[]', '') RETURNING id`,
        [site.id, randomBytes(20).toString('hex')],
      );
      const id = build.rows[0]!.id;
      const path = `/sites/${site.id}/builds/events?ids=${id}&after=${id}&site=1`;
      const signedIn = await Promise.all(
        Array.from({ length: perTenantSessions }, (_, i) =>
          signInSession(
            platform,
            HOST,
            tenant.id,
            `member-${i}-${suffix}@flood-${t}.dev`,
            i === 0 ? 'owner' : 'viewer',
          ),
        ),
      );
      for (const session of signedIn) {
        const count = Math.min(MAX_STREAMS_PER_SESSION, total - sessions.reduce((n, s) => n + s.count, 0));
        if (count > 0) sessions.push({ cookie: session.cookie, path, count });
      }
      flooders.push({ id: tenant.id, path, session: signedIn[0]! });
    }

    const without = await apiLatency(platform, quiet.key, 300);
    const idleTps = await transactionsPerSecond(platform, 3_000);
    const holder = await holdStreams({ port: Number(new URL(platform.apiUrl).port), host: HOST, sessions });
    try {
      const opened = holder.first.statuses['200'] ?? 0;
      area.check(
        `${total} streams opened (${tenants} tenants, ${perTenantSessions} sessions each)`,
        opened === total,
        `answers: ${JSON.stringify(holder.first.statuses)}`,
      );
      // Past the caps: the first flooding session's next stream, and a fresh session of its tenant.
      const sessionCap = await streamStatus(platform, flooders[0]!.session, flooders[0]!.path);
      area.check(
        "one stream past the session's cap is refused with 429",
        sessionCap.status === 429 && sessionCap.body.includes('live build streams open'),
        `answered ${sessionCap.status}`,
      );
      const late = await signInSession(platform, HOST, flooders[0]!.id, `late-${suffix}@flood-0.dev`, 'viewer');
      const tenantCap = await streamStatus(platform, late, flooders[0]!.path);
      area.check(
        "one stream past the tenant's cap is refused with 429",
        tenantCap.status === 429 && tenantCap.body.includes('live build streams open'),
        `answered ${tenantCap.status}`,
      );

      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const floodTps = await transactionsPerSecond(platform, 3_000);
      const withStreams = await apiLatency(platform, quiet.key, 300);
      const after = await holder.report();
      area.check(
        `the ${total} streams stay open while the quiet tenant is measured`,
        after.open === opened && after.endedByServer === 0,
        `${after.open} open, ${after.endedByServer} ended by the server`,
      );
      area.check(
        `the ${total} streams cost Postgres ≤ ${MAX_EXTRA_TPS} transactions/s more than none (one shared poll, not one per stream)`,
        floodTps - idleTps <= MAX_EXTRA_TPS,
        `${idleTps} → ${floodTps} transactions/s`,
      );
      // The baseline again once the streams are gone: the machine is shared, so the streams are
      // judged against the mean of the quiet tenant's latency just before and just after them.
      await holder.stop();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const withoutAfter = await apiLatency(platform, quiet.key, 300);
      const base = { p50: (without.p50 + withoutAfter.p50) / 2, p95: (without.p95 + withoutAfter.p95) / 2 };
      const p50 = ratio(withStreams.p50, base.p50);
      const p95 = ratio(withStreams.p95, base.p95);
      area.check(
        `a quiet tenant's API latency with ${total} streams open ≤ ${MAX_P50_RATIO} × (median) and ≤ ${MAX_P95_RATIO} × (p95) its latency without`,
        p50 <= MAX_P50_RATIO && p95 <= MAX_P95_RATIO,
        `p50 ${base.p50.toFixed(2)} → ${withStreams.p50} ms (×${p50}), p95 ${base.p95.toFixed(2)} → ${withStreams.p95} ms (×${p95})`,
      );
      area.result.figures = {
        'streams held open': after.open,
        'quiet tenant GET /v1/sites p50 / p95 ms, no streams (before; after)': `${without.p50} / ${without.p95}; ${withoutAfter.p50} / ${withoutAfter.p95}`,
        [`quiet tenant GET /v1/sites p50 / p95 ms, ${total} streams`]: `${withStreams.p50} / ${withStreams.p95}`,
        'latency ratio p50 / p95 (against the mean of before and after)': `${p50} / ${p95}`,
        'Postgres transactions/s, no streams': idleTps,
        [`Postgres transactions/s, ${total} streams`]: floodTps,
      };
    } finally {
      await holder.stop();
    }
  } finally {
    await platform.close();
  }
  return area.result;
}
