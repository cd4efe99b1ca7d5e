// Area 4: load — the edge at a steady rate near its measured maximum (60 s by default), and 200
// pushes across 20 sites within 10 s.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { docsSite, type Repo } from '../lib/git-repo.ts';
import type { LoadFigures, LoadJob } from '../lib/load-generator.ts';
import { siteHost, startPlatform, type Platform } from '../lib/start-platform.ts';

const run = promisify(execFile);
const GENERATOR = fileURLToPath(new URL('../lib/load-generator.ts', import.meta.url));

async function generate(job: LoadJob): Promise<LoadFigures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', GENERATOR, JSON.stringify(job)], { timeout: job.durationMs + 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadFigures;
}

/** Runs both load tests; `steadySeconds` defaults to 60 (the figure). */
export async function runLoad(options: { steadySeconds: number; sites?: number; pushesPerSite?: number }): Promise<AreaResult> {
  const area = new AreaRecorder('load');
  const platform = await startPlatform();
  try {
    await platform.startWorker({ concurrency: 2 });
    const tenant = await platform.createTenant('Load');
    const sites: Array<{ id: string; slug: string; webhookSecret: string; repo: Repo }> = [];
    const count = options.sites ?? 20;
    for (let i = 0; i < count; i++) {
      const repo = await platform.createRepo(`load-${i}`);
      sites.push({ ...(await platform.createSite(tenant.key, repo)), repo });
    }
    // Edge: one built page, maximum measured closed-loop, then a steady open-loop rate at 80% of it.
    const first = sites[0]!;
    const marker = `LOAD-${randomBytes(4).toString('hex')}`;
    await platform.pushWebhook(first, await first.repo.commit(docsSite(marker)));
    if (!(await platform.waitForBuildsToEnd(90_000))) throw new Error('the load site did not build');
    const base = { port: platform.edgePort, host: siteHost(first.slug), path: '/', expect: marker };
    const max = await generate({ ...base, durationMs: 3_000, connections: 20 });
    const rate = Math.max(100, Math.round(max.rps * 0.8));
    const steady = await generate({ ...base, durationMs: options.steadySeconds * 1000, connections: 20, rate });
    // Zero errors among the answers, and the schedule kept: at least 95% of the planned requests
    // were sent (the rest are counted as not started when too many were already in flight).
    const planned = rate * options.steadySeconds;
    area.check(
      `edge at ${rate} req/s for ${options.steadySeconds} s with zero errors`,
      steady.errors === 0 && steady.sent >= planned * 0.95,
      `${steady.errors} errors of ${steady.sent} sent (${planned} planned, ${steady.notStarted} not started)`,
    );
    area.result.figures = {
      'edge max req/s (closed loop, 20 conn)': max.rps,
      'edge steady rate req/s': rate,
      'edge steady seconds': options.steadySeconds,
      'edge steady requests': steady.sent,
      'edge steady errors': steady.errors,
      'edge steady not started (schedule slipped)': steady.notStarted,
      'edge p50 ms': steady.p50Ms,
      'edge p99 ms': steady.p99Ms,
    };

    // Pushes: commits are made first, then pushed (git push + signed webhook) in rounds.
    const perSite = options.pushesPerSite ?? 10;
    const plan = new Map<string, Array<{ sha: string; marker: string }>>();
    for (const site of sites) {
      const commits: Array<{ sha: string; marker: string }> = [];
      for (let i = 0; i < perSite; i++) {
        const m = `PUSH-${site.slug}-${i}-${randomBytes(3).toString('hex')}`;
        commits.push({ sha: await site.repo.commit(docsSite(m), { remove: ['*'], push: false }), marker: m });
      }
      plan.set(site.id, commits);
    }
    const started = performance.now();
    let accepted = 0;
    for (let round = 0; round < perSite; round++) {
      await Promise.all(
        sites.map(async (site) => {
          const commit = plan.get(site.id)![round]!;
          await site.repo.push(commit.sha);
          const answer = await platform.pushWebhook(site, commit.sha);
          if (answer.status === 202) accepted++;
        }),
      );
    }
    const pushSeconds = (performance.now() - started) / 1000;
    const total = sites.length * perSite;
    area.check(`${total} pushes across ${sites.length} sites within 10 s`, pushSeconds <= 10 && accepted === total, `${accepted} accepted in ${pushSeconds.toFixed(1)} s`);
    const ended = await platform.waitForBuildsToEnd(240_000);
    const drainSeconds = (performance.now() - started) / 1000;
    area.check('every pushed build ended', ended);
    let serving = 0;
    for (const site of sites) {
      const last = plan.get(site.id)!.at(-1)!;
      const page = await platform.edge$(siteHost(site.slug), '/');
      if (page.status === 200 && page.body.includes(last.marker)) serving++;
      else area.lose(1, `site ${site.slug} does not serve its last commit`);
    }
    area.check(`each site serves its last commit (${serving}/${sites.length})`, serving === sites.length);
    const twice = await platform.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT site_id, commit_sha FROM builds WHERE started_at IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1) t`,
    );
    area.check('no build ran twice for the same commit', twice.rows[0]!.n === 0, `${twice.rows[0]!.n} commits built more than once`);
    const statuses = await platform.db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM builds GROUP BY 1`);
    area.result.figures = {
      ...area.result.figures,
      'pushes': total,
      'push seconds': Number(pushSeconds.toFixed(1)),
      'seconds until all built': Number(drainSeconds.toFixed(1)),
      'builds by status': statuses.rows.map((r) => `${r.status} ${r.n}`).join(', '),
    };
  } finally {
    await platform.close();
  }
  return area.result;
}

export type { Platform };
