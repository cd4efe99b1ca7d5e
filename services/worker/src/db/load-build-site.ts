import type { Queryable } from '@folio/platform';

/** What the worker needs to know about a build's site. */
export interface BuildSite {
  id: string;
  slug: string;
  repo_url: string;
  docs_root: string;
  git_token_sealed: string | null;
  /** Whether page errors block the deploy (by default broken pages are published as broken). */
  strict_builds: boolean;
  /** The path the site is served under (`/docs`), built into every URL; `null` at the root. */
  base_path: string | null;
  /** Manifest of the deployment live in production, `null` before the first one. */
  live_manifest_key: string | null;
}

/** Loads a site with its live deployment's manifest key, or `null` when it was deleted. */
export async function loadBuildSite(db: Queryable, siteId: string): Promise<BuildSite | null> {
  const result = await db.query<BuildSite>(
    `SELECT s.id, s.slug, s.repo_url, s.docs_root, s.git_token_sealed, s.strict_builds, s.base_path, d.manifest_key AS live_manifest_key
       FROM sites s LEFT JOIN deployments d ON d.id = s.active_deployment_id
      WHERE s.id = $1`,
    [siteId],
  );
  return result.rows[0] ?? null;
}
