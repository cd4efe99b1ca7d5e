import type { AppContext } from '../app-context.ts';
import { findSite, type SiteRow } from '../lib/find-site.ts';
import { checkBranch, normalizeDocsRoot, normalizeOrigins, normalizeRepoUrl } from '../lib/site-input.ts';
import type { SiteBody } from '../routes/sites/site-body.ts';

/**
 * Changes the fields given; the slug stays (it is the site's address). A `repoUrl` on another
 * origin drops the stored git token unless the same change gives a new one: the token was given
 * for the old host, and the worker sends it to whatever host `repo_url` names.
 */
export async function updateSite(ctx: AppContext, tenantId: string, siteId: string, body: SiteBody): Promise<SiteRow> {
  const site = await findSite(ctx.db, tenantId, siteId);
  const repoUrl =
    body.repoUrl === undefined ? site.repo_url : normalizeRepoUrl(body.repoUrl, ctx.config.allowLoopbackRepositories);
  const keptToken = new URL(repoUrl).origin === new URL(site.repo_url).origin ? site.git_token_sealed : null;
  const token =
    body.gitToken === undefined
      ? keptToken
      : body.gitToken === null
        ? null
        : ctx.secrets.seal(body.gitToken, { siteId: site.id, column: 'git_token_sealed' });
  const row = await ctx.db.query<SiteRow>(
    `UPDATE sites SET name = $3, repo_url = $4, branch = $5, docs_root = $6, git_token_sealed = $7,
            playground_origins = $8, strict_builds = $9, updated_at = now()
      WHERE id = $1 AND tenant_id = $2 RETURNING *`,
    [
      site.id,
      tenantId,
      body.name ?? site.name,
      repoUrl,
      body.branch === undefined ? site.branch : checkBranch('branch', body.branch),
      body.docsRoot === undefined ? site.docs_root : normalizeDocsRoot(body.docsRoot),
      token,
      body.playgroundOrigins === undefined ? site.playground_origins : normalizeOrigins(body.playgroundOrigins),
      body.strictBuilds ?? site.strict_builds,
    ],
  );
  return row.rows[0]!;
}
