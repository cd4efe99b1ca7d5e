// Area 3: faults on private dependencies — kill -9 of the worker mid-build, Redis killed and
// restarted mid-queue, Postgres stopped and started during webhooks and builds and at chosen steps
// of one build (held there by the worker child), S3 stopped during upload and during serving.
// Afterwards: every 2xx push has a build that ended (with a reason when it failed), every site
// serves its newest successful deployment, and no 2xx webhook was lost.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { docsSite, type Repo } from '../lib/git-repo.ts';
import { siteHost, startPlatform } from '../lib/start-platform.ts';

type Site = { id: string; slug: string; webhookSecret: string; repo: Repo };

/** A push whose docs.json cannot be read: a content failure, never retried once recorded. */
const BROKEN_DOCS = { 'docs.json': '{ "name": "Faults", "navigation": ' };

/** Runs the faults on one platform. */
export async function runFaults(options: { endTimeoutMs?: number } = {}): Promise<AreaResult> {
  const area = new AreaRecorder('faults');
  // Worker children inherit the environment: they hold after a phase while its file is here.
  const holdDir = await mkdtemp(join(tmpdir(), 'folio-reliability-hold-'));
  process.env.FOLIO_RELIABILITY_HOLD_DIR = holdDir;
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
    // Pushes a new commit (a docs site with a marker, or `files`); retries the webhook (same delivery
    // id, as a git host redelivers) until a 2xx. Returns the build id, or null when never accepted.
    const push = async (site: Site, attempts = 20, files?: Record<string, string>): Promise<string | null> => {
      const marker = `FAULT-${randomBytes(5).toString('hex')}`;
      const sha = await site.repo.commit(files ?? docsSite(marker), { remove: ['*'] });
      markers.set(sha, marker);
      const delivery = randomBytes(8).toString('hex');
      for (let i = 0; i < attempts; i++) {
        const answer = await platform.pushWebhook(site, sha, { delivery }).catch(() => null);
        if (answer && answer.status >= 200 && answer.status < 300) {
          const { buildId } = JSON.parse(answer.body.toString()) as { buildId: string };
          accepted.set(buildId, marker);
          return buildId;
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return null;
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
    const during = Promise.all(
      sites.map(async (site) => {
        for (let i = 0; i < 3; i++) await push(site, 40);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    await platform.pg.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await platform.pg.start();
    await during;
    area.check(
      'Postgres restarted during webhooks and builds: every build ends',
      await platform.waitForBuildsToEnd(150_000),
    );
    if (!worker.alive()) worker = await platform.startWorker();

    // 3b. Postgres stopped at a chosen step of one build: the worker holds after the phase, Postgres
    // goes down (connections cut), the worker goes on until its attempt fails, Postgres comes back.
    // The build must end succeeded, or failed with its content cause: never left running.
    const steps = [
      { phase: 'claimed', files: undefined, label: 'while the build runs and is recorded' },
      { phase: 'uploaded', files: undefined, label: 'when the deployment is recorded' },
      { phase: 'claimed', files: BROKEN_DOCS, label: 'when a content failure is recorded' },
    ];
    for (const step of steps) {
      const site = sites[2]!;
      const hold = join(holdDir, step.phase);
      await writeFile(hold, '');
      const buildId = await push(site, 20, step.files);
      const reached =
        buildId === null
          ? null
          : await worker.waitFor(new RegExp(`^${step.phase} ${buildId}$`), 90_000).catch(() => null);
      await platform.pg.stop();
      await rm(hold, { force: true });
      const failedOnce =
        reached === null
          ? null
          : await worker.waitFor(new RegExp(`^report retrying ${buildId}$`), 90_000).catch(() => null);
      await platform.pg.start();
      const ended = await platform.waitForBuildsToEnd(120_000, [site.id]);
      const row = (
        await platform.db.query<{ status: string; error_message: string | null }>(
          'SELECT status, error_message FROM builds WHERE id = $1',
          [buildId],
        )
      ).rows[0];
      const expected = step.files === undefined ? 'succeeded' : 'failed';
      const ok =
        row?.status === expected &&
        (expected === 'succeeded' || /^docs\.json could not be read/.test(row.error_message ?? ''));
      area.check(
        `Postgres stopped ${step.label} (after "${step.phase}"): the build ends ${expected}`,
        reached !== null && failedOnce !== null && ended && ok,
        `reached ${reached !== null}, attempt failed ${failedOnce !== null}, ended ${ended}, status ${row?.status} (${row?.error_message ?? ''})`,
      );
      if (!worker.alive()) worker = await platform.startWorker();
    }

    // 4a. S3 stopped during upload.
    await push(sites[1]!);
    await worker.waitFor(/^built /, 60_000).catch(() => null);
    await platform.s3.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await platform.s3.start();
    area.check(
      'S3 stopped during upload: the build ends',
      await platform.waitForBuildsToEnd(options.endTimeoutMs ?? 150_000),
    );

    // 4b. S3 stopped during serving: pages already served keep being served.
    for (const site of sites) await platform.edge$(siteHost(site.slug), '/');
    await platform.s3.stop();
    let served = 0;
    for (const site of sites) {
      const page = await platform.edge$(siteHost(site.slug), '/').catch(() => null);
      if (page?.status === 200) served++;
    }
    await platform.s3.start();
    area.check(
      `S3 stopped during serving: ${served}/${sites.length} cached sites still served`,
      served === sites.length,
    );

    // Afterwards: nothing lost.
    if (!(await platform.waitForBuildsToEnd(options.endTimeoutMs ?? 150_000)))
      area.check('every build ended', false, 'builds still open');
    const rows = await platform.db.query<{ id: string; status: string; error_message: string | null }>(
      'SELECT id, status, error_message FROM builds WHERE id = ANY($1)',
      [[...accepted.keys()]],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    let missing = 0;
    for (const buildId of accepted.keys()) {
      const row = byId.get(buildId);
      if (!row) missing++;
      else
        area.check(
          `accepted push ${buildId.slice(0, 8)} ended (${row.status})`,
          ['succeeded', 'superseded', 'canceled'].includes(row.status) ||
            (row.status === 'failed' && (row.error_message ?? '') !== ''),
          `status ${row.status}`,
        );
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
    delete process.env.FOLIO_RELIABILITY_HOLD_DIR;
    await rm(holdDir, { recursive: true, force: true });
  }
  return area.result;
}
