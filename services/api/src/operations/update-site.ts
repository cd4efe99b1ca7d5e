import { publishSiteEvent } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { findSiteAccess, saveSiteAccess, type SiteAccessRow } from '../db/site-access.ts';
import { type SiteRow, updateSiteSettings } from '../db/sites.ts';
import { mergeAccessInput } from '../lib/access-input.ts';
import { checkBasePath } from '../lib/check-base-path.ts';
import { findSite } from '../lib/find-site.ts';
import { queueBuild } from '../lib/queue-build.ts';
import { reportQueuedBuild } from '../lib/report-queued-build.ts';
import { requestDispatch } from '../lib/request-dispatch.ts';
import { withTransaction } from '../lib/with-transaction.ts';
import { checkBranch, normalizeDocsRoot, normalizeOrigins, normalizeRepoUrl } from '../lib/site-input.ts';
import type { SiteBody } from '../routes/sites/site-body.ts';

/**
 * Changes the fields given; the slug stays (it is the site's address). A `repoUrl` on another
 * origin drops the stored git token unless the same change gives a new one: the token was given
 * for the old host, and the worker sends it to whatever host `repo_url` names. `access` is merged
 * into the stored reader access (checked, password hashed, client secret sealed) and the edges are
 * told (`site-settings-changed`), so a site turns private at once.
 *
 * A new `basePath` is built into every URL of the site, so changing it queues a build of the
 * production branch (in the same transaction); until that build is live, the live deployment keeps
 * being served under the base path it was built for (its manifest says which).
 */
export async function updateSite(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  body: SiteBody,
): Promise<{ site: SiteRow; access: SiteAccessRow | null }> {
  const site = await findSite(ctx.db, tenantId, siteId);
  const storedAccess = await findSiteAccess(ctx.db, site.id);
  // Checked before anything is written: a bad access setting changes nothing.
  const accessSettings =
    body.access === undefined
      ? null
      : await mergeAccessInput(body.access, storedAccess, {
          siteId: site.id,
          secrets: ctx.secrets,
          allowLoopback: ctx.config.allowLoopbackRepositories,
        });
  const repoUrl =
    body.repoUrl === undefined ? site.repo_url : normalizeRepoUrl(body.repoUrl, ctx.config.allowLoopbackRepositories);
  const keptToken = new URL(repoUrl).origin === new URL(site.repo_url).origin ? site.git_token_sealed : null;
  const token =
    body.gitToken === undefined
      ? keptToken
      : body.gitToken === null
        ? null
        : ctx.secrets.seal(body.gitToken, { siteId: site.id, column: 'git_token_sealed' });
  const basePath = body.basePath === undefined ? site.base_path : checkBasePath(body.basePath);
  const settings = {
    name: body.name ?? site.name,
    repoUrl,
    branch: body.branch === undefined ? site.branch : checkBranch('branch', body.branch),
    docsRoot: body.docsRoot === undefined ? site.docs_root : normalizeDocsRoot(body.docsRoot),
    gitTokenSealed: token,
    playgroundOrigins:
      body.playgroundOrigins === undefined ? site.playground_origins : normalizeOrigins(body.playgroundOrigins),
    strictBuilds: body.strictBuilds ?? site.strict_builds,
    basePath,
  };
  const updated =
    basePath === site.base_path
      ? await updateSiteSettings(ctx.db, tenantId, site.id, settings)
      : await updateAndQueueProductionBuild(ctx, tenantId, site.id, settings);
  if (accessSettings === null) return { site: updated, access: storedAccess };
  const access = await saveSiteAccess(ctx.db, site.id, accessSettings);
  await publishSiteEvent(ctx.redis, { type: 'site-settings-changed', siteId: site.id });
  return { site: updated, access };
}

// The base path is in every URL of a build: a new one needs a new production build.
async function updateAndQueueProductionBuild(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  settings: Parameters<typeof updateSiteSettings>[3],
): Promise<SiteRow> {
  const { row, build } = await withTransaction(ctx.db, async (client) => {
    const updated = await updateSiteSettings(client, tenantId, siteId, settings);
    const queued = await queueBuild(client, {
      siteId,
      kind: 'production',
      branch: updated.branch,
      commitSha: null,
      trigger: 'manual',
    });
    return { row: updated, build: queued.build };
  });
  await requestDispatch(ctx);
  ctx.metrics.buildsQueued.inc({ trigger: 'manual', kind: 'production' });
  reportQueuedBuild(ctx, build.id);
  return row;
}
