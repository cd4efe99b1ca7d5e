import type { BuildRow, Queryable, SecretContext } from '@folio/platform';

/** A `sites` row. */
export interface SiteRow {
  id: string;
  tenant_id: string;
  slug: string;
  name: string;
  repo_url: string;
  branch: string;
  docs_root: string;
  git_token_sealed: string | null;
  webhook_secret_sealed: string;
  playground_origins: string[];
  strict_builds: boolean;
  /** The path the site is served under (`/docs`), `null` at the root (migration 0014). */
  base_path: string | null;
  active_deployment_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** What a new site records; sealed values are bound to `id` and their column (see SecretBox). */
export interface NewSite {
  id: string;
  tenantId: string;
  slug: string;
  name: string;
  repoUrl: string;
  branch: string;
  docsRoot: string;
  gitTokenSealed: string | null;
  webhookSecretSealed: string;
  playgroundOrigins: string[];
  strictBuilds: boolean;
  basePath: string | null;
}

/** The settings a site update writes (every one, changed or not); the slug never changes. */
export interface SiteSettings {
  name: string;
  repoUrl: string;
  branch: string;
  docsRoot: string;
  gitTokenSealed: string | null;
  playgroundOrigins: string[];
  strictBuilds: boolean;
  basePath: string | null;
}

/** A site with what the dashboard's sites list shows beside it. */
export interface SiteListEntry extends SiteRow {
  /** The site's newest build as JSON (`queued_at` is a string there), or `null`. */
  latest_build: BuildRow | null;
  /** When the live deployment was made, or `null` when nothing is live. */
  live_since: Date | null;
}

/** A site with a secret still sealed in the `v1.` format, with its sealed columns. */
export interface LegacySealedSite {
  id: string;
  git_token_sealed: string | null;
  webhook_secret_sealed: string;
}

/** The tenant's site `siteId`, or `null` (another tenant's site too). */
export async function findTenantSite(db: Queryable, tenantId: string, siteId: string): Promise<SiteRow | null> {
  const result = await db.query<SiteRow>('SELECT * FROM sites WHERE id = $1 AND tenant_id = $2', [siteId, tenantId]);
  return result.rows[0] ?? null;
}

/** The tenant's sites, oldest first. */
export async function listSites(db: Queryable, tenantId: string): Promise<SiteRow[]> {
  const rows = await db.query<SiteRow>('SELECT * FROM sites WHERE tenant_id = $1 ORDER BY created_at', [tenantId]);
  return rows.rows;
}

/** The tenant's sites, oldest first, each with its newest build and since when it is live. */
export async function listSitesWithLatestBuild(db: Queryable, tenantId: string): Promise<SiteListEntry[]> {
  const rows = await db.query<SiteListEntry>(
    `SELECT s.*,
              (SELECT to_jsonb(b) FROM builds b WHERE b.site_id = s.id ORDER BY b.queued_at DESC, b.id DESC LIMIT 1) AS latest_build,
              (SELECT d.created_at FROM deployments d WHERE d.id = s.active_deployment_id) AS live_since
         FROM sites s WHERE s.tenant_id = $1 ORDER BY s.created_at`,
    [tenantId],
  );
  return rows.rows;
}

/** The branch and sealed webhook secret of site `siteId` (any tenant's), or `null`. */
export async function findWebhookSiteRow(
  db: Queryable,
  siteId: string,
): Promise<{ id: string; branch: string; webhook_secret_sealed: string } | null> {
  const result = await db.query<{ id: string; branch: string; webhook_secret_sealed: string }>(
    'SELECT id, branch, webhook_secret_sealed FROM sites WHERE id = $1',
    [siteId],
  );
  return result.rows[0] ?? null;
}

/** Records a new site. Throws Postgres's unique violation on `sites_slug_key` when the slug is taken. */
export async function insertSite(db: Queryable, site: NewSite): Promise<SiteRow> {
  const row = await db.query<SiteRow>(
    `INSERT INTO sites (id, tenant_id, slug, name, repo_url, branch, docs_root, git_token_sealed, webhook_secret_sealed, playground_origins, strict_builds, base_path)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      site.id,
      site.tenantId,
      site.slug,
      site.name,
      site.repoUrl,
      site.branch,
      site.docsRoot,
      site.gitTokenSealed,
      site.webhookSecretSealed,
      site.playgroundOrigins,
      site.strictBuilds,
      site.basePath,
    ],
  );
  return row.rows[0]!;
}

/** Writes the tenant's site `siteId`'s settings and returns the row. */
export async function updateSiteSettings(
  db: Queryable,
  tenantId: string,
  siteId: string,
  settings: SiteSettings,
): Promise<SiteRow> {
  const row = await db.query<SiteRow>(
    `UPDATE sites SET name = $3, repo_url = $4, branch = $5, docs_root = $6, git_token_sealed = $7,
            playground_origins = $8, strict_builds = $9, base_path = $10, updated_at = now()
      WHERE id = $1 AND tenant_id = $2 RETURNING *`,
    [
      siteId,
      tenantId,
      settings.name,
      settings.repoUrl,
      settings.branch,
      settings.docsRoot,
      settings.gitTokenSealed,
      settings.playgroundOrigins,
      settings.strictBuilds,
      settings.basePath,
    ],
  );
  return row.rows[0]!;
}

/** Replaces the tenant's site's sealed webhook secret and returns the row. */
export async function setWebhookSecret(
  db: Queryable,
  tenantId: string,
  siteId: string,
  sealedSecret: string,
): Promise<SiteRow> {
  const row = await db.query<SiteRow>(
    'UPDATE sites SET webhook_secret_sealed = $3, updated_at = now() WHERE id = $1 AND tenant_id = $2 RETURNING *',
    [siteId, tenantId, sealedSecret],
  );
  return row.rows[0]!;
}

/** Deletes the tenant's site (its builds, deployments and domains go with it); `false` when none. */
export async function deleteTenantSite(db: Queryable, tenantId: string, siteId: string): Promise<boolean> {
  const result = await db.query('DELETE FROM sites WHERE id = $1 AND tenant_id = $2', [siteId, tenantId]);
  return result.rowCount === 1;
}

/** The sites with a secret still sealed in the `v1.` format. */
export async function listLegacySealedSites(db: Queryable): Promise<LegacySealedSite[]> {
  const rows = await db.query<LegacySealedSite>(
    `SELECT id, git_token_sealed, webhook_secret_sealed FROM sites WHERE git_token_sealed LIKE 'v1.%' OR webhook_secret_sealed LIKE 'v1.%'`,
  );
  return rows.rows;
}

/**
 * Replaces site `siteId`'s sealed `column` with `resealed` only if it still holds `sealed` (a
 * secret rotated meanwhile is never overwritten); returns how many rows changed (0 or 1). The
 * column name is interpolated: its type allows only the two sealed columns, never input.
 */
export async function resealSiteColumn(
  db: Queryable,
  siteId: string,
  column: SecretContext['column'],
  sealed: string,
  resealed: string,
): Promise<number> {
  const updated = await db.query(`UPDATE sites SET ${column} = $3 WHERE id = $1 AND ${column} = $2`, [
    siteId,
    sealed,
    resealed,
  ]);
  return updated.rowCount ?? 0;
}

/** Whether site `siteId` exists (any tenant's). */
export async function siteExists(db: Queryable, siteId: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM sites WHERE id = $1', [siteId]);
  return found.rowCount !== 0;
}

/** A site's newest build and live production deployment, as {@link findSiteLiveStates} reads them. */
export interface SiteLiveStateRow {
  id: string;
  latest: { id: string; status: string } | null;
  /** `created_at` is JSON's text for the time (the row is built with json_build_object). */
  live: { id: string; build_id: string; commit_sha: string | null; branch: string; created_at: string } | null;
}

/** Each site's newest build and live production deployment: one statement for any number of sites. */
export async function findSiteLiveStates(db: Queryable, siteIds: readonly string[]): Promise<SiteLiveStateRow[]> {
  const result = await db.query<SiteLiveStateRow>(
    `SELECT s.id,
            (SELECT json_build_object('id', b.id, 'status', b.status) FROM builds b WHERE b.site_id = s.id ORDER BY b.queued_at DESC, b.id DESC LIMIT 1) AS latest,
            (SELECT json_build_object('id', d.id, 'build_id', d.build_id, 'commit_sha', d.commit_sha, 'branch', d.branch, 'created_at', d.created_at)
               FROM deployments d WHERE d.id = s.active_deployment_id AND d.kind = 'production') AS live
       FROM sites s WHERE s.id = ANY($1::uuid[])`,
    [siteIds],
  );
  return result.rows;
}
