// Area 3: faults on private dependencies — kill -9 of the worker mid-build, Redis killed and
// restarted mid-queue, Postgres stopped and started during webhooks and builds, S3 stopped during
// upload and during serving. Afterwards: every 2xx push has a build that ended (with a reason when it
// failed), every site serves its newest successful deployment, and no 2xx webhook was lost.
import { randomBytes } from 'node:crypto';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { docsSite, type Repo } from '../lib/git-repo.ts';
import { siteHost, startPlatform, type Platform } from '../lib/start-platform.ts';

type Site = { id: string; slug: string; webhookSecret: string; repo: Repo };

/** Runs the faults on one platform. */
export async function runFaults(options: { endTimeoutMs?: number } = {}): Promise<AreaResult> {
  const area = new AreaRecorder('faults');
  const platform = await startPlatform();
  const accepted = new Map<string, string>(); // buildId → marker
  const markers = new Map<string, string>(); // commit → marker
  try {
    let worker = await platform.startWorker();
    const tenant = await platform.createTenant('Faults');
    const sites: Site[] = [];
    for (let i = 0; i < 4; i++) {
      const repo = await platform.createRepo(`fault-${i}`);
      sites.push({ ...(await platform.createSite(tenant.key, repo)), repo });
    }
    // Pushes a new commit; retries the webhook (same delivery id, as a git host redelivers) until a 2xx.
    const push = async (site: Site, attempts = 20): Promise<boolean> => {
      const marker = `FAULT-${randomBytes(5).toString('hex')}`;
      const sha = await site.repo.commit(docsSite(marker), { remove: ['*'] });
      markers.set(sha, marker);
      const delivery = randomBytes(8).toString('hex');
      for (let i = 0; i < attempts; i++) {
        const answer = await platform.pushWebhook(site, sha, { delivery }).catch(() => null);
        if (answer && answer.status >= 200 && answer.status < 300) {
          const { buildId } = JSON.parse(answer.body.toString()) as { buildId: string };
          accepted.set(buildId, marker);
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return false;
    };
    for (const site of sites) await push(site);
    area.check('initial builds end', await platform.waitForBuildsToEnd(90_000));

    // 1. kill -9 of the worker mid-build.
    await push(sites[0]!);
    const claimed = await worker.waitFor(/^claimed /, 30_000).catch(() => null);
    await worker.kill('SIGKILL');
    worker = await platform.startWorker();
    area.check('kill -9 mid-build: the build ends', claimed !== null && (await platform.waitForBuildsToEnd(90_000)));

    // 2. Redis killed (all data lost) and restarted while builds are queued.
    await Promise.all(sites.map((site) => push(site)));
    await platform.redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await platform.redis.start();
    area.check('Redis restarted mid-queue: every queued build ends', await platform.waitForBuildsToEnd(120_000));

    // 3. Postgres stopped and started during webhooks and builds.
    const during = Promise.all(sites.map(async (site) => {
      for (let i = 0; i < 3; i++) await push(site, 40);
    }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    await platform.pg.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await platform.pg.start();
    await during;
    area.check('Postgres restarted during webhooks and builds: every build ends', await platform.waitForBuildsToEnd(150_000));
    if (!worker.alive()) worker = await platform.startWorker();

    // 4a. S3 stopped during upload.
    await push(sites[1]!);
    await worker.waitFor(/^built /, 60_000).catch(() => null);
    await platform.s3.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await platform.s3.start();
    area.check('S3 stopped during upload: the build ends', await platform.waitForBuildsToEnd(options.endTimeoutMs ?? 150_000));

    // 4b. S3 stopped during serving: pages already served keep being served.
    for (const site of sites) await platform.edge$(siteHost(site.slug), '/');
    await platform.s3.stop();
    let served = 0;
    for (const site of sites) {
      const page = await platform.edge$(siteHost(site.slug), '/').catch(() => null);
      if (page?.status === 200) served++;
    }
    await platform.s3.start();
    area.check(`S3 stopped during serving: ${served}/${sites.length} cached sites still served`, served === sites.length);

    // Afterwards: nothing lost.
    if (!(await platform.waitForBuildsToEnd(options.endTimeoutMs ?? 150_000))) area.check('every build ended', false, 'builds still open');
    const rows = await platform.db.query<{ id: string; status: string; error_message: string | null }>('SELECT id, status, error_message FROM builds WHERE id = ANY($1)', [[...accepted.keys()]]);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    let missing = 0;
    for (const buildId of accepted.keys()) {
      const row = byId.get(buildId);
      if (!row) missing++;
      else area.check(`accepted push ${buildId.slice(0, 8)} ended (${row.status})`, ['succeeded', 'superseded', 'canceled'].includes(row.status) || (row.status === 'failed' && (row.error_message ?? '') !== ''), `status ${row.status}`);
    }
    area.lose(missing, '2xx webhooks without a build');
    for (const site of sites) {
      const newest = await platform.db.query<{ commit_sha: string }>(
        `SELECT commit_sha FROM builds WHERE site_id = $1 AND status = 'succeeded' AND kind = 'production' ORDER BY queued_at DESC LIMIT 1`,
        [site.id],
      );
      const expected = markers.get(newest.rows[0]?.commit_sha ?? '') ?? 'none';
      const page = await platform.edge$(siteHost(site.slug), '/').catch(() => null);
      const ok = page?.status === 200 && page.body.includes(expected);
      if (!ok) area.lose(1, `site ${site.slug} does not serve its newest successful deployment (${expected})`);
      area.check(`site ${site.slug} serves its newest successful deployment`, ok);
    }
    area.result.figures = { 'accepted pushes': accepted.size };
  } finally {
    await platform.close();
  }
  return area.result;
}
