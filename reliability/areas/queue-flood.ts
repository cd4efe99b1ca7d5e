// Area: the queue flood — one tenant floods the build queue (every one of its sites pushed, with
// preview branches) while one worker slot builds; another tenant's push must start before that
// backlog drains (round-robin across tenants, not first-in first-out). Also: manual builds of one
// site past its rate limit are refused with 429 and Retry-After, a preview branch past the site's
// limit with 409, and nothing accepted is lost: every accepted push has its build, every build
// ends, every site serves its last commit and every accepted preview is deployed.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { docsSite, type Repo } from '../lib/git-repo.ts';
import { siteHost, startPlatform } from '../lib/start-platform.ts';

const run = promisify(execFile);
const FLOOD_SITES = 6;
const PREVIEWS_PER_SITE = 2;
const MANUAL_LIMIT = 3;
const BRANCH_LIMIT = 3;

interface Site {
  id: string;
  slug: string;
  webhookSecret: string;
  repo: Repo;
}

interface Accepted {
  site: Site;
  branch: string;
  marker: string;
  buildId: string;
}

/** Pushes `sha` to `branch` of the site's repository on the suite's git server. */
async function pushBranch(repo: Repo, sha: string, branch: string): Promise<void> {
  await run('git', ['push', '--quiet', '--force', 'origin', `${sha}:refs/heads/${branch}`], { cwd: repo.work });
}

/** Runs the queue flood on a platform of its own with one worker slot. */
export async function runQueueFlood(): Promise<AreaResult> {
  const area = new AreaRecorder('queue flood');
  const platform = await startPlatform({
    apiEnv: { BUILD_RATE_LIMIT_MANUAL_PER_SITE: String(MANUAL_LIMIT), PREVIEW_BRANCH_LIMIT: String(BRANCH_LIMIT) },
  });
  try {
    await platform.startWorker({ concurrency: 1 });
    const flooder = await platform.createTenant('Flooder');
    const quiet = await platform.createTenant('Quiet');
    const create = async (key: string, name: string): Promise<Site> => {
      const repo = await platform.createRepo(name);
      return { ...(await platform.createSite(key, repo)), repo };
    };
    const floodSites: Site[] = [];
    for (let i = 0; i < FLOOD_SITES; i++) floodSites.push(await create(flooder.key, `flood-${i}`));
    const quietSite = await create(quiet.key, 'quiet');

    const accepted: Accepted[] = [];
    let refusedUnexpectedly = 0;
    const push = async (site: Site, branch: string): Promise<number> => {
      const marker = `${branch.toUpperCase().replace(/\W/g, '-')}-${site.slug}-${randomBytes(3).toString('hex')}`;
      const sha = await site.repo.commit(docsSite(marker), { remove: ['*'], push: false });
      await pushBranch(site.repo, sha, branch);
      const answer = await platform.pushWebhook(site, sha, { branch });
      if (answer.status === 202)
        accepted.push({ site, branch, marker, buildId: JSON.parse(answer.body.toString()).buildId });
      return answer.status;
    };

    // 1. The flood: every site of one tenant, its branch and two preview branches.
    for (const site of floodSites) {
      for (const branch of ['main', ...Array.from({ length: PREVIEWS_PER_SITE }, (_, i) => `feature/flood-${i}`)]) {
        if ((await push(site, branch)) !== 202) refusedUnexpectedly++;
      }
    }
    const flooded = accepted.length;
    area.check(
      `${FLOOD_SITES * (1 + PREVIEWS_PER_SITE)} pushes of one tenant accepted`,
      refusedUnexpectedly === 0,
      `${refusedUnexpectedly} refused`,
    );

    // 2. Another tenant's push, while that backlog waits for the one slot.
    const status = await push(quietSite, 'main');
    area.check("another tenant's push accepted during the flood", status === 202, `answered ${status}`);
    const quietBuild = accepted.at(-1)!;
    if (!(await platform.waitForBuildsToEnd(180_000, [quietSite.id])))
      area.check("the other tenant's build ended", false, 'still unfinished after 180 s');
    const timing = await platform.db.query<{ ahead: number; left: number; status: string }>(
      `SELECT (SELECT count(*)::int FROM builds f JOIN sites s ON s.id = f.site_id
                WHERE s.tenant_id = $2 AND f.started_at > q.queued_at AND f.started_at < q.started_at) AS ahead,
              (SELECT count(*)::int FROM builds f JOIN sites s ON s.id = f.site_id
                WHERE s.tenant_id = $2 AND (f.started_at IS NULL OR f.started_at > q.started_at) AND f.status <> 'superseded') AS left,
              q.status
         FROM builds q WHERE q.id = $1`,
      [quietBuild.buildId, flooder.id],
    );
    const { ahead, left } = timing.rows[0]!;
    area.check(
      "the other tenant's build starts before the flood drains (at most one of the flooder's builds starts first)",
      ahead <= 1 && left > 0,
      `${ahead} of the flooder's builds started while it waited; ${left} of its ${flooded} builds were still waiting when it started`,
    );

    // 3. Manual builds past the site's limit: 429 with Retry-After, and nothing recorded for them.
    const manual: number[] = [];
    let retryAfter = true;
    for (let i = 0; i < MANUAL_LIMIT + 2; i++) {
      const answer = await platform.api$('POST', `/v1/sites/${quietSite.id}/builds`, {
        headers: { authorization: `Bearer ${quiet.key}`, 'content-type': 'application/json' },
        body: '{}',
      });
      manual.push(answer.status);
      if (answer.status === 429 && !(Number(answer.headers['retry-after']) > 0)) retryAfter = false;
    }
    const recordedManual = await platform.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM builds WHERE site_id = $1 AND trigger = 'manual'`,
      [quietSite.id],
    );
    area.check(
      `${MANUAL_LIMIT + 2} manual builds of one site: ${MANUAL_LIMIT} queued, the rest 429 with Retry-After and not recorded`,
      manual.filter((s) => s === 202).length === MANUAL_LIMIT &&
        manual.filter((s) => s === 429).length === 2 &&
        retryAfter &&
        recordedManual.rows[0]!.n === MANUAL_LIMIT,
      `answers ${manual.join(', ')}; ${recordedManual.rows[0]!.n} recorded`,
    );

    // 4. Preview branches past the site's limit: 409, the delivery not recorded.
    const previews: number[] = [];
    for (let i = 0; i <= BRANCH_LIMIT; i++) previews.push(await push(quietSite, `preview-${i}`));
    area.check(
      `${BRANCH_LIMIT + 1} preview branches of one site: ${BRANCH_LIMIT} queued, the next 409`,
      previews.slice(0, BRANCH_LIMIT).every((s) => s === 202) && previews[BRANCH_LIMIT] === 409,
      `answers ${previews.join(', ')}`,
    );

    // 5. Nothing accepted is lost.
    const ended = await platform.waitForBuildsToEnd(420_000);
    area.check('every accepted build ended', ended);
    const rows = await platform.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM builds WHERE id = ANY($1)',
      [accepted.map((a) => a.buildId)],
    );
    const byId = new Map(rows.rows.map((r) => [r.id, r.status]));
    for (const push of accepted) {
      const found = byId.get(push.buildId);
      if (found === undefined) area.lose(1, `push ${push.marker} was answered 202 but has no build`);
      else if (found !== 'succeeded' && found !== 'superseded') area.lose(1, `push ${push.marker} ended ${found}`);
    }
    let serving = 0;
    for (const site of [...floodSites, quietSite]) {
      const last = accepted.filter((a) => a.site === site && a.branch === 'main').at(-1)!;
      const page = await platform.edge$(siteHost(site.slug), '/');
      if (page.status === 200 && page.body.includes(last.marker)) serving++;
      else area.lose(1, `site ${site.slug} does not serve its last push (${page.status})`);
    }
    area.check(`each site serves its last push (${serving}/${FLOOD_SITES + 1})`, serving === FLOOD_SITES + 1);
    const previewPushes = accepted.filter((a) => a.branch !== 'main');
    const deployed = await platform.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deployments WHERE build_id = ANY($1) AND kind = 'preview'`,
      [previewPushes.map((a) => a.buildId)],
    );
    if (deployed.rows[0]!.n < previewPushes.length)
      area.lose(previewPushes.length - deployed.rows[0]!.n, 'accepted preview pushes without a preview deployment');
    area.check(
      `every accepted preview deployed (${deployed.rows[0]!.n}/${previewPushes.length})`,
      deployed.rows[0]!.n === previewPushes.length,
    );
    area.crash(await platform.servicesDown(), 'the queue flood');
    area.result.figures = {
      'flooder builds queued': flooded,
      "flooder builds started while the other tenant's waited": ahead,
      "flooder builds still waiting when the other tenant's started": left,
    };
  } finally {
    await platform.close();
  }
  return area.result;
}
